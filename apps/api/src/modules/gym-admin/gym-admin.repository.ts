import { USER_CATEGORY } from '@kinetic/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stores, users } from '../../db/schema';

/** The accounts gym administration is about: a gym and its store (currency, decimals, time zone). */
export function createGymAdminRepository(db: Db) {
  return {
    async gym(gymId: number) {
      const [row] = await db
        .select({
          id: users.id,
          storeId: users.storeId,
          currencyCode: stores.currencyCode,
          currencyDecimals: stores.currencyDecimals,
          timeZone: stores.timeZone,
        })
        .from(users)
        .innerJoin(stores, eq(stores.id, users.storeId))
        .where(and(eq(users.id, gymId), eq(users.category, USER_CATEGORY.gym)));
      return row ?? null;
    },
    /** The master gym (SPEC 6): the platform's first gym account. */
    async masterGymId(): Promise<number | null> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.category, USER_CATEGORY.gym))
        .orderBy(asc(users.id))
        .limit(1);
      return row?.id ?? null;
    },
  };
}
export type GymAdminRepository = ReturnType<typeof createGymAdminRepository>;
