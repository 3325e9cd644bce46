import { type WaitlistOfferDto, zonedParts } from '@kinetic/domain';
import { instantLabel } from '../../../lib/class-format';
import { formatTime } from '../../../lib/format';

/**
 * Until when the seat may be claimed, on the class's own clock: its time ('06:40 PM') when that is
 * today there, else its day and time ('Tue 24 Nov, 09:00 AM'), as a claim window may run past midnight.
 */
export function claimByText(offer: Pick<WaitlistOfferDto, 'expiresAt' | 'timeZone'>, now: Date): string {
  const expires = zonedParts(new Date(offer.expiresAt), offer.timeZone);
  return expires.date === zonedParts(now, offer.timeZone).date
    ? formatTime(expires.time)
    : instantLabel(offer.expiresAt, offer.timeZone);
}
