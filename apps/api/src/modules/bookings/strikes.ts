import { type CustomerStrikesDto, type RollClosedDto, type StrikeKind, zonedParts } from '@kinetic/domain';
import { fail, notFound } from '../../lib/errors';
import type { BookingsQueries } from './bookings.repository';

/**
 * The roll closes (docs/adr/0039), on the caller's transaction: every active booking's attendance
 * becomes final (checked in: ATTENDED, else NO_SHOW), each customer absent gets a strike with the
 * class's partner, and is told where the partner's strike rule is on. ROLL_CLOSED when it was closed
 * already.
 */
export async function closeRoll(q: BookingsQueries, sessionId: number, at: Date): Promise<RollClosedDto> {
  if (!(await q.markRollClosed(sessionId, at))) throw fail('ROLL_CLOSED');
  const marked = await q.markAttendance(sessionId);
  const absent = marked.filter((b) => b.attendance === 'NO_SHOW' && b.guestName === null);
  const owner = await q.policyOwnerOfSession(sessionId);
  if (owner !== undefined && absent.length > 0) {
    await q.insertStrikes(
      absent.map((b) => ({
        userId: b.userId,
        ownerUserId: owner,
        bookingId: b.id,
        kind: 'NO_SHOW',
        createdAt: at,
      })),
    );
  }
  // Told only where absences count against them: elsewhere a no-show changes nothing they can see.
  if (
    owner !== undefined &&
    absent.length > 0 &&
    (await q.seatPolicyOfSession(sessionId)).strikeLimit !== null
  ) {
    const session = (await q.sessionForJoin(sessionId))!;
    await q.notify(
      absent.map((b) => ({
        kind: 'noShowRecorded' as const,
        to: b.userId,
        objectId: sessionId,
        values: { className: session.title, classDate: session.localDate },
        extra: { classSessionId: sessionId, bookingId: b.id },
      })),
      at,
    );
  }
  return {
    attended: marked.filter((b) => b.attendance === 'ATTENDED').length,
    noShows: marked.length - marked.filter((b) => b.attendance === 'ATTENDED').length,
  };
}

/** A strike for a booking (a late cancel): written once per booking, whatever retries it. */
export async function recordStrike(
  q: BookingsQueries,
  booking: { id: number; userId: number; sessionId: number },
  kind: StrikeKind,
  at: Date,
): Promise<void> {
  const owner = await q.policyOwnerOfSession(booking.sessionId);
  if (owner === undefined) return;
  await q.insertStrikes([
    { userId: booking.userId, ownerUserId: owner, bookingId: booking.id, kind, createdAt: at },
  ]);
}

/** The pause's end as the customer reads it: the day, on the class's wall clock. */
export const pausedUntilText = (untilMs: number, timeZone: string): string =>
  zonedParts(untilMs, timeZone).date;

/** A customer's strikes with a partner, and until when their new bookings are paused. */
export async function customerStrikes(
  q: BookingsQueries,
  userId: number,
  ownerUserId: number,
  at: Date,
): Promise<CustomerStrikesDto> {
  const rows = await q.strikesOf(userId, ownerUserId);
  const until = await q.pausedUntil(userId, ownerUserId, at);
  return {
    strikes: rows.map((row) => ({
      ...row,
      kind: row.kind as StrikeKind,
      startsAt: row.startsAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      waivedAt: row.waivedAt?.toISOString() ?? null,
    })),
    pausedUntil: until !== null && until > at.getTime() ? new Date(until).toISOString() : null,
  };
}

/** The partner waives one of their strikes, with a reason; a pause it made ends with it. */
export async function waiveStrike(
  q: BookingsQueries,
  strikeId: number,
  ownerUserId: number,
  byUserId: number,
  reason: string,
  at: Date,
): Promise<CustomerStrikesDto> {
  const strike = await q.strike(strikeId);
  if (!strike || strike.ownerUserId !== ownerUserId) throw notFound();
  await q.waive(strikeId, byUserId, reason, at);
  return customerStrikes(q, strike.userId, ownerUserId, at);
}
