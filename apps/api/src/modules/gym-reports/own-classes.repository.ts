import { currencyDecimals } from '@kinetic/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from './ledger-sql.repository';

const LIVE = sql`b.status = 'BOOKED'`;
const REFUNDED = sql`b.status = 'CANCELED' and b.refunded`;

/**
 * A trainer's own classes: the ones she publishes at no gym, or with herself as the gym.
 * A freelancer's bookings are on these, so the per-gym earnings (classes a gym pays her to teach)
 * never showed them. Sessions of the range by their store day, canceled ones too: their refunds count.
 */
export function createOwnClassesRepository(db: Db) {
  const num = (value: unknown) => Number(value ?? 0);
  return {
    async ownClasses(trainerId: number, fromDate: string, toDate: string) {
      const result = await db.execute(sql`
        select fc.id as "classId", fc.title, fc.currency_code as "currencyCode",
          count(distinct cs.id) filter (where cs.status = 'SCHEDULED' and cs.starts_at < now())::float8 as "sessions",
          count(b.id) filter (where ${LIVE})::float8 as "bookings",
          coalesce(sum(b.credits_spent) filter (where ${LIVE}), 0)::float8 as "creditsUsed",
          coalesce(sum(fc.price) filter (where ${LIVE}), 0)::float8 as "sales",
          count(b.id) filter (where ${REFUNDED})::float8 as "refunds",
          coalesce(sum(b.credits_spent) filter (where ${REFUNDED}), 0)::float8 as "refundedCredits",
          coalesce(sum(fc.price) filter (where ${REFUNDED}), 0)::float8 as "refundedAmount"
        from fitness_class fc join class_session cs on cs.class_id = fc.id
        left join booking b on b.session_id = cs.id
        where fc.owner_user_id = ${trainerId}
          and (fc.gym_user_id is null or fc.gym_user_id = ${trainerId})
          and cs.local_date between ${fromDate}::date and ${toDate}::date
        group by fc.id, fc.title, fc.currency_code
        having count(b.id) > 0 or count(cs.id) filter (where cs.status = 'SCHEDULED') > 0
        order by fc.title, fc.id limit 500`);
      return rowsOf<Record<string, unknown>>(result).map((row) => ({
        classId: num(row.classId),
        title: String(row.title),
        currencyCode: String(row.currencyCode),
        currencyDecimals: currencyDecimals(String(row.currencyCode)),
        sessions: num(row.sessions),
        bookings: num(row.bookings),
        creditsUsed: num(row.creditsUsed),
        sales: num(row.sales),
        refunds: num(row.refunds),
        refundedCredits: num(row.refundedCredits),
        refundedAmount: num(row.refundedAmount),
      }));
    },
  };
}
export type OwnClassesRepository = ReturnType<typeof createOwnClassesRepository>;
