import type { CouponStatus } from '@kinetic/domain';
import { and, count, desc, eq, gt, gte, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promoCodes, promoRedemptions, purchases } from '../../db/schema';

export type CouponValues = Omit<typeof promoCodes.$inferInsert, 'id' | 'gymUserId' | 'createdAt'>;

const uses =
  sql<number>`(select count(*) from ${promoRedemptions} r where r.promo_id = "promo_code"."id")`.mapWith(
    Number,
  );

/** Where a coupon's validity window stands at `now`, in SQL (the same rule as `couponStatus`). */
function statusIs(status: CouponStatus, now: Date): SQL | undefined {
  const notExpired = or(isNull(promoCodes.validTo), gte(promoCodes.validTo, now));
  if (status === 'expired') return lt(promoCodes.validTo, now);
  if (status === 'upcoming') return and(gt(promoCodes.validFrom, now), notExpired);
  return and(or(isNull(promoCodes.validFrom), lte(promoCodes.validFrom, now)), notExpired);
}

/** A gym's coupons: the promo codes it owns (promo_code.gym_user_id). */
export function createCouponsRepository(db: Db) {
  const own = (gymUserId: number) => eq(promoCodes.gymUserId, gymUserId);
  const select = () => db.select({ coupon: promoCodes, uses }).from(promoCodes);
  return {
    async page(
      gymUserId: number,
      query: { status?: CouponStatus; isActive?: boolean; page: number; size: number },
      now: Date,
    ) {
      const where = and(
        own(gymUserId),
        query.status ? statusIs(query.status, now) : undefined,
        query.isActive === undefined ? undefined : eq(promoCodes.active, query.isActive),
      );
      const [items, [total]] = await Promise.all([
        select()
          .where(where)
          .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id))
          .limit(query.size)
          .offset(query.page * query.size),
        db.select({ n: count() }).from(promoCodes).where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },
    async one(gymUserId: number, id: number) {
      const [row] = await select().where(and(own(gymUserId), eq(promoCodes.id, id)));
      return row ?? null;
    },
    async create(gymUserId: number, values: CouponValues): Promise<number> {
      const [row] = await db
        .insert(promoCodes)
        .values({ ...values, gymUserId })
        .returning({ id: promoCodes.id });
      return row!.id;
    },
    async update(gymUserId: number, id: number, values: CouponValues): Promise<boolean> {
      const rows = await db
        .update(promoCodes)
        .set(values)
        .where(and(own(gymUserId), eq(promoCodes.id, id)))
        .returning({ id: promoCodes.id });
      return rows.length > 0;
    },
    /**
     * Deletes a coupon no order ever named; one that an order used (a receipt names it) is only
     * deactivated. Null: not the gym's coupon.
     */
    remove(gymUserId: number, id: number): Promise<'deleted' | 'deactivated' | null> {
      return db.transaction(async (tx) => {
        const [coupon] = await tx
          .select({ id: promoCodes.id })
          .from(promoCodes)
          .where(and(own(gymUserId), eq(promoCodes.id, id)))
          .for('update');
        if (!coupon) return null;
        const [orders] = await tx.select({ n: count() }).from(purchases).where(eq(purchases.promoId, id));
        const [redeemed] = await tx
          .select({ n: count() })
          .from(promoRedemptions)
          .where(eq(promoRedemptions.promoId, id));
        if ((orders?.n ?? 0) > 0 || (redeemed?.n ?? 0) > 0) {
          await tx.update(promoCodes).set({ active: false }).where(eq(promoCodes.id, id));
          return 'deactivated';
        }
        await tx.delete(promoCodes).where(eq(promoCodes.id, id));
        return 'deleted';
      });
    },
  };
}
export type CouponsRepository = ReturnType<typeof createCouponsRepository>;
