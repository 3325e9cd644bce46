import { describe, expect, it } from 'vitest';
import { CALENDAR_FEED_WORDS, calendarFeedSchema } from './calendar-feed';

describe('the calendar feed’s words', () => {
  it.each([
    ['en', 'Kinetic classes', 'Kids Karate (Yousef)', '3 of 10 seats booked'],
    ['ar', 'حصص Kinetic', 'Kids Karate (Yousef)', 'المقاعد المحجوزة: 3 من 10'],
  ] as const)('in %s', (language, calendarName, forKid, seatsBooked) => {
    const words = CALENDAR_FEED_WORDS[language];
    expect(words.calendarName('Kinetic')).toBe(calendarName);
    expect(words.forKid('Kids Karate', 'Yousef')).toBe(forKid);
    expect(words.seatsBooked(3, 10)).toBe(seatsBooked);
  });

  it('answers an address or null, nothing else', () => {
    expect(calendarFeedSchema.parse({ url: null })).toEqual({ url: null });
    expect(calendarFeedSchema.safeParse({}).success).toBe(false);
  });
});
