import type { AppJob } from '../lib/app-module';
import { askForReviews } from '../modules/reviews';

/** Attendees are asked to rate a class some minutes after it ends (docs/adr/0043), checked every 5 minutes. */
export const reviewAskJob: AppJob = {
  name: 'review-asks',
  start: ({ db, log, now, scheduler }) =>
    scheduler.every('ask-for-reviews', 5 * 60_000, async () => {
      const result = await askForReviews(db, { now: now?.() });
      if (result.asked > 0) log.info(result, 'reviews asked for');
    }),
};
