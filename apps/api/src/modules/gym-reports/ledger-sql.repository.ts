import type { ReportGranularity, TransactionFilter } from '@kinetic/domain';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The SQL pieces every money report shares. A gym's ledger is its PAID purchases, dated by
 * paid_at on the store's calendar; a row's amount is the newest correction, else price less discounts.
 */
export interface LedgerScope {
  gymId: number;
  timeZone: string;
  fromDate: string;
  toDate: string;
}

/** The first instant of fromDate and of the day after toDate, in the store's time zone. */
export const rangeStart = (s: LedgerScope) =>
  sql`(${s.fromDate}::date::timestamp at time zone ${s.timeZone})`;
export const rangeEnd = (s: LedgerScope) =>
  sql`((${s.toDate}::date + 1)::timestamp at time zone ${s.timeZone})`;

/** The newest correction of each of the gym's purchases. */
export const latestCorrections = (gymId: number) => sql`(
  select distinct on (purchase_id) purchase_id, new_amount
  from transaction_correction where gym_user_id = ${gymId}
  order by purchase_id, id desc)`;

export const AMOUNT = sql`coalesce(c.new_amount, p.price - p.promo_discount - p.subscription_discount)`;
export const DISCOUNT = sql`(p.promo_discount + p.subscription_discount)`;
export const CUSTOMER_NAME = sql`coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), p.buyer_name, '')`;

/** FROM … WHERE of the gym's paid purchases in range, with the filters of the transactions list. */
export function ledgerFrom(s: LedgerScope, filter?: Partial<TransactionFilter>): SQL {
  const where: SQL[] = [
    sql`p.status = 'PAID'`,
    sql`p.gym_user_id = ${s.gymId}`,
    sql`p.paid_at >= ${rangeStart(s)}`,
    sql`p.paid_at < ${rangeEnd(s)}`,
  ];
  const search = filter?.search?.trim().toLowerCase();
  if (search) {
    where.push(sql`(strpos(lower(${CUSTOMER_NAME}), ${search}) > 0
      or strpos(lower(coalesce(u.email, p.buyer_email, '')), ${search}) > 0
      or strpos(lower(p.reference_id), ${search}) > 0)`);
  }
  if (filter?.packageIds && filter.packageIds.length > 0) {
    where.push(
      sql`p.package_id in (${sql.join(
        filter.packageIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  if (filter?.packageType) where.push(sql`pk.package_type = ${filter.packageType}`);
  if (filter?.userId) where.push(sql`p.user_id = ${filter.userId}`);
  return sql`from purchase p
    left join ${latestCorrections(s.gymId)} c on c.purchase_id = p.id
    left join package pk on pk.id = p.package_id
    left join app_user u on u.id = p.user_id
    where ${sql.join(where, sql` and `)}`;
}

/** The unit as date_trunc takes it: written in the text, so the select and its group by match. */
const UNIT: Record<ReportGranularity, SQL> = {
  day: sql.raw(`'day'`),
  week: sql.raw(`'week'`),
  month: sql.raw(`'month'`),
};

const STEP: Record<ReportGranularity, SQL> = {
  day: sql`interval '1 day'`,
  week: sql`interval '1 week'`,
  month: sql`interval '1 month'`,
};

/** Every bucket of the range (empty ones too), as the first local date of each. */
export function bucketSeries(s: LedgerScope, granularity: ReportGranularity): SQL {
  return sql`select generate_series(date_trunc(${UNIT[granularity]}, ${s.fromDate}::date::timestamp),
    ${s.toDate}::date::timestamp, ${STEP[granularity]})::date as bucket`;
}
export const bucketOf = (granularity: ReportGranularity, timeZone: string) =>
  sql`date_trunc(${UNIT[granularity]}, p.paid_at at time zone ${timeZone})::date`;

/** The rows of a raw query on either driver (node-postgres and PGlite both answer with `rows`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
