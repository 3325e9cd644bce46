import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stores, users } from '../../db/schema';

/**
 * The currency of a user's store (their country's), on the caller's connection or transaction: a
 * customer's card check is made in it, and a partner's fees in money are charged in it.
 */
export async function userStoreCurrency(db: Db, userId: number): Promise<string> {
  const [row] = await db
    .select({ currencyCode: stores.currencyCode })
    .from(users)
    .innerJoin(stores, eq(stores.id, users.storeId))
    .where(eq(users.id, userId));
  return row?.currencyCode ?? 'KWD';
}
