import { WAITLIST_DECISION_CLOSES_MINUTES, waitlistDecisionClosesAt } from '../class-management/waitlist';
import { MSG } from '../messages';

/**
 * What a customer who has just joined a session's waitlist is told will happen, and when
 * (docs/adr/0003). A full class books them when a seat frees up. Inside the auto-waitlist window
 * seats may still be free: nothing has to free up, the gym may book them until the decision closes,
 * and from then the waitlist is booked automatically while seats are free.
 */
export function waitlistPromise(session: { startsAt: Date; availableSeat: number }, now: Date): string {
  if (session.availableSeat <= 0) return MSG.waitListPopUpMessage;
  if (now.getTime() >= waitlistDecisionClosesAt(session.startsAt).getTime()) return MSG.waitlistBookedShortly;
  return MSG.waitlistGymDecides(WAITLIST_DECISION_CLOSES_MINUTES);
}
