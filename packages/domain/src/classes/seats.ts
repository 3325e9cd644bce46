import type { SeatDisplay } from './enums';

/**
 * SPEC 2.5: '+3' when more than 3 seats remain and the class shows "three and above"; nothing when
 * seats are hidden; otherwise the number.
 */
export function availableSeatText(availableSeat: number, display: SeatDisplay): string | null {
  if (display === 'HIDEALLAVAILSEAT') return null;
  const seats = Math.max(0, availableSeat);
  if (display === 'SHOWTHREEANDABOVEAVAILSEAT' && seats > 3) return '+3';
  return String(seats);
}
