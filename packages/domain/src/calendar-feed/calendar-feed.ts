import { z } from 'zod';
import type { Language } from '../i18n/localise';

/** GET/POST /users/me/calendar-feed: the private subscription address, or null while there is none. */
export const calendarFeedSchema = z.object({ url: z.string().nullable() });
export type CalendarFeedDto = z.infer<typeof calendarFeedSchema>;

/** How far back a feed keeps a customer's bookings and a trainer's classes (newer ones all show). */
export const CALENDAR_FEED_PAST_DAYS = 30;

/** The most events one feed lists: a calendar app rereads the whole file every time. */
export const CALENDAR_FEED_MAX_EVENTS = 500;

/** The words a calendar feed writes, in its owner's language. */
export const CALENDAR_FEED_WORDS: Record<
  Language,
  {
    /** The calendar's name in the calendar app. */
    calendarName: (brandName: string) => string;
    /** A kid's booking: the class and whose seat it is. */
    forKid: (title: string, kidName: string) => string;
    /** A trainer's class: how many booked of the seats, when the feed was read. */
    seatsBooked: (booked: number, seats: number) => string;
  }
> = {
  en: {
    calendarName: (brandName) => `${brandName} classes`,
    forKid: (title, kidName) => `${title} (${kidName})`,
    seatsBooked: (booked, seats) => `${booked} of ${seats} seats booked`,
  },
  ar: {
    calendarName: (brandName) => `حصص ${brandName}`,
    forKid: (title, kidName) => `${title} (${kidName})`,
    seatsBooked: (booked, seats) => `المقاعد المحجوزة: ${booked} من ${seats}`,
  },
};
