import type { ReportGranularity, TransactionFilter } from '@kinetic/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  AMOUNT,
  bucketOf,
  bucketSeries,
  CUSTOMER_NAME,
  DISCOUNT,
  type LedgerScope,
  ledgerFrom,
  rangeEnd,
  rangeStart,
  rowsOf,
} from './ledger-sql.repository';

export interface RawTransaction {
  id: number;
  reference: string;
  paidAt: Date | string;
  customerName: string;
  customerEmail: string | null;
  userId: number | null;
  packageId: number | null;
  packageName: string | null;
  packageType: string | null;
  kind: string;
  price: number;
  discount: number;
  amount: number;
  corrected: boolean;
  currencyCode: string;
}

/** Money reports of a gym: every figure summed and counted by PostgreSQL. */
export function createReportsRepository(db: Db) {
  const run = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));
  const num = (value: unknown) => Number(value ?? 0);

  return {
    async transactions(
      s: LedgerScope,
      filter: Partial<TransactionFilter>,
      page?: { page: number; size: number },
    ) {
      const limit = page ? sql`limit ${page.size} offset ${page.page * page.size}` : sql``;
      return run<RawTransaction>(sql`select p.id, p.reference_id as "reference", p.paid_at as "paidAt",
          ${CUSTOMER_NAME} as "customerName", coalesce(u.email, p.buyer_email) as "customerEmail",
          p.user_id as "userId", p.package_id as "packageId", pk.name as "packageName",
          pk.package_type as "packageType", p.kind, p.price, ${DISCOUNT} as "discount",
          ${AMOUNT} as "amount", (c.purchase_id is not null) as "corrected", p.currency_code as "currencyCode"
        ${ledgerFrom(s, filter)}
        order by p.paid_at desc, p.id desc ${limit}`);
    },

    async totals(s: LedgerScope, filter: Partial<TransactionFilter>) {
      const [row] = await run<Record<string, unknown>>(sql`select count(*)::float8 as "count",
          coalesce(sum(p.price), 0)::float8 as "gross", coalesce(sum(${DISCOUNT}), 0)::float8 as "discounts",
          coalesce(sum(${AMOUNT}), 0)::float8 as "net"
        ${ledgerFrom(s, filter)}`);
      const [refund] = await run<Record<string, unknown>>(sql`select count(*)::float8 as "count",
          coalesce(sum(p.amount), 0)::float8 as "sum"
        from purchase p where p.gym_user_id = ${s.gymId} and p.credited_at >= ${rangeStart(s)}
          and p.credited_at < ${rangeEnd(s)}`);
      return {
        count: num(row?.count),
        gross: num(row?.gross),
        discounts: num(row?.discounts),
        net: num(row?.net),
        refunds: num(refund?.sum),
        refundCount: num(refund?.count),
      };
    },

    async revenue(s: LedgerScope, granularity: ReportGranularity) {
      const rows = await run<{ bucket: string; net: unknown; count: unknown }>(sql`
        with buckets as (${bucketSeries(s, granularity)}),
        sums as (select ${bucketOf(granularity, s.timeZone)} as bucket, sum(${AMOUNT}) as net, count(*) as n
          ${ledgerFrom(s)} group by 1)
        select b.bucket::text as bucket, coalesce(x.net, 0)::float8 as net, coalesce(x.n, 0)::float8 as count
        from buckets b left join sums x on x.bucket = b.bucket order by b.bucket`);
      return rows.map((row) => ({ bucket: row.bucket, net: num(row.net), count: num(row.count) }));
    },

    async packageMix(s: LedgerScope) {
      const rows = await run<Record<string, unknown>>(sql`select p.package_id as "packageId",
          coalesce(max(pk.name), '') as "name", coalesce(max(pk.package_type), '') as "packageType",
          count(*)::float8 as "count", sum(${AMOUNT})::float8 as "net"
        ${ledgerFrom(s)} group by p.package_id order by 5 desc, 1`);
      return rows.map((row) => ({
        packageId: row.packageId === null ? null : num(row.packageId),
        name: String(row.name),
        packageType: String(row.packageType),
        count: num(row.count),
        net: num(row.net),
      }));
    },

    /** Sessions of the gym's classes on the store days of the range (not canceled). */
    async bookingsByClass(s: LedgerScope) {
      const rows = await run<Record<string, unknown>>(sql`select fc.id as "classId", fc.title,
          count(b.id)::float8 as "bookings", count(b.checked_in_at)::float8 as "checkIns"
        from class_session cs join fitness_class fc on fc.id = cs.class_id
        left join booking b on b.session_id = cs.id and b.status = 'BOOKED'
        where fc.gym_user_id = ${s.gymId} and cs.status = 'SCHEDULED'
          and cs.local_date between ${s.fromDate}::date and ${s.toDate}::date
        group by fc.id, fc.title order by 3 desc, 1 limit 50`);
      return rows.map((row) => ({
        classId: num(row.classId),
        title: String(row.title),
        bookings: num(row.bookings),
        checkIns: num(row.checkIns),
      }));
    },

    async bookingsByHour(s: LedgerScope) {
      const rows = await run<Record<string, unknown>>(sql`select (cs.from_minute / 60)::int as "hour",
          count(b.id)::float8 as "bookings"
        from class_session cs join fitness_class fc on fc.id = cs.class_id
        join booking b on b.session_id = cs.id and b.status = 'BOOKED'
        where fc.gym_user_id = ${s.gymId} and cs.status = 'SCHEDULED'
          and cs.local_date between ${s.fromDate}::date and ${s.toDate}::date
        group by 1 order by 1`);
      return rows.map((row) => ({ hour: num(row.hour), bookings: num(row.bookings) }));
    },

    async occupancy(s: LedgerScope) {
      const base = sql`from class_session cs join fitness_class fc on fc.id = cs.class_id
        where fc.gym_user_id = ${s.gymId} and cs.status = 'SCHEDULED'
          and cs.local_date between ${s.fromDate}::date and ${s.toDate}::date`;
      const byClass = await run<Record<string, unknown>>(sql`select fc.id as "classId", fc.title,
          count(*)::float8 as "sessions", sum(cs.seats)::float8 as "seats", sum(cs.booked)::float8 as "booked"
        ${base} group by fc.id, fc.title order by 1 limit 50`);
      const byDay = await run<Record<string, unknown>>(sql`select cs.local_date::text as "day",
          sum(cs.seats)::float8 as "seats", sum(cs.booked)::float8 as "booked"
        ${base} group by cs.local_date order by cs.local_date`);
      const rate = (booked: number, seats: number) =>
        seats > 0 ? Math.round((booked / seats) * 1000) / 10 : 0;
      return {
        rows: byClass.map((row) => ({
          classId: num(row.classId),
          title: String(row.title),
          sessions: num(row.sessions),
          seats: num(row.seats),
          booked: num(row.booked),
          rate: rate(num(row.booked), num(row.seats)),
        })),
        byDay: byDay.map((row) => ({
          day: String(row.day),
          seats: num(row.seats),
          booked: num(row.booked),
          rate: rate(num(row.booked), num(row.seats)),
        })),
      };
    },

    /** Every gym's totals for the master gym, each on its own store's calendar. */
    async gymWise(fromDate: string, toDate: string, page: { page: number; size: number } | null) {
      const limit = page ? sql`limit ${page.size} offset ${page.page * page.size}` : sql``;
      const rows = await run<Record<string, unknown>>(sql`select g.id as "gymId",
          coalesce(gp.studio_name, trim(g.first_name || ' ' || g.last_name)) as "name",
          st.currency_code as "currencyCode", st.currency_decimals as "currencyDecimals",
          count(p.id)::float8 as "count", coalesce(sum(p.price), 0)::float8 as "gross",
          coalesce(sum(p.promo_discount + p.subscription_discount), 0)::float8 as "discounts",
          coalesce(sum(coalesce(c.new_amount, p.price - p.promo_discount - p.subscription_discount)), 0)::float8 as "net"
        from app_user g join store st on st.id = g.store_id
        left join gym_profile gp on gp.user_id = g.id
        left join purchase p on p.gym_user_id = g.id and p.status = 'PAID'
          and p.paid_at >= (${fromDate}::date::timestamp at time zone st.time_zone)
          and p.paid_at < ((${toDate}::date + 1)::timestamp at time zone st.time_zone)
        left join (select distinct on (purchase_id) purchase_id, new_amount from transaction_correction
          order by purchase_id, id desc) c on c.purchase_id = p.id
        where g.category = 3
        group by g.id, gp.studio_name, st.currency_code, st.currency_decimals
        order by 8 desc, 1 ${limit}`);
      const [total] = await run<{ n: unknown }>(
        sql`select count(*)::float8 as n from app_user where category = 3`,
      );
      return {
        total: num(total?.n),
        rows: rows.map((row) => ({
          gymId: num(row.gymId),
          name: String(row.name),
          currencyCode: String(row.currencyCode),
          currencyDecimals: num(row.currencyDecimals),
          count: num(row.count),
          gross: num(row.gross),
          discounts: num(row.discounts),
          net: num(row.net),
        })),
      };
    },

    async totalCount(s: LedgerScope, filter: Partial<TransactionFilter>) {
      const [row] = await run<{ n: unknown }>(sql`select count(*)::float8 as n ${ledgerFrom(s, filter)}`);
      return num(row?.n);
    },
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;
