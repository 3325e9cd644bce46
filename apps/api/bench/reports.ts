import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';

/**
 * The report bench: one gym with 200,000 bookings (2,000 past sessions of 100 seats) and
 * 200,000 matching paid purchases over the past year, then this month's revenue report timed.
 */
export const REPORT_BENCH = { sessions: 2_000, bookingsPerSession: 100, purchases: 200_000 };

const run = (db: Db, query: string) => db.execute(sql.raw(query));

export async function generateReportGym(
  db: Db,
): Promise<{ gymId: number; bookings: number; purchases: number }> {
  const { sessions, bookingsPerSession, purchases } = REPORT_BENCH;
  await run(
    db,
    `insert into app_user (email, first_name, last_name, category, gender, mobile, store_id)
     values ('bench-report-gym@bench.test', 'Owner', 'Report Gym', 3, 'MALE', '96500000009', 1)`,
  );
  const gym = `(select id from app_user where email = 'bench-report-gym@bench.test')`;
  await run(
    db,
    `insert into auth_token (user_id, token_hash, expires_at)
     select id, encode(sha256(convert_to('bench-token-' || id, 'UTF8')), 'hex'), now() + interval '30 days'
     from app_user where email = 'bench-report-gym@bench.test'`,
  );
  await run(
    db,
    `insert into package (store_id, gym_user_id, name, package_type, credits, validity_days, price, currency_code)
     select 1, ${gym}, 'Report Pack ' || n, 'GYMSPECIFIC', 10, 30, 10000 + n * 2500, 'KWD' from generate_series(1, 4) n`,
  );
  await run(
    db,
    `insert into fitness_class (owner_user_id, gym_user_id, store_id, class_category_id, title, price_model,
                                credit, currency_code)
     select ${gym}, ${gym}, 1, (select min(id) from class_category), 'Report Class', 'PHYSICAL', 1, 'KWD'`,
  );
  await run(
    db,
    `insert into class_timing (class_id, days, start_time, end_time, from_date, to_date, time_zone, seats)
     select id, '{0,1,2,3,4,5,6}', '06:00', '07:00', current_date - 400, current_date, 'Asia/Kuwait', 100
     from fitness_class where title = 'Report Class'`,
  );
  await run(
    db,
    `insert into class_session (class_id, class_timing_id, starts_at, ends_at, time_zone, local_date,
                                from_minute, to_minute, seats, booked)
     select t.class_id, t.id, s.at, s.at + interval '1 hour', 'Asia/Kuwait',
            (s.at at time zone 'Asia/Kuwait')::date,
            extract(hour from s.at at time zone 'Asia/Kuwait')::int * 60,
            extract(hour from s.at at time zone 'Asia/Kuwait')::int * 60 + 59, 100, ${bookingsPerSession}
     from class_timing t join fitness_class c on c.id = t.class_id and c.title = 'Report Class'
     cross join generate_series(1, ${sessions}) n
     cross join lateral (select date_trunc('hour', now()) - n * interval '4 hours' as at) s`,
  );
  await run(
    db,
    `with members as (select array_agg(id order by id) as ids, count(*)::int as n from app_user where email like 'bench-customer-%')
     insert into booking (session_id, user_id, status, source, created_at, checked_in_at)
     select s.id, m.ids[1 + (s.id + k * 20) % m.n], 'BOOKED', 'DIRECT', s.starts_at - interval '1 day',
            case when k % 4 = 0 then null else s.starts_at end
     from class_session s join fitness_class c on c.id = s.class_id and c.title = 'Report Class'
     cross join generate_series(0, ${bookingsPerSession - 1}) k cross join members m`,
  );
  await run(
    db,
    `with members as (select array_agg(id order by id) as ids, count(*)::int as n from app_user where email like 'bench-customer-%'),
          packs as (select array_agg(id order by id) as ids, array_agg(price order by id) as prices
                    from package where name like 'Report Pack %')
     insert into purchase (reference_id, user_id, package_id, gym_user_id, price, promo_discount, amount,
                           currency_code, gateway, status, created_at, paid_at, fulfilled_at)
     select 'BR-' || i, m.ids[1 + i % m.n], p.ids[1 + i % 4], ${gym}, p.prices[1 + i % 4],
            case when i % 5 = 0 then 1000 else 0 end, p.prices[1 + i % 4] - case when i % 5 = 0 then 1000 else 0 end,
            'KWD', 'none', 'PAID', x.at, x.at, x.at
     from generate_series(1, ${purchases}) i cross join members m cross join packs p
     cross join lateral (select now() - i * interval '157 seconds' as at) x`,
  );
  await run(db, 'vacuum analyze');
  const result = (await db.execute(
    sql.raw(`select g.id,
      (select count(*)::int from booking b join class_session s on s.id = b.session_id
        join fitness_class c on c.id = s.class_id where c.gym_user_id = g.id) as bookings,
      (select count(*)::int from purchase p where p.gym_user_id = g.id and p.status = 'PAID') as purchases
      from app_user g where g.email = 'bench-report-gym@bench.test'`),
  )) as unknown as { rows: { id: number; bookings: number; purchases: number }[] };
  const row = result.rows[0]!;
  return { gymId: row.id, bookings: row.bookings, purchases: row.purchases };
}

/** This month's revenue report by day, `times` times in turn: p50 and p95 in ms. */
export async function timeRevenueReport(app: FastifyInstance, gymId: number, times = 60) {
  const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
  const url = `/api/v1/manage/reports/revenue?fromDate=${today.slice(0, 8)}01&toDate=${today}&granularity=day`;
  const headers = { authorization: `Bearer bench-token-${gymId}` };
  const first = await app.inject({ method: 'GET', url, headers });
  if (first.statusCode !== 200) throw new Error(`revenue report answered ${first.statusCode}: ${first.body}`);
  const durations: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await app.inject({ method: 'GET', url, headers });
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(durations[Math.min(durations.length - 1, Math.floor(q * durations.length))]! * 10) / 10;
  const series = (JSON.parse(first.body) as { data: { series: { count: number }[] } }).data.series;
  return { p50: at(0.5), p95: at(0.95), transactions: series.reduce((sum, row) => sum + row.count, 0) };
}
