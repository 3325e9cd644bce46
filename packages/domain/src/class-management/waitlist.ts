import { z } from 'zod';
import { paramId } from '../classes/schemas';

/**
 * The gym's "Book from waitlist" (SPEC 3.3 isWaitListedJoinBYGym, docs/adr/0003): a session's waitlist
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

export const wishIdParamsSchema = z.object({ wishId: paramId });

export const WAITLIST_MSG = {
  bookedByGym: '$gymName booked you into $className on $classDate from the waitlist.',
  notOnWaitlist: 'This customer is no longer on the waitlist.',
  onlyOwningGym: 'Only the gym that runs this class can book from its waitlist.',
} as const;
