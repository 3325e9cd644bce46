import { z } from 'zod';
import { pageSchemaOf } from '../classes/dto';
import { pageQuerySchema } from '../common/envelope';
import { idField, requiredText } from '../common/fields';
import { MSG } from '../messages';
import { REVIEW_BODY_MAX, REVIEW_MSG, REVIEW_REASON_MAX, REVIEW_REPLY_MAX } from './messages';

export * from './messages';

const stars = z
  .number({ error: REVIEW_MSG.rating })
  .int(REVIEW_MSG.rating)
  .min(1, REVIEW_MSG.rating)
  .max(5, REVIEW_MSG.rating);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, MSG.maxLength(max))
    .transform((text) => (text === '' ? null : text))
    .nullish();

export const reviewBodySchema = z.object({
  rating: stars,
  body: optionalText(REVIEW_BODY_MAX),
  /** The gym's own stars, apart from the class's (only for a class at a gym). */
  gymRating: stars.nullish(),
});
export type ReviewBody = z.input<typeof reviewBodySchema>;

export const reviewReplyBodySchema = z.object({ reply: requiredText(REVIEW_REPLY_MAX) });
export const reviewReportBodySchema = z.object({ reason: requiredText(REVIEW_REASON_MAX) });
export const reviewHiddenBodySchema = z
  .object({ hidden: z.boolean(), reason: optionalText(REVIEW_REASON_MAX) })
  .refine((body) => !body.hidden || !!body.reason, { message: MSG.required, path: ['reason'] });
export type ReviewHiddenBody = z.input<typeof reviewHiddenBodySchema>;

export const bookingReviewParamsSchema = z.object({ bookingId: idField });
export const reviewListQuerySchema = pageQuerySchema;
export const managedReviewsQuerySchema = pageQuerySchema.extend({
  /** The gym asked about (the master gym may name any; else the caller's own). */
  gymId: idField.optional(),
});

/** A review as pages show it: the author by first name and initial, hidden ones never listed. */
export const reviewSchema = z.object({
  id: z.number(),
  classId: z.number(),
  className: z.string(),
  trainerName: z.string().nullable(),
  rating: z.number(),
  gymRating: z.number().nullable(),
  body: z.string().nullable(),
  author: z.string(),
  createdAt: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  /** Who may answer it (the class's trainer, owner and gym): their screens show the reply box. */
  answerers: z.array(z.number()),
  /** The gym the class runs at: its staff may hide the review. */
  gymUserId: z.number().nullable(),
});
export type ReviewDto = z.infer<typeof reviewSchema>;

/** Average (one decimal, null with no reviews) and count. */
export const ratingSummarySchema = z.object({ average: z.number().nullable(), count: z.number() });
export type RatingSummaryDto = z.infer<typeof ratingSummarySchema>;

/**
 * A page's reviews, newest first. `average`/`count` rate the classes (of the class, the trainer or
 * the gym); on a gym's page `gym` is the gym's own rating, given apart.
 */
export const reviewListSchema = pageSchemaOf(reviewSchema).extend({
  average: z.number().nullable(),
  count: z.number(),
  gym: ratingSummarySchema.nullable(),
});
export type ReviewListDto = z.infer<typeof reviewListSchema>;

/** A review on the gym's moderation list: with its reports and whether it is hidden. */
export const managedReviewSchema = reviewSchema.extend({
  reports: z.array(z.object({ reason: z.string(), createdAt: z.string() })),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
});
export type ManagedReviewDto = z.infer<typeof managedReviewSchema>;
export const managedReviewPageSchema = pageSchemaOf(managedReviewSchema);

/** What the rating form shows about a booking, and why it cannot be rated (null: it can). */
export const bookingReviewSchema = z.object({
  bookingId: z.number(),
  classId: z.number(),
  className: z.string(),
  startsAt: z.string(),
  timeZone: z.string(),
  trainerName: z.string().nullable(),
  /** The gym's name when the class runs at one: its own stars are asked apart. */
  gymName: z.string().nullable(),
  refusal: z.string().nullable(),
  review: reviewSchema.nullable(),
});
export type BookingReviewDto = z.infer<typeof bookingReviewSchema>;

export const ratingsReportQuerySchema = z.object({
  gymId: idField.optional(),
  format: z.enum(['json', 'csv']).default('json'),
});
/** The gym's ratings per trainer: visible reviews of the gym's classes each trainer ran. */
export const trainerRatingRowSchema = z.object({
  trainerId: z.number().nullable(),
  name: z.string(),
  count: z.number(),
  average: z.number().nullable(),
  /** Counts of 1 to 5 stars. */
  stars: z.array(z.number()).length(5),
  lastReviewAt: z.string().nullable(),
});
export type TrainerRatingRowDto = z.infer<typeof trainerRatingRowSchema>;
export const ratingsReportSchema = z.object({ rows: z.array(trainerRatingRowSchema) });

/** The average of `count` ratings summing to `total`, to one decimal; null with none. */
export function ratingAverage(total: number, count: number): number | null {
  return count > 0 ? Math.round((total / count) * 10) / 10 : null;
}

export type ReviewRefusal = 'REVIEW_NOT_ATTENDED' | 'REVIEW_NOT_ENDED' | 'REVIEW_OWN_CLASS' | 'REVIEW_EXISTS';

/**
 * Whether a booking may be rated now, the first refusal in the order a customer can act on: their
 * own class never; an attendee only (checked in, or counted ATTENDED by the roll); after the end; once.
 */
export function reviewRefusal(booking: {
  ownClass: boolean;
  checkedIn: boolean;
  attendance: string | null;
  endsAt: Date;
  now: Date;
  reviewed: boolean;
}): ReviewRefusal | null {
  if (booking.ownClass) return 'REVIEW_OWN_CLASS';
  if (booking.endsAt.getTime() > booking.now.getTime()) return 'REVIEW_NOT_ENDED';
  if (!isAttended(booking)) return 'REVIEW_NOT_ATTENDED';
  if (booking.reviewed) return 'REVIEW_EXISTS';
  return null;
}

/** Attended: checked in (a mark of absence clears a check-in, ADR 42), or counted ATTENDED by the roll. */
export const isAttended = (booking: { checkedIn: boolean; attendance: string | null }) =>
  booking.attendance === 'ATTENDED' || (booking.checkedIn && booking.attendance !== 'NO_SHOW');
