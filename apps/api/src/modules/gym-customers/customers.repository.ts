import type { CustomerFilter } from '@kinetic/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';
import { containsPattern } from '../../lib/like-pattern';
import { at, gymBookingsOf, gymPackagesOf, gymPaidOrdersOf, iso } from './customers.parts';

const customersOf = (gymId: number) => sql`
  gp as (${gymPackagesOf(gymId)}),
  gb as (${gymBookingsOf(gymId)}),
  cust as (select user_id from gp union select user_id from gb)`;

type ListRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  mobile: string | null;
  active_packages: number;
  last_visit: Date | string | null;
  total_paid: number;
  total: number;
};

export function createCustomersRepository(db: Db) {
  return {
    async list(
      gymId: number,
      query: { search: string; packageIds: number[]; customerFilter: CustomerFilter },
      page: { offset: number; limit: number } | null,
      now: Date,
    ) {
      const search = query.search.trim();
      const live = sql`g.status = 'ACTIVE' and g.expires_at > ${at(now)}`;
      const conditions: SQL[] = [sql`u.category = 1`];
      if (search) {
        const like = containsPattern(search);
        conditions.push(
          sql`((u.first_name || ' ' || u.last_name) ilike ${like} or u.email ilike ${like} or coalesce(u.mobile, '') ilike ${like})`,
        );
      }
      if (query.packageIds.length > 0) {
        conditions.push(
          sql`exists (select 1 from gp g where g.user_id = u.id and g.package_id in (${sql.join(
            query.packageIds.map((id) => sql`${id}`),
            sql`, `,
          )}))`,
        );
      }
      if (query.customerFilter === 'active') {
        conditions.push(sql`exists (select 1 from gp g where g.user_id = u.id and ${live})`);
      } else if (query.customerFilter === 'expired') {
        conditions.push(sql`not exists (select 1 from gp g where g.user_id = u.id and ${live})`);
        conditions.push(
          sql`exists (select 1 from gp g where g.user_id = u.id and g.status = 'ACTIVE' and g.expires_at <= ${at(now)})`,
        );
      }
      const rows = await rowsOf<ListRow>(
        db,
        sql`with ${customersOf(gymId)}
          select u.id, u.first_name, u.last_name, u.email, u.mobile,
            (select count(*) from gp g where g.user_id = u.id and ${live})::int as active_packages,
            (select max(b.starts_at) from gb b where b.user_id = u.id and b.status = 'BOOKED'
               and b.starts_at <= ${at(now)}) as last_visit,
            (select coalesce(sum(o.amount + o.wallet_applied), 0) from (${gymPaidOrdersOf(gymId)}) o
               where o.user_id = u.id)::int as total_paid,
            count(*) over ()::int as total
          from app_user u join cust c on c.user_id = u.id
          where ${sql.join(conditions, sql` and `)}
          order by lower(u.first_name), lower(u.last_name), u.id
          ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
      );
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && page && page.offset > 0) {
        // Past the last page: the count still answers.
        const [counted] = await rowsOf<{ n: number }>(
          db,
          sql`with ${customersOf(gymId)} select count(*)::int as n from app_user u join cust c
            on c.user_id = u.id where ${sql.join(conditions, sql` and `)}`,
        );
        total = counted?.n ?? 0;
      }
      return {
        total: Number(total),
        rows: rows.map((row) => ({
          userId: row.id,
          name: `${row.first_name} ${row.last_name}`.trim(),
          email: row.email,
          mobile: row.mobile,
          activePackages: Number(row.active_packages),
          lastVisit: iso(row.last_visit),
          totalPaid: Number(row.total_paid),
        })),
      };
    },

    /** The range is [from, to) as instants: the store's calendar days, counted in SQL. */
    async totals(gymId: number, from: Date, to: Date) {
      const [row] = await rowsOf<{ n_new: number; n_active: number; n_bookings: number; revenue: number }>(
        db,
        sql`with ${customersOf(gymId)},
          firsts as (
            select user_id, min(created_at) as first_at from (
              select user_id, created_at from gp union all select user_id, created_at from gb
            ) x group by user_id
          )
          select
            (select count(*) from firsts f join app_user u on u.id = f.user_id and u.category = 1
               where f.first_at >= ${at(from)} and f.first_at < ${at(to)})::int as n_new,
            (select count(distinct g.user_id) from gp g where g.status = 'ACTIVE'
               and g.starts_at < ${at(to)} and g.expires_at > ${at(from)})::int as n_active,
            (select count(*) from booking b join class_session s on s.id = b.session_id
               join fitness_class c on c.id = s.class_id
               where (c.gym_user_id = ${gymId} or c.owner_user_id = ${gymId}) and b.status = 'BOOKED'
               and s.starts_at >= ${at(from)} and s.starts_at < ${at(to)})::int as n_bookings,
            (select coalesce(sum(o.amount + o.wallet_applied), 0) from (${gymPaidOrdersOf(gymId)}) o
               where o.paid_at >= ${at(from)} and o.paid_at < ${at(to)})::int as revenue`,
      );
      return {
        newCustomers: Number(row?.n_new ?? 0),
        activeCustomers: Number(row?.n_active ?? 0),
        bookings: Number(row?.n_bookings ?? 0),
        revenue: Number(row?.revenue ?? 0),
      };
    },

    async isCustomer(gymId: number, userId: number): Promise<boolean> {
      const rows = await rowsOf<{ id: number }>(
        db,
        sql`with ${customersOf(gymId)} select u.id from app_user u join cust c on c.user_id = u.id
          where u.id = ${userId} and u.category = 1 limit 1`,
      );
      return rows.length > 0;
    },

    /** The instant a store calendar day starts (00:00 in the time zone). */
    async dayStart(date: string, timeZone: string): Promise<Date> {
      const [row] = await rowsOf<{ at: Date | string }>(
        db,
        sql`select (${date}::date::timestamp at time zone ${timeZone}) as at`,
      );
      return new Date(row!.at);
    },
  };
}
export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
