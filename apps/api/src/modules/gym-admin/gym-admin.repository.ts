import { USER_CATEGORY } from '@kinetic/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stores, users } from '../../db/schema';
import { platformOperatorId } from '../users';

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
    masterGymId: () => platformOperatorId(db),
  };
}
export type GymAdminRepository = ReturnType<typeof createGymAdminRepository>;
