import type { AttendanceReport, AttendanceRow } from '@kinetic/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type LedgerScope, rowsOf } from './ledger-sql.repository';

type By = AttendanceReport['by'];

/** A cancel too late for a refund: struck, or charged, where the gym's policy says so. */
const LATE_CANCEL = sql`(s.kind = 'LATE_CANCEL' or f.kind = 'LATE_CANCEL')`;

/** What each grouping counts by: its id and its name, as fixed SQL (never built from a value). */
const GROUPS: Record<By, { id: SQL; name: SQL; only?: SQL }> = {
  class: { id: sql`fc.id`, name: sql`fc.title` },
  trainer: {
    id: sql`coalesce(cs.trainer_user_id, 0)`,
    name: sql`coalesce(trim(t.first_name || ' ' || t.last_name), '')`,
  },
  // Customers with a no-show or a late cancel: the ones a gym looks for.
  customer: {
    id: sql`b.user_id`,
    name: sql`trim(u.first_name || ' ' || u.last_name)`,
    only: sql`having count(*) filter (where b.attendance = 'NO_SHOW' or ${LATE_CANCEL}) > 0`,
  },
};

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

function withRates(row: Omit<AttendanceRow, 'noShowRate' | 'lateCancelRate' | 'id' | 'name'>) {
  return {
    ...row,
    noShowRate: percent(row.noShows, row.attended + row.noShows),
    lateCancelRate: percent(row.lateCancels, row.bookings),
  };
}

/**
 * No-shows and late cancels of a gym's sessions in a range (docs/adr/0039): the bookings its customers
 * made (walk-in guests apart), their final attendance, their strikes and fees (docs/adr/0040), grouped
 * by `by`; the fees' amounts in credits and in money beside.
 */
export type AttendanceRepository = ReturnType<typeof createAttendanceRepository>;

export function createAttendanceRepository(db: Db) {
  return {
    async attendance(
      s: LedgerScope,
      by: By,
      currency: { currencyCode: string; currencyDecimals: number },
    ): Promise<AttendanceReport> {
      const group = GROUPS[by];
      const counts = sql`count(*)::float8 as "bookings",
          count(*) filter (where b.attendance = 'ATTENDED')::float8 as "attended",
          count(*) filter (where b.attendance = 'NO_SHOW')::float8 as "noShows",
          count(*) filter (where ${LATE_CANCEL})::float8 as "lateCancels",
          count(*) filter (where s.waived_at is not null)::float8 as "waived",
          count(*) filter (where f.status = 'TAKEN')::float8 as "feesTaken",
          count(*) filter (where f.status = 'WAIVED')::float8 as "feesWaived"`;
      const amounts = sql`coalesce(sum(f.amount) filter (where f.unit = 'CREDITS' and f.status = 'TAKEN'), 0)::float8 as "creditsTaken",
          coalesce(sum(f.amount) filter (where f.unit = 'CREDITS' and f.status = 'WAIVED'), 0)::float8 as "creditsWaived",
          coalesce(sum(f.amount) filter (where f.unit = 'MONEY' and f.status = 'TAKEN'), 0)::float8 as "moneyTaken",
          coalesce(sum(f.amount) filter (where f.unit = 'MONEY' and f.status = 'WAIVED'), 0)::float8 as "moneyWaived"`;
      const from = sql`from booking b
        join class_session cs on cs.id = b.session_id
        join fitness_class fc on fc.id = cs.class_id
        join app_user u on u.id = b.user_id
        left join app_user t on t.id = cs.trainer_user_id
        left join booking_strike s on s.booking_id = b.id
        left join booking_fee f on f.booking_id = b.id
        where fc.gym_user_id = ${s.gymId} and b.guest_name is null
          and cs.local_date between ${s.fromDate}::date and ${s.toDate}::date`;
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`select ${group.id} as "id", ${group.name} as "name", ${counts}
          ${from} group by 1, 2 ${group.only ?? sql``}
          order by "noShows" desc, "lateCancels" desc, "name" limit 200`),
      );
      const [total] = rowsOf<Record<string, unknown>>(
        await db.execute(sql`select ${counts}, ${amounts} ${from}`),
      );
      const numbers = (row: Record<string, unknown> | undefined) => ({
        bookings: Number(row?.bookings ?? 0),
        attended: Number(row?.attended ?? 0),
        noShows: Number(row?.noShows ?? 0),
        lateCancels: Number(row?.lateCancels ?? 0),
        waived: Number(row?.waived ?? 0),
        feesTaken: Number(row?.feesTaken ?? 0),
        feesWaived: Number(row?.feesWaived ?? 0),
      });
      return {
        by,
        rows: rows.map((row) => ({ id: Number(row.id), name: String(row.name), ...withRates(numbers(row)) })),
        totals: withRates(numbers(total)),
        feeAmounts: {
          creditsTaken: Number(total?.creditsTaken ?? 0),
          creditsWaived: Number(total?.creditsWaived ?? 0),
          moneyTaken: Number(total?.moneyTaken ?? 0),
          moneyWaived: Number(total?.moneyWaived ?? 0),
          ...currency,
        },
      };
    },
  };
}
