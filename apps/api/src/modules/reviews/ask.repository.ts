import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';
import { bookings, classSessions, fitnessClasses, reviews } from '../../db/schema';

/** At most this many asks a run: a backlog is worked off over the next runs. */
const BATCH = 200;

export interface DueAsk {
  id: number;
  user_id: number;
  session_id: number;
  title: string;
  local_date: string;
}

/**
 * Marks asked, and returns, the attended bookings of sessions that ended between `oldest` and
 * `endedBy` and were neither asked nor reviewed: the statement that picks a booking marks it, so two
 * processes or a retried run never ask twice. Attended is the domain's isAttended (checked in and not
 * marked absent, or counted ATTENDED by the roll).
 */
export async function markDueAsks(tx: Db, at: Date, endedBy: Date, oldest: Date): Promise<DueAsk[]> {
  return rowsOf<DueAsk>(
    tx,
    sql`update ${bookings} b set review_asked_at = ${at.toISOString()}::timestamptz
      from ${classSessions} s, ${fitnessClasses} c
      where b.id in (
        select b2.id from ${bookings} b2
        join ${classSessions} s2 on s2.id = b2.session_id
        where b2.review_asked_at is null and b2.status = 'BOOKED' and b2.guest_name is null
          and s2.starts_at > ${oldest.toISOString()}::timestamptz
          and s2.ends_at <= ${endedBy.toISOString()}::timestamptz
          and (b2.attendance = 'ATTENDED' or (b2.checked_in_at is not null and b2.attendance is distinct from 'NO_SHOW'))
          and not exists (select 1 from ${reviews} r where r.booking_id = b2.id)
        order by b2.id
        limit ${BATCH}
        for update of b2 skip locked
      )
      and s.id = b.session_id and c.id = s.class_id
      returning b.id, b.user_id, b.session_id, c.title, s.local_date::text as local_date`,
  );
}
