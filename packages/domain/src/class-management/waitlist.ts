import { z } from 'zod';
import { paramId } from '../classes/schemas';

/**
 * The gym's and the class trainer's "Book from waitlist" (SPEC 3.3 isWaitListedJoinBYGym, docs/adr/0003): a session's waitlist
 * as the participants screen shows it, and the texts of booking one of its customers.
 */
export const waitlistEntrySchema = z.object({
  wishId: z.number(),
  userId: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  kidName: z.string().nullable(),
  /** 1-based place in the queue. */
  position: z.number(),
  addedAt: z.string(),
});
export type WaitlistEntryDto = z.infer<typeof waitlistEntrySchema>;

/**
 * Customers who joined inside a class's auto-waitlist window wait for the gym (or the class's trainer)
 * to book them; the decision closes this long before the start, and from then free seats go to the
 * waitlist in order, automatically (docs/adr/0003).
 */
export const WAITLIST_DECISION_CLOSES_MINUTES = 30;

/** When a session's waitlist is promoted automatically, if seats are still free. */
export function waitlistDecisionClosesAt(startsAt: Date): Date {
  return new Date(startsAt.getTime() - WAITLIST_DECISION_CLOSES_MINUTES * 60_000);
}

export const wishIdParamsSchema = z.object({ wishId: paramId });

export const WAITLIST_MSG = {
  bookedByGym: '$gymName booked you into $className on $classDate from the waitlist.',
  notOnWaitlist: 'This customer is no longer on the waitlist.',
  onlyOwningGym: 'Only the gym or the trainer that runs this class can book from its waitlist.',
} as const;
