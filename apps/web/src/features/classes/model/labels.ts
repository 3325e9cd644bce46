import { availableSeatText, type ClassItemDto } from '@kinetic/domain';
import { formatNumber } from '../../../lib/format';

/** The seats left as the card and the facts show them ('3', '+3'), in the reader's digits; null: hidden. */
export function seatsText(
  item: Pick<ClassItemDto, 'availableSeat' | 'showAvailableSeatType'>,
): string | null {
  const seats = availableSeatText(item.availableSeat, item.showAvailableSeatType);
  if (seats === null) return null;
  return seats.startsWith('+') ? `+${formatNumber(Number(seats.slice(1)))}` : formatNumber(Number(seats));
}
