// The refusals and limits apart from the schemas: errors.ts and the Arabic catalogue import them, and the
// first page must not carry zod for them (docs/adr/0030).
/**
 * Ratings and reviews (docs/adr/0043): an attendee rates a class they attended once, after
 * it ended; the class's trainer or its gym answers once; anyone signed in reports; the gym's staff or
 * the platform hide a reported review with a reason. The texts here are the API's refusals; their
 * Arabic twins are in reviews.ar.ts.
 */
export const REVIEW_MSG = {
  notEnded: 'You can rate this class once it has ended.',
  notAttended: 'Only those who attended this class can review it.',
  ownClass: 'You cannot review your own class.',
  exists: 'You have already reviewed this class.',
  answered: 'This review has already been answered.',
  notYoursToAnswer: 'Only the class’s trainer or its gym can answer this review.',
  reported: 'You have already reported this review.',
  notYoursToHide: 'Only the gym’s staff or the platform can hide this review.',
  rating: 'Choose from 1 to 5 stars.',
} as const;

/** How long after a session ends its attendees are asked to rate it (the ask job, docs/adr/0043). */
export const REVIEW_ASK_DELAY_MINUTES = 30;
/** Sessions older than this are never asked about (a job that was down does not ask about last month). */
export const REVIEW_ASK_WINDOW_DAYS = 7;
export const REVIEW_BODY_MAX = 2000;
export const REVIEW_REPLY_MAX = 2000;
export const REVIEW_REASON_MAX = 500;
