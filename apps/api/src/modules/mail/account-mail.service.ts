import { type MailPreferencesDto, toMailPreferences } from '@kinetic/domain';
import { fail } from '../../lib/errors';
import type { MailPreferencesRepository, MailQueries } from './mail.repository';
import { bookingCalendar } from './notices';

export interface CalendarFile {
  filename: string;
  content: string;
}

/**
 * What a signed-in user reads of their own mail: which kinds they receive (receipts always go), and
 * the calendar file of one of their bookings (never another's, never a gym's walk-in guest).
 */
export function createAccountMailService(deps: {
  preferences: MailPreferencesRepository;
  queries: MailQueries;
  now: () => Date;
}) {
  return {
    async preferencesOf(userId: number): Promise<MailPreferencesDto> {
      const off = await deps.preferences.optOuts(userId);
      if (!off) throw fail('NOT_FOUND');
      return toMailPreferences(off);
    },
    async turnOff(userId: number, kinds: string[]): Promise<MailPreferencesDto> {
      const off = await deps.preferences.setOptOuts(userId, [...new Set(kinds)]);
      if (!off) throw fail('NOT_FOUND');
      return toMailPreferences(off);
    },
    async calendarOf(
      bookingId: number,
      userId: number,
      brand: { name: string; shareUrl: string },
    ): Promise<CalendarFile> {
      const booking = await deps.queries.booking(bookingId);
      if (!booking || booking.userId !== userId || booking.guestName) throw fail('NOT_FOUND');
      return {
        filename: `class-${booking.sessionId}.ics`,
        content: bookingCalendar(booking, brand, deps.now()),
      };
    },
  };
}
export type AccountMailService = ReturnType<typeof createAccountMailService>;
