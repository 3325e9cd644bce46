import { describe, expect, it } from 'vitest';
import '../i18n/arabic';
import { localise } from '../i18n/localise';
import { waitlistPromise } from './waitlist-promise';

const START = new Date('2026-05-10T15:00:00Z');
const minutesBefore = (minutes: number) => new Date(START.getTime() - minutes * 60_000);

describe('what a customer is told on joining a waitlist', () => {
  it('a full class: they are booked when a seat frees up', () => {
    const text = waitlistPromise({ startsAt: START, availableSeat: 0 }, minutesBefore(120));
    expect(text).toBe(
      'You are on the waitlist. If a seat frees up we will book you automatically and let you know.',
    );
  });

  it('inside the auto-waitlist window with seats free: no seat has to free up; the gym, then us 30 minutes before', () => {
    const text = waitlistPromise({ startsAt: START, availableSeat: 10 }, minutesBefore(120));
    expect(text).not.toMatch(/frees up/);
    expect(text).toContain('seats are still free');
    expect(text).toContain('the gym books from its waitlist');
    expect(text).toContain('by 30 minutes before the class starts, we book you automatically then');
    expect(localise(text, 'ar')).toBe(
      'أنت في قائمة الانتظار: لا تزال هناك أماكن متاحة، لكن قبل البدء بهذا القرب يحجز النادي من قائمة الانتظار. إذا لم يحجز لك قبل 30 دقيقة من بدء الحصة، نحجز لك تلقائيًا حينها ما دام هناك مكان متاح ونقاطك تغطي الحصة. سنبلغك عند حجزك.',
    );
  });

  it('seats free and the gym’s decision already closed: booked within a minute', () => {
    for (const minutes of [30, 10]) {
      const text = waitlistPromise({ startsAt: START, availableSeat: 3 }, minutesBefore(minutes));
      expect(text).toContain('we book you automatically within a minute');
      expect(localise(text, 'ar')).toContain('نحجز لك تلقائيًا خلال دقيقة');
    }
    expect(waitlistPromise({ startsAt: START, availableSeat: 3 }, minutesBefore(31))).toContain(
      'the gym books from its waitlist',
    );
  });
});
