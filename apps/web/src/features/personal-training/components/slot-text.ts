import type { PtSlotDto } from '@kinetic/domain';
import { formatDate, formatTime } from '../../../lib/format';

/** A day as a chip reads it: 'Tue, Dec 1' (in the reader's language). */
export const dayText = (date: string) =>
  formatDate(date, { weekday: 'short', day: 'numeric', month: 'short' });

/** A slot on the gym's clock: 'Tue, Dec 1 · 04:00 PM'. */
export const slotText = (slot: Pick<PtSlotDto, 'date' | 'time'>) =>
  `${dayText(slot.date)} · ${formatTime(slot.time)}`;
