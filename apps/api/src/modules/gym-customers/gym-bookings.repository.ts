import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';
import { iso } from './customers.parts';

type BookingRow = {
  id: number;
  session_id: number;
  class_id: number;
  title: string;
  starts_at: Date | string;
  ends_at: Date | string;
  local_date: string;
  from_minute: number;
  user_id: number;
  customer_name: string;
  kid_name: string | null;
  trainer_id: number | null;
  trainer_name: string | null;
  status: string;
  checked_in_at: Date | string | null;
  credits_spent: number;
  price: number;
  currency_code: string;
  total: number;
};

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * A gym's bookings (walk-ins included) with their attendance: cancelled, checked in, no-show (the
 * session ended and nobody checked them in) or booked (still to come).
 */
export async function gymBookingRows(
  db: Db,
  gymId: number,
  where: SQL,
  now: Date,
  page: { limit: number; offset: number } | null,
) {
  const rows = await rowsOf<BookingRow>(
    db,
    sql`select b.id, b.session_id, s.class_id, c.title, s.starts_at, s.ends_at, s.local_date::text as local_date,
        s.from_minute, b.user_id, coalesce(b.guest_name, u.first_name || ' ' || u.last_name) as customer_name,
        k.name as kid_name, s.trainer_user_id as trainer_id,
        case when t.id is null then null else t.first_name || ' ' || t.last_name end as trainer_name,
        b.status, b.checked_in_at, b.credits_spent, c.price, c.currency_code, count(*) over ()::int as total
      from booking b
      join class_session s on s.id = b.session_id
      join fitness_class c on c.id = s.class_id
      join app_user u on u.id = b.user_id
      left join user_kid k on k.id = b.kid_id
      left join app_user t on t.id = s.trainer_user_id
      where (c.gym_user_id = ${gymId} or c.owner_user_id = ${gymId}) and ${where}
      order by s.starts_at desc, b.id desc
      ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((row) => ({
      bookingId: row.id,
      sessionId: row.session_id,
      classId: row.class_id,
      classTitle: row.title,
      startsAt: iso(row.starts_at)!,
      localDate: row.local_date,
      localTime: hhmm(row.from_minute),
      userId: row.user_id,
      customerName: row.customer_name,
      kidName: row.kid_name,
      trainerId: row.trainer_id,
      trainerName: row.trainer_name,
      attendance:
        row.status === 'CANCELED'
          ? ('CANCELLED' as const)
          : row.checked_in_at
            ? ('CHECKED_IN' as const)
            : new Date(row.ends_at) <= now
              ? ('NO_SHOW' as const)
              : ('BOOKED' as const),
      creditsSpent: row.credits_spent,
      price: row.price,
      currencyCode: row.currency_code,
    })),
  };
}

/** A gym's bookings of sessions on store dates fromDate..toDate, by class, trainer or customer. */
export function gymBookingsBetween(
  db: Db,
  gymId: number,
  filter: { fromDate: string; toDate: string; classId?: number; trainerId?: number; userId?: number },
  now: Date,
  page: { limit: number; offset: number } | null,
) {
  const where: SQL[] = [sql`s.local_date between ${filter.fromDate}::date and ${filter.toDate}::date`];
  if (filter.classId) where.push(sql`s.class_id = ${filter.classId}`);
  if (filter.trainerId) where.push(sql`s.trainer_user_id = ${filter.trainerId}`);
  if (filter.userId) where.push(sql`b.user_id = ${filter.userId} and b.guest_name is null`);
  return gymBookingRows(db, gymId, sql.join(where, sql` and `), now, page);
}

/** What the gym's bookings can be filtered by: its classes and the trainers of their sessions. */
export async function bookingFilters(db: Db, gymId: number) {
  const classes = await rowsOf<{ id: number; title: string }>(
    db,
    sql`select id, title from fitness_class where (gym_user_id = ${gymId} or owner_user_id = ${gymId})
      and deleted_at is null order by lower(title), id`,
  );
  const trainers = await rowsOf<{ id: number; name: string }>(
    db,
    sql`select distinct u.id, u.first_name || ' ' || u.last_name as name from class_timing ct
      join fitness_class c on c.id = ct.class_id join app_user u on u.id = ct.trainer_user_id
      where c.gym_user_id = ${gymId} or c.owner_user_id = ${gymId} order by name, u.id`,
  );
  return { classes, trainers };
}
