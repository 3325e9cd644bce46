import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

/**
 * The benchmark data set, generated in SQL (INSERT ... SELECT generate_series) so it takes seconds:
 * 50 gyms with a branch each, 100 trainers, 2,000 customers with 1,000 credits and a login token each
 * ('bench-token-<user id>'), 400 classes with one daily timing, 20,000 sessions (50 days of each
 * class, 10 in the past) and 200,000 bookings (10 per session).
 */
export const BENCH = {
  gyms: 50,
  trainers: 100,
  customers: 2000,
  classesPerGym: 8,
  days: 50,
  bookingsPerSession: 10,
};

const run = (db: Db, text: string) => db.execute(sql.raw(text));

/**
 * `count` members whose e-mail starts with `prefix`, each with a login token ('bench-token-<user id>')
 * and the 1,000-credit package granted with its ledger row.
 */
async function addMembers(db: Db, prefix: string, count: number, lastName: string): Promise<void> {
  await run(
    db,
    `insert into app_user (email, first_name, last_name, category, gender, mobile, store_id)
     select '${prefix}' || g || '@bench.test', 'Member', '${lastName} ' || g, 1,
            case when g % 2 = 0 then 'MALE' else 'FEMALE' end, '96500000002', 1
     from generate_series(1, ${count}) g`,
  );
  await run(
    db,
    `insert into auth_token (user_id, token_hash, expires_at)
     select id, encode(sha256(convert_to('bench-token-' || id, 'UTF8')), 'hex'), now() + interval '30 days'
     from app_user where email like '${prefix}%'`,
  );
  await run(
    db,
    `insert into user_package (user_id, package_id, package_type, credits_balance, expires_at)
     select u.id, p.id, 'GENERAL', 1000, now() + interval '90 days'
     from app_user u, package p where u.email like '${prefix}%' and p.name = 'Bench 1000 Credits'`,
  );
  await run(
    db,
    `insert into credit_ledger (user_package_id, user_id, delta_credits, credits_after, reason)
     select up.id, up.user_id, 1000, 1000, 'GRANT' from user_package up
     join app_user u on u.id = up.user_id where u.email like '${prefix}%'`,
  );
}

/**
 * Each bench class's sessions from `firstDay` to `lastDay` (days from today, on the class's own
 * calendar), each with `BENCH.bookingsPerSession` bookings of distinct members.
 */
async function addDays(db: Db, firstDay: number, lastDay: number): Promise<void> {
  const { customers, bookingsPerSession } = BENCH;
  await run(
    db,
    `insert into class_session (class_id, class_timing_id, trainer_user_id, starts_at, ends_at, time_zone,
                                local_date, from_minute, to_minute, seats, booked)
     select t.class_id, t.id, t.trainer_user_id, s.starts_at, s.starts_at + interval '45 minutes', t.time_zone,
            (s.starts_at at time zone t.time_zone)::date,
            extract(hour from t.start_time)::int * 60 + extract(minute from t.start_time)::int,
            extract(hour from t.end_time)::int * 60 + extract(minute from t.end_time)::int,
            t.seats, ${bookingsPerSession}
     from class_timing t join fitness_class c on c.id = t.class_id and c.title like 'Bench Class %'
     cross join generate_series(${firstDay}, ${lastDay}) d
     cross join lateral (select ((current_date + d) + t.start_time) at time zone t.time_zone as starts_at) s`,
  );
  await run(
    db,
    `with members as (select array_agg(id order by id) as ids from app_user where email like 'bench-customer-%')
     insert into booking (session_id, user_id, status, source, created_at)
     select s.id, m.ids[1 + ((s.id * 7 + k * 131) % ${customers})], 'BOOKED', 'DIRECT', s.starts_at - interval '2 days'
     from class_session s join fitness_class c on c.id = s.class_id and c.title like 'Bench Class %'
     cross join generate_series(0, ${bookingsPerSession - 1}) k cross join members m
     where s.local_date between current_date + ${firstDay} and current_date + ${lastDay}`,
  );
}

