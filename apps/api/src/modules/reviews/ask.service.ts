import { REVIEW_ASK_DELAY_MINUTES, REVIEW_ASK_WINDOW_DAYS } from '@kinetic/domain';
import type { Db } from '../../db/client';
import { mailsOn } from '../mail';
import { notificationWrites } from '../notifications';
import { markDueAsks } from './ask.repository';

/**
 * Asks the attendees of sessions that ended REVIEW_ASK_DELAY_MINUTES ago to rate them (bell and
 * e-mail), once per booking: `review_asked_at` is set by the same statement that picks the booking,
 * and the asks commit with it, so two processes or a retried run never ask twice. Attended is the
 * domain's isAttended (checked in and not marked absent, or counted ATTENDED by the roll); a booking
 * already reviewed from the schedule is marked asked when it is written, so it is never picked.
 */
export async function askForReviews(db: Db, options: { now?: Date } = {}): Promise<{ asked: number }> {
  const at = options.now ?? new Date();
  const endedBy = new Date(at.getTime() - REVIEW_ASK_DELAY_MINUTES * 60_000);
  const oldest = new Date(at.getTime() - REVIEW_ASK_WINDOW_DAYS * 86_400_000);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const asked = await markDueAsks(tx, at, endedBy, oldest);
    if (asked.length === 0) return { asked: 0 };
    await notificationWrites(tx).notify(
      asked.map((row) => ({
        kind: 'reviewRequested' as const,
        to: row.user_id,
        objectId: row.id,
        values: { className: row.title, classDate: row.local_date },
        extra: { bookingId: row.id, classSessionId: row.session_id },
      })),
      at,
    );
    const mails = mailsOn(tx, () => at);
    for (const row of asked) {
      await mails.reviewRequested({ bookingId: row.id, sessionId: row.session_id, userId: row.user_id });
    }
    return { asked: asked.length };
  });
}
