import type { NotificationEvent } from '@kinetic/domain';
import type { BookingsQueries } from './bookings.repository';

type PartnerKind = 'classJoined' | 'classLeft' | 'waitlistJoined';

/** What the partner events read of a session. */
export interface PartnerSession {
  id: number;
  title: string;
  localDate: string;
  ownerUserId: number;
  gymUserId: number | null;
  trainerUserId: number | null;
}

/**
 * What tells the partners running the class (its owner, its gym when another, and the trainer who
 * teaches the session) that a customer booked, left or joined the waitlist.
 */
export function partnerEvents(
  session: PartnerSession,
  kind: PartnerKind,
  customerId: number,
): NotificationEvent[] {
  const partners = new Set([session.ownerUserId, session.gymUserId, session.trainerUserId]);
  return [...partners]
    .filter((id): id is number => id !== null && id !== customerId)
    .map(
      (to) =>
        ({
          kind,
          to,
          actorId: customerId,
          objectId: session.id,
          values: { className: session.title, classDate: session.localDate },
          extra: { classSessionId: session.id },
        }) as NotificationEvent,
    );
}

/** Tells the partners of a customer's move, on the caller's transaction. */
export function tellPartners(
  q: Pick<BookingsQueries, 'notify'>,
  session: PartnerSession,
  kind: PartnerKind,
  customerId: number,
  at: Date,
) {
  return q.notify(partnerEvents(session, kind, customerId), at);
}
