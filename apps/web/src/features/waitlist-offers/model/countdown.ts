import type { WaitlistOfferDto } from '@kinetic/domain';

type Expiring = Pick<WaitlistOfferDto, 'expiresAt'>;

const MINUTE = 60_000;

const remainingMs = (offer: Expiring, now: Date) => new Date(offer.expiresAt).getTime() - now.getTime();

/**
 * Whole minutes left to claim, counted up: 30 seconds left reads "1 minute", and 0 only once the offer
 * has run out (the server's answer then is OFFER_GONE).
 */
export const minutesLeft = (offer: Expiring, now: Date): number =>
  Math.max(0, Math.ceil(remainingMs(offer, now) / MINUTE));

/** The offers that have not run out at `now` (the list shows no offer whose countdown reached zero). */
export const openOffers = <T extends Expiring>(offers: readonly T[], now: Date): T[] =>
  offers.filter((offer) => remainingMs(offer, now) > 0);

/**
 * Milliseconds until a countdown of `offers` next changes (a minute ticks over or an offer runs out):
 * the panel's clock waits exactly that long, not a second's polling. Null: nothing left to count.
 */
export function nextTick(offers: readonly Expiring[], now: Date): number | null {
  let soonest: number | null = null;
  for (const offer of offers) {
    const left = remainingMs(offer, now);
    if (left <= 0) continue;
    const untilChange = left % MINUTE || MINUTE;
    if (soonest === null || untilChange < soonest) soonest = untilChange;
  }
  return soonest;
}
