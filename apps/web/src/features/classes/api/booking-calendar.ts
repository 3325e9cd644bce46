import { api } from '../../../lib/api-client';

/** GET /bookings/{id}/calendar: the booking's calendar event (.ics text) and its file name. */
export const fetchBookingCalendar = (bookingId: number) =>
  api<{ filename: string; content: string }>('GET', `/bookings/${bookingId}/calendar`);
