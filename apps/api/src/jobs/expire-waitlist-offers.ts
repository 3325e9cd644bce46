import type { AppJob } from '../lib/app-module';
import { expireWaitlistOffers } from '../modules/bookings';

/** Run-out seat offers pass on to the next one waiting (docs/adr/0038), checked every 30 s. */
export const waitlistOfferExpiryJob: AppJob = {
  name: 'waitlist-offer-expiry',
  start: ({ db, log, now, scheduler }) =>
    scheduler.every('expire-waitlist-offers', 30_000, async () => {
      const result = await expireWaitlistOffers(db, { now: now?.() });
      if (result.expired > 0) log.info(result, 'waitlist offers passed on');
    }),
};