export async function generateDataset(db: Db): Promise<Record<string, number>> {
  const { gyms, trainers, customers, classesPerGym, days } = BENCH;
  await run(
    db,
    `insert into app_user (email, first_name, last_name, category, gender, mobile, store_id)
     select 'bench-gym-' || g || '@bench.test', 'Owner', 'Gym ' || g, 3, 'MALE', '96500000000', 1
     from generate_series(1, ${gyms}) g`,
  );
  await run(
    db,
    `insert into gym_profile (user_id, studio_name, class_type)
     select id, 'Bench Studio ' || last_name, 'Fitness' from app_user where email like 'bench-gym-%'`,
  );
  await run(
    db,
    `insert into gym_branch (gym_user_id, name, address, latitude, longitude)
     select id, 'Main', 'Block ' || id || ', Salmiya', 29.33, 48.07 from app_user where email like 'bench-gym-%'`,
  );
  await run(
    db,
    `insert into app_user (email, first_name, last_name, category, gender, mobile, store_id)
     select 'bench-trainer-' || g || '@bench.test', 'Coach', 'Trainer ' || g, 2,
            case when g % 2 = 0 then 'MALE' else 'FEMALE' end, '96500000001', 1
     from generate_series(1, ${trainers}) g`,
  );
  await run(
    db,
    `insert into package (store_id, name, package_type, credits, validity_days, price, currency_code)
     values (1, 'Bench 1000 Credits', 'GENERAL', 1000, 90, 100000, 'KWD')`,
  );
  await addMembers(db, 'bench-customer-', customers, 'Customer');
  await run(
    db,
    `insert into fitness_class (owner_user_id, gym_user_id, branch_id, store_id, class_category_id, title,
                                description, price_model, credit, currency_code, gender_rule, fitness_level,
                                seat_display, video_class, media_url, media_thumbnail_url)
     select g.id, g.id, b.id, 1,
            (select id from class_category order by id offset (k % 12) limit 1),
            'Bench Class ' || g.id || '-' || k, 'A generated class for the benchmark.',
            case when k = 8 then 'VIRTUAL' else 'PHYSICAL' end, 1 + k % 3, 'KWD',
            case when k = 7 then 'FEMALE' else 'MIXED' end,
            (array['BASIC','INTERMEDIATE','ADVANCED','DONTSPECIFY'])[1 + k % 4],
            (array['SHOWALL','SHOWTHREEANDABOVEAVAILSEAT','HIDEALLAVAILSEAT'])[1 + k % 3],
            k = 8, '/media/activity/dumbbell.svg', '/media/activity/dumbbell.svg'
     from app_user g join gym_branch b on b.gym_user_id = g.id
     cross join generate_series(1, ${classesPerGym}) k
     where g.email like 'bench-gym-%'`,
  );
  await run(
    db,
    `insert into class_timing (class_id, days, start_time, end_time, from_date, to_date, time_zone,
                               trainer_user_id, seats)
     select c.id, '{0,1,2,3,4,5,6}', make_time(6 + c.id % 14, (c.id % 4) * 15, 0),
            make_time(6 + c.id % 14, (c.id % 4) * 15, 0) + interval '45 minutes',
            current_date - 10, current_date + ${days}, 'Asia/Kuwait',
            (select id from app_user where email = 'bench-trainer-' || (1 + c.id % ${trainers}) || '@bench.test'),
            20 + (c.id % 3) * 10
     from fitness_class c where c.title like 'Bench Class %'`,
  );
  await addDays(db, -10, days - 11);
  // Vacuumed as well, so autovacuum does not wake up in the middle of the measurements.
  await run(db, 'vacuum analyze');
  const counts: Record<string, number> = {};
  for (const [name, query] of [
    ['gyms', `select count(*)::int as n from app_user where category = 3`],
    ['sessions', `select count(*)::int as n from class_session`],
    ['bookings', `select count(*)::int as n from booking`],
    ['customers', `select count(*)::int as n from app_user where category = 1`],
  ] as const) {
    const result = (await run(db, query)) as unknown as { rows: { n: number }[] };
    counts[name] = result.rows[0]!.n;
  }
  return counts;
}

