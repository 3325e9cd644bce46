import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { purchases, trainerRates, transactionCorrections, users } from '../../db/schema';
import { rowsOf } from './ledger-sql.repository';

const HELD = sql`cs.status = 'SCHEDULED' and cs.starts_at < now()`;

/** Trainer pay: a per-session rate a gym sets per trainer, and sessions taught and held. */
export function createTrainerPayRepository(db: Db) {
  const run = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));
  const num = (value: unknown) => Number(value ?? 0);

  return {
    async isTrainer(userId: number) {
      const [row] = await db.select({ category: users.category }).from(users).where(eq(users.id, userId));
      return row?.category === 2;
    },
    async rate(gymId: number, trainerId: number) {
      const [row] = await db
        .select({ amountPerSession: trainerRates.amountPerSession })
        .from(trainerRates)
        .where(and(eq(trainerRates.gymUserId, gymId), eq(trainerRates.trainerUserId, trainerId)));
      return row?.amountPerSession ?? null;
    },
    async setRate(gymId: number, trainerId: number, amountPerSession: number, currencyCode: string) {
      await db
        .insert(trainerRates)
        .values({ gymUserId: gymId, trainerUserId: trainerId, amountPerSession, currencyCode })
        .onConflictDoUpdate({
          target: [trainerRates.gymUserId, trainerRates.trainerUserId],
          set: { amountPerSession, currencyCode, updatedAt: new Date() },
        });
    },

    /** Each trainer who taught the gym's classes in the range, or has a rate there. */
    async gymReport(gymId: number, fromDate: string, toDate: string) {
      const rows = await run<Record<string, unknown>>(sql`
        with taught as (
          select cs.trainer_user_id as trainer_id, count(distinct cs.id) filter (where ${HELD}) as sessions,
            count(b.id) as bookings, count(b.checked_in_at) as check_ins
          from class_session cs join fitness_class fc on fc.id = cs.class_id
          left join booking b on b.session_id = cs.id and b.status = 'BOOKED'
          where fc.gym_user_id = ${gymId} and cs.trainer_user_id is not null and cs.status = 'SCHEDULED'
            and cs.local_date between ${fromDate}::date and ${toDate}::date
          group by cs.trainer_user_id),
        rated as (select trainer_user_id as trainer_id, amount_per_session from trainer_rate where gym_user_id = ${gymId})
        select coalesce(t.trainer_id, r.trainer_id) as "trainerId",
          trim(u.first_name || ' ' || u.last_name) as "name",
          coalesce(t.sessions, 0)::float8 as "sessions", coalesce(t.bookings, 0)::float8 as "bookings",
          coalesce(t.check_ins, 0)::float8 as "checkIns", r.amount_per_session as "rate"
        from taught t full join rated r on r.trainer_id = t.trainer_id
        join app_user u on u.id = coalesce(t.trainer_id, r.trainer_id)
        order by 2, 1 limit 200`);
      return rows.map((row) => {
        const rate = row.rate === null ? null : num(row.rate);
        return {
          trainerId: num(row.trainerId),
          name: String(row.name),
          sessions: num(row.sessions),
          bookings: num(row.bookings),
          checkIns: num(row.checkIns),
          rate,
          earnings: num(row.sessions) * (rate ?? 0),
        };
      });
    },

    /** A trainer's own classes per gym: nothing about anyone else's. */
    async ownEarnings(trainerId: number, fromDate: string, toDate: string) {
      const rows = await run<Record<string, unknown>>(sql`
        select fc.gym_user_id as "gymId",
          coalesce(max(gp.studio_name), max(trim(g.first_name || ' ' || g.last_name))) as "gymName",
          max(st.currency_code) as "currencyCode", max(st.currency_decimals)::int as "currencyDecimals",
          count(distinct cs.id) filter (where ${HELD})::float8 as "sessions",
          count(b.id)::float8 as "bookings", count(b.checked_in_at)::float8 as "checkIns",
          max(r.amount_per_session) as "rate"
        from class_session cs join fitness_class fc on fc.id = cs.class_id
        join app_user g on g.id = fc.gym_user_id join store st on st.id = g.store_id
        left join gym_profile gp on gp.user_id = g.id
        left join trainer_rate r on r.gym_user_id = fc.gym_user_id and r.trainer_user_id = ${trainerId}
        left join booking b on b.session_id = cs.id and b.status = 'BOOKED'
        where cs.trainer_user_id = ${trainerId} and cs.status = 'SCHEDULED'
          and cs.local_date between ${fromDate}::date and ${toDate}::date
          -- Her own classes are their own report (own-classes.repository), not a gym paying her.
          and fc.gym_user_id <> ${trainerId}
        group by fc.gym_user_id order by 2`);
      return rows.map((row) => {
        const rate = row.rate === null ? null : num(row.rate);
        return {
          gymId: num(row.gymId),
          gymName: String(row.gymName),
          currencyCode: String(row.currencyCode),
          currencyDecimals: num(row.currencyDecimals),
          sessions: num(row.sessions),
          bookings: num(row.bookings),
          checkIns: num(row.checkIns),
          rate,
          earnings: num(row.sessions) * (rate ?? 0),
        };
      });
    },

    /** The paid purchase of this gym, locked, with its amount as reports read it (null: not ours). */
    async lockPaidPurchase(tx: Tx, gymId: number, purchaseId: number) {
      const [row] = await tx
        .select({
          id: purchases.id,
          price: purchases.price,
          promo: purchases.promoDiscount,
          sub: purchases.subscriptionDiscount,
        })
        .from(purchases)
        .where(
          and(eq(purchases.id, purchaseId), eq(purchases.gymUserId, gymId), eq(purchases.status, 'PAID')),
        )
        .for('update');
      if (!row) return null;
      const [last] = await tx
        .select({ newAmount: transactionCorrections.newAmount })
        .from(transactionCorrections)
        .where(eq(transactionCorrections.purchaseId, purchaseId))
        .orderBy(desc(transactionCorrections.id))
        .limit(1);
      return { id: row.id, amount: last?.newAmount ?? row.price - row.promo - row.sub };
    },
    async addCorrection(
      tx: Tx,
      row: {
        purchaseId: number;
        gymUserId: number;
        oldAmount: number;
        newAmount: number;
        actorUserId: number;
        reason: string;
      },
    ) {
      const [created] = await tx.insert(transactionCorrections).values(row).returning();
      return created!;
    },
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),
  };
}
export type TrainerPayRepository = ReturnType<typeof createTrainerPayRepository>;
