import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';
import { at, gymBookingsOf, gymPackagesOf } from '../gym-customers';

type Page = { offset: number; limit: number } | null;
const limitOf = (page: Page) => (page ? sql`limit ${page.limit} offset ${page.offset}` : sql``);
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const num = (value: unknown) => Number(value ?? 0);

/** A visit: a customer's booking of the gym's class that was attended or checked in (docs/adr/0039). */
const visitsOf = (gymId: number, now: Date) => sql`
  select b.user_id, b.session_id, b.starts_at from (${gymBookingsOf(gymId)}) b
  where b.status = 'BOOKED' and (b.attendance = 'ATTENDED' or b.checked_in_at is not null)
    and b.starts_at <= ${at(now)}`;

/** What a package has left: its classes where it counts classes, else its credits; null when unlimited. */
const LEFT = sql`case when g.unlimited then null when g.classes_left is not null then g.classes_left
  else g.credits_balance end`;

/** The gym's packages held by customers that are still valid now (ACTIVE, not expired). */
const livePackages = (gymId: number, now: Date) => sql`
  select g.*, ${LEFT} as "left" from (${gymPackagesOf(gymId)}) g
  join app_user u on u.id = g.user_id and u.category = 1
  where g.status = 'ACTIVE' and g.starts_at <= ${at(now)} and g.expires_at > ${at(now)}`;

const NAME = sql`trim(u.first_name || ' ' || u.last_name)`;

/** The dashboard's own counts: today's sessions, members at risk, packages running out, returns. */
export function createDashboardRepository(db: Db) {
  const counted = async <T>(query: SQL) => rowsOf<T & { total: number }>(db, query);
  const totalOf = (rows: { total: number }[]) => num(rows[0]?.total);

  const atRiskFrom = (gymId: number, now: Date, days: number) => sql`
    with live as (${livePackages(gymId, now)}),
    usable as (select * from live where "left" is null or "left" > 0),
    pick as (select distinct on (user_id) user_id, package_id, expires_at, "left" from usable
      order by user_id, expires_at, id),
    seen as (select user_id, max(starts_at) as last_visit from (${visitsOf(gymId, now)}) v group by user_id)
    select u.id, ${NAME} as name, u.email, u.mobile, p.name as package_name, k.expires_at, k."left",
      s.last_visit, count(*) over ()::int as total
    from pick k join app_user u on u.id = k.user_id join package p on p.id = k.package_id
    left join seen s on s.user_id = k.user_id
    where s.last_visit is null or s.last_visit < ${at(now)} - make_interval(days => ${days})`;

  const expiringFrom = (gymId: number, now: Date, days: number, low: number) => sql`
    select g.id, g.user_id, ${NAME} as name, u.email, p.name as package_name, g.expires_at, g."left",
      count(*) over ()::int as total
    from (${livePackages(gymId, now)}) g join app_user u on u.id = g.user_id
    join package p on p.id = g.package_id
    where g.expires_at <= ${at(now)} + make_interval(days => ${days})
      or (g."left" is not null and g."left" <= ${low})`;

  const todayFrom = (gymId: number, today: string) => sql`from class_session cs
    join fitness_class fc on fc.id = cs.class_id
    left join app_user t on t.id = cs.trainer_user_id
    where fc.gym_user_id = ${gymId} and cs.status = 'SCHEDULED' and cs.local_date = ${today}::date`;

  return {
    /** Sessions of the gym's classes on the store day (not canceled): seats as the occupancy report counts. */
    async todayTotals(gymId: number, today: string) {
      const [row] = await rowsOf<Record<string, unknown>>(
        db,
        sql`select count(*)::int as classes, coalesce(sum(cs.booked), 0)::int as attending,
          coalesce(sum(cs.seats - cs.booked), 0)::int as free ${todayFrom(gymId, today)}`,
      );
      return { classes: num(row?.classes), attending: num(row?.attending), freeSeats: num(row?.free) };
    },

    async todaySessions(gymId: number, today: string, page: Page) {
      const rows = await counted<Record<string, unknown>>(sql`select cs.id, fc.id as class_id, fc.title,
          cs.starts_at, cs.from_minute, coalesce(trim(t.first_name || ' ' || t.last_name), '') as trainer,
          cs.seats, cs.booked, count(*) over ()::int as total
        ${todayFrom(gymId, today)} order by cs.starts_at, cs.id ${limitOf(page)}`);
      return {
        total: totalOf(rows),
        rows: rows.map((row) => ({
          sessionId: num(row.id),
          classId: num(row.class_id),
          title: String(row.title),
          startsAt: iso(row.starts_at as string)!,
          fromMinute: num(row.from_minute),
          trainerName: String(row.trainer),
          seats: num(row.seats),
          booked: num(row.booked),
        })),
      };
    },

    /** Customers holding a usable package of the gym with no visit in `days` days (never, too). */
    async atRisk(gymId: number, now: Date, days: number, page: Page) {
      const rows = await counted<Record<string, unknown>>(sql`${atRiskFrom(gymId, now, days)}
        order by s.last_visit nulls first, lower(${NAME}), u.id ${limitOf(page)}`);
      return {
        total: totalOf(rows),
        rows: rows.map((row) => ({
          userId: num(row.id),
          name: String(row.name),
          email: String(row.email),
          mobile: (row.mobile as string | null) ?? null,
          packageName: String(row.package_name),
          expiresAt: iso(row.expires_at as string)!,
          left: row.left === null ? null : num(row.left),
          lastVisit: iso(row.last_visit as string | null),
        })),
      };
    },

    async atRiskCount(gymId: number, now: Date, days: number) {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from (${atRiskFrom(gymId, now, days)}) x`,
      );
      return num(row?.n);
    },

    /** Live packages of the gym expiring within `days` days or with `low` credits (or classes) left or fewer. */
    async expiring(gymId: number, now: Date, days: number, low: number, page: Page) {
      const rows = await counted<Record<string, unknown>>(sql`${expiringFrom(gymId, now, days, low)}
        order by g.expires_at, g.id ${limitOf(page)}`);
      return {
        total: totalOf(rows),
        rows: rows.map((row) => ({
          userPackageId: num(row.id),
          userId: num(row.user_id),
          name: String(row.name),
          email: String(row.email),
          packageName: String(row.package_name),
          expiresAt: iso(row.expires_at as string)!,
          left: row.left === null ? null : num(row.left),
        })),
      };
    },

    async expiringCount(gymId: number, now: Date, days: number, low: number) {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from (${expiringFrom(gymId, now, days, low)}) x`,
      );
      return num(row?.n);
    },

    /** Of customers whose first visit was in the last `days` days, how many came again (another session). */
    async firstToSecondVisit(gymId: number, now: Date, days: number) {
      const [row] = await rowsOf<{ first_visits: number; returned: number }>(
        db,
        sql`with firsts as (select v.user_id, min(v.starts_at) as first_at,
            count(distinct v.session_id) as sessions from (${visitsOf(gymId, now)}) v group by v.user_id)
          select count(*)::int as first_visits, count(*) filter (where f.sessions >= 2)::int as returned
          from firsts f join app_user u on u.id = f.user_id and u.category = 1
          where f.first_at >= ${at(now)} - make_interval(days => ${days})`,
      );
      return { firstVisits: num(row?.first_visits), returned: num(row?.returned) };
    },
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
