import {
  type CustomerStrikesDto,
  feeFor,
  type RollClosedDto,
  type SeatPolicyDto,
  type StrikeKind,
  zonedParts,
} from '@kinetic/domain';
import { fail, notFound } from '../../lib/errors';
import type { BookingsQueries } from './bookings.repository';

/**
 * The roll closes (docs/adr/0039), on the caller's transaction: every active booking's attendance
 * becomes final (checked in: ATTENDED; marked absent: NO_SHOW; else the policy's rollDefault), each customer absent gets a strike with the
 * class's partner, and is told where the partner's strike rule is on. ROLL_CLOSED when it was closed
 * already.
 */
export async function closeRoll(q: BookingsQueries, sessionId: number, at: Date): Promise<RollClosedDto> {
  if (!(await q.markRollClosed(sessionId, at))) throw fail('ROLL_CLOSED');
  const policy = await q.seatPolicyOfSession(sessionId);
  const marked = await q.markAttendance(sessionId, policy.rollDefault);
  const absent = marked.filter((b) => b.attendance === 'NO_SHOW' && b.guestName === null);
  const owner = await q.policyOwnerOfSession(sessionId);
  if (owner === undefined || absent.length === 0) return rollCount(marked);
  await q.insertStrikes(
    absent.map((b) => ({
      userId: b.userId,
      ownerUserId: owner,
      bookingId: b.id,
      kind: 'NO_SHOW',
      createdAt: at,
    })),
  );
  await recordFees(q, absent, owner, policy, 'NO_SHOW', at);
  // Told only where absences cost them something: elsewhere a no-show changes nothing they can see.
  if (policy.strikeLimit !== null || policy.noShowFee > 0) {
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
  return rollCount(marked);
}

const rollCount = (marked: { attendance: string | null }[]): RollClosedDto => {
  const attended = marked.filter((b) => b.attendance === 'ATTENDED').length;
  return { attended, noShows: marked.length - attended };
};

/**
 * The fee the partner's policy sets for this kind, recorded PENDING for each booking (docs/adr/0040):
 * taken `feeDelayHours` later by the payments' fee job, unless staff waive it first.
 */
async function recordFees(
  q: BookingsQueries,
  charged: { id: number; userId: number }[],
  ownerUserId: number,
  policy: SeatPolicyDto,
  kind: StrikeKind,
  at: Date,
): Promise<void> {
  const amount = feeFor(policy, kind);
  if (amount <= 0 || charged.length === 0) return;
  const currencyCode = policy.feeUnit === 'MONEY' ? await q.partnerCurrency(ownerUserId) : null;
  const dueAt = new Date(at.getTime() + policy.feeDelayHours * 3_600_000);
  await q.insertFees(
    charged.map((b) => ({
      userId: b.userId,
      ownerUserId,
      bookingId: b.id,
      kind,
      unit: policy.feeUnit,
      amount,
      currencyCode,
      createdAt: at,
      dueAt,
    })),
  );
}

/**
 * A cancel too late for a refund: a strike where the partner counts late cancels (docs/adr/0039) and
 * the late-cancel fee where it sets one (docs/adr/0040), each written once per booking.
 */
export async function recordLateCancel(
  q: BookingsQueries,
  booking: { id: number; userId: number; sessionId: number },
  at: Date,
): Promise<void> {
  const owner = await q.policyOwnerOfSession(booking.sessionId);
  if (owner === undefined) return;
  const policy = await q.seatPolicyOfSession(booking.sessionId);
  if (policy.lateCancelStrikes) {
    await q.insertStrikes([
      {
        userId: booking.userId,
        ownerUserId: owner,
        bookingId: booking.id,
        kind: 'LATE_CANCEL',
        createdAt: at,
      },
    ]);
  }
  await recordFees(q, [booking], owner, policy, 'LATE_CANCEL', at);
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
