import { minutesToTime, zonedParts } from '@kinetic/domain';
import { type Actor, displayName } from './access';
import type { ManageQueries } from './manage.repository';

type BookingRow = Awaited<ReturnType<ManageQueries['activeBookings']>>[number];

export interface GymCancelContext {
  at: Date;
  /** Credits go back to the package that paid (a ledger REFUND row). */
  refund: boolean;
  remark?: string;
  notification: {
    /** A booking cancelled by the gym, or its session deleted. */
    kind: 'canceledByGym' | 'sessionDeleted';
    className: string;
    classDate: string;
    classSessionId: number;
    gymName: string;
    firedBy: number;
  };
}

/**
 * Cancels one booking from the gym side on the caller's transaction: the seat, the refund and its
 * ledger row, and the customer's notification change together (DESIGN 5). Guests have no package
 * and nobody to notify.
 */
export async function cancelFromGymSide(
  q: ManageQueries,
  booking: BookingRow,
  context: GymCancelContext,
): Promise<{ refunded: boolean; creditsRefunded: number }> {
  const given = await q.bookings.giveBackSeat(booking, {
    at: context.at,
    refund: context.refund,
    remark: context.remark,
    byGym: { gymName: context.notification.gymName },
  });
  if (!given) return { refunded: false, creditsRefunded: 0 };
  const refund = given.refunded;
  if (booking.guestName === null) {
    const n = context.notification;
    await q.bookings.notify(
      {
        kind: n.kind,
        to: booking.userId,
        actorId: n.firedBy,
        objectId: n.classSessionId,
        values: { className: n.className, classDate: n.classDate, gymName: n.gymName },
        extra: {
          classSessionId: n.classSessionId,
          bookingId: booking.id,
          refunded: refund,
          creditsRefunded: refund ? booking.creditsSpent : 0,
        },
      },
      context.at,
    );
  }
  return { refunded: refund, creditsRefunded: refund ? booking.creditsSpent : 0 };
}

/** Deletes a session: every booking cancelled with credits back and its customer notified. */
export async function cancelSession(
  q: ManageQueries,
  session: { id: number; localDate: string },
  context: { at: Date; className: string; gymName: string; firedBy: number },
): Promise<number> {
  const active = await q.activeBookings(session.id);
  for (const booking of active) {
    await cancelFromGymSide(q, booking, {
      at: context.at,
      refund: true,
      notification: {
        kind: 'sessionDeleted',
        className: context.className,
        classDate: session.localDate,
        classSessionId: session.id,
        gymName: context.gymName,
        firedBy: context.firedBy,
      },
    });
  }
  await q.updateSession(session.id, { status: 'CANCELED' });
  return active.length;
}

/**
 * A booked session moved to another time keeps its bookings; each customer is told the new time
 * (guests have nobody to tell). Runs on the transaction that moves the session.
 */
export async function notifyMoved(
  q: ManageQueries,
  session: { id: number; localDate: string; timeZone: string },
  to: { startsAt: Date; endsAt: Date },
  context: { at: Date; className: string; gymName: string; firedBy: number },
): Promise<number> {
  const customers = (await q.activeBookings(session.id)).filter((booking) => booking.guestName === null);
  const time = (instant: Date) => minutesToTime(zonedParts(instant, session.timeZone).minuteOfDay);
  for (const booking of customers) {
    await q.bookings.notify(
      {
        kind: 'sessionMoved',
        to: booking.userId,
        actorId: context.firedBy,
        objectId: session.id,
        values: {
          className: context.className,
          classDate: session.localDate,
          fromTime: time(to.startsAt),
          toTime: time(to.endsAt),
          gymName: context.gymName,
        },
        extra: { classSessionId: session.id, bookingId: booking.id },
      },
      context.at,
    );
    await q.mails.classMoved(booking.id, { gymName: context.gymName, startsAt: to.startsAt });
  }
  return customers.length;
}

/** Cancels the future sessions of a class or a timing and their bookings, credits back. */
export async function cancelFuture(
  q: ManageQueries,
  actor: Actor,
  where: { classId?: number; timingId?: number },
  className: string,
  at: Date,
): Promise<{ sessionsCanceled: number; bookingsCanceled: number }> {
  const sessions = await q.futureSessions(where, at);
  let bookingsCanceled = 0;
  for (const session of sessions) {
    bookingsCanceled += await cancelSession(q, session, {
      at,
      className,
      gymName: displayName(actor),
      firedBy: actor.id,
    });
  }
  return { sessionsCanceled: sessions.length, bookingsCanceled };
}

/** Free seats go to the waitlist in order (docs/adr/0003), as many as there are free seats. */
export async function fillFromWaitlist(q: ManageQueries, sessionId: number, at: Date): Promise<number> {
  let promoted = 0;
  // Each round books at most one customer; those who cannot take the seat are skipped by the rule.
  for (let round = 0; round < 100; round++) {
    if (!(await q.bookings.promoteWaitlist(sessionId, at))) break;
    promoted++;
  }
  return promoted;
}
