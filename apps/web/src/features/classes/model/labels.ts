import { availableSeatText, type ClassItemDto, type ClassPlatform } from '@kinetic/domain';
import { formatNumber } from '../../../lib/format';

/** The seats left as the card and the facts show them ('3', '+3'), in the reader's digits; null: hidden. */
export function seatsText(
  item: Pick<ClassItemDto, 'availableSeat' | 'showAvailableSeatType'>,
): string | null {
  const seats = availableSeatText(item.availableSeat, item.showAvailableSeatType);
  if (seats === null) return null;
  return seats.startsWith('+') ? `+${formatNumber(Number(seats.slice(1)))}` : formatNumber(Number(seats));
}

/**
 * Where an online class runs (SPEC 3.3): the platform the class names, else Kinetic's own live stream
 * for a video class (every video class streams at /live, ADR 19); null for a class in a studio.
 */
export function classPlatform(item: Pick<ClassItemDto, 'platform' | 'videoClass'>): ClassPlatform | null {
  return item.platform ?? (item.videoClass ? 'APP' : null);
}