/** What the load needs: customer ids (their tokens follow from the id), bookable future sessions, gyms. */
export async function loadTargets(db: Db) {
  const customers = (
    (await run(db, `select id from app_user where email like 'bench-customer-%' order by id`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows.map((row) => row.id);
  const sessions = (
    (await run(
      db,
      `select s.id from class_session s join fitness_class c on c.id = s.class_id
       where c.title like 'Bench Class %' and s.starts_at > now() + interval '2 hours' order by s.id`,
    )) as unknown as { rows: { id: number }[] }
  ).rows.map((row) => row.id);
  const dates = (
    (await run(
      db,
      `select distinct local_date::text as d from class_session where starts_at > now() order by 1 limit 30`,
    )) as unknown as { rows: { d: string }[] }
  ).rows.map((row) => row.d);
  const gyms = (
    (await run(db, `select id from app_user where email like 'bench-gym-%' order by id`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows.map((row) => row.id);
  return { customers, sessions, dates, gyms };
}

/**
 * The one-session target (≥ 500 joins/s on one session): a class with one session a month
 * ahead and seats for everyone, and 20,000 more customers with 1,000 credits and a token each, so each
 * join of the run is a new customer's.
 */
export const HOT = { customers: 20_000, seats: 99_999 };

export async function generateHotSession(
  db: Db,
  tag: string,
): Promise<{ sessionId: number; customers: number[] }> {
  await addMembers(db, `bench-hot-${tag}-`, HOT.customers, 'Hot');
  await run(
    db,
    `insert into fitness_class (owner_user_id, gym_user_id, branch_id, store_id, class_category_id, title,
                                description, price_model, credit, currency_code, gender_rule, fitness_level,
                                seat_display, video_class, media_url, media_thumbnail_url)
     select g.id, g.id, b.id, 1, (select id from class_category order by id limit 1), 'Bench Hot Class ${tag}',
            'Everyone books this one.', 'PHYSICAL', 1, 'KWD', 'MIXED', 'BASIC', 'SHOWALL', false,
            '/media/activity/dumbbell.svg', '/media/activity/dumbbell.svg'
     from app_user g join gym_branch b on b.gym_user_id = g.id where g.email = 'bench-gym-1@bench.test'`,
  );
  await run(
    db,
    `insert into class_timing (class_id, days, start_time, end_time, from_date, to_date, time_zone,
                               trainer_user_id, seats)
     select c.id, '{0,1,2,3,4,5,6}', '09:00', '10:00', current_date + 30, current_date + 30, 'Asia/Kuwait',
            null, ${HOT.seats}
     from fitness_class c where c.title = 'Bench Hot Class ${tag}'`,
  );
  const [session] = (
    (await run(
      db,
      `insert into class_session (class_id, class_timing_id, starts_at, ends_at, time_zone, local_date,
                                  from_minute, to_minute, seats, booked)
       select t.class_id, t.id, (current_date + 30 + time '09:00') at time zone 'Asia/Kuwait',
              (current_date + 30 + time '10:00') at time zone 'Asia/Kuwait', 'Asia/Kuwait',
              current_date + 30, 540, 600, ${HOT.seats}, 0
       from class_timing t join fitness_class c on c.id = t.class_id and c.title = 'Bench Hot Class ${tag}'
       returning id`,
    )) as unknown as { rows: { id: number }[] }
  ).rows;
  const customers = (
    (await run(
      db,
      `select id from app_user where email like 'bench-hot-${tag}-%' order by id`,
    )) as unknown as {
      rows: { id: number }[];
    }
  ).rows.map((row) => row.id);
  await settle(db);
  return { sessionId: session!.id, customers };
}

/**
 * Each round of measurements starts from the same state: what was generated is vacuumed, analysed and
 * written out now, not by autovacuum or a checkpoint in the middle of the measurements. Without the
 * checkpoint the joins' p99 after the growth was 1.58 and 1.71 times the small size's (two runs),
 * with it 1.27. The first round, measured without either, ran at 636 joins/s across sessions, and
 * at 793 with them (ADR 27).
 */
async function settle(db: Db): Promise<void> {
  await run(db, 'vacuum analyze');
  await run(db, 'checkpoint');
}

/**
 * Growth (the class list and joins at 20,000 and 200,000 sessions): the platform's history
 * grows while today's timetable stays the size it was, so each class gets `days` more days of past
 * sessions, each with its bookings (GROWTH_DAYS, 450: 200,000 sessions and 2,000,000 bookings in all).
 */
export const GROWTH_DAYS = 450;

export async function growHistory(db: Db, days: number): Promise<Record<string, number>> {
  // The past is counted from the data set's first day, not today: a bench started before midnight
  // grows after it, and today's -11 would then be a day the data set already has.
  const { first } = (
    (await run(
      db,
      `select min(s.local_date) - current_date as first from class_session s
       join fitness_class c on c.id = s.class_id and c.title like 'Bench Class %'`,
    )) as unknown as { rows: { first: number }[] }
  ).rows[0]!;
  await addDays(db, first - days, first - 1);
  const counts: Record<string, number> = {};
  for (const [name, query] of [
    ['sessions', `select count(*)::int as n from class_session`],
    ['bookings', `select count(*)::int as n from booking`],
  ] as const) {
    counts[name] = ((await run(db, query)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
  }
  return counts;
}
