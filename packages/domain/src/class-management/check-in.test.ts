import { describe, expect, it } from 'vitest';
import { CM_MSG_AR } from '../i18n/catalogues.ar';
import {
  CHECK_IN_OPENS_MINUTES,
  checkInOpensAt,
  distanceMeters,
  distanceText,
  isCheckInCodeShape,
  isCheckInOpen,
  newCheckInCode,
  selfCheckInRefusal,
} from './check-in';
import { CM_MSG } from './messages';

describe('the check-in window', () => {
  const startsAt = new Date('2026-12-10T17:00:00Z');
  it('opens an hour before the start, and stays open after it', () => {
    expect(CHECK_IN_OPENS_MINUTES).toBe(60);
    expect(checkInOpensAt(startsAt).toISOString()).toBe('2026-12-10T16:00:00.000Z');
    expect(isCheckInOpen(startsAt, new Date('2026-12-09T17:00:00Z'))).toBe(false);
    expect(isCheckInOpen(startsAt, new Date('2026-12-10T15:59:59Z'))).toBe(false);
    expect(isCheckInOpen(startsAt, new Date('2026-12-10T16:00:00Z'))).toBe(true);
    expect(isCheckInOpen(startsAt, new Date('2026-12-10T19:00:00Z'))).toBe(true);
  });
});

describe('self check-in', () => {
  const startsAt = new Date('2026-12-06T17:00:00Z');
  const endsAt = new Date('2026-12-06T17:45:00Z');
  const venue = { latitude: 29.3375, longitude: 47.9274 };
  const refusal = (
    now: string,
    at = venue,
    minutes: number | null = 30,
    place: typeof venue | null = venue,
  ) =>
    selfCheckInRefusal({
      selfCheckInMinutes: minutes,
      startsAt,
      endsAt,
      now: new Date(now),
      venue: place,
      at,
    });

  it('measures the distance between two positions in metres', () => {
    // Kuwait City to Manama: about 430 km as the crow flies.
    expect(distanceMeters(venue, { latitude: 26.2285, longitude: 50.586 }) / 1000).toBeCloseTo(431, -1);
    expect(
      distanceMeters(venue, { latitude: venue.latitude + 0.001, longitude: venue.longitude }),
    ).toBeCloseTo(111, 0);
    expect(distanceMeters(venue, venue)).toBe(0);
    expect([distanceText(120.4), distanceText(2345)]).toEqual(['120 m', '2.3 km']);
  });

  it('says how far in the reader’s units: Arabic reads م and كم', () => {
    expect(CM_MSG.tooFarToCheckIn(distanceText(2345))).toBe(
      'You need to be at the gym to check in: you are about 2.3 km away.',
    );
    expect(CM_MSG_AR.tooFarToCheckIn(distanceText(2345))).toBe(
      'يجب أن تكون في النادي لتسجيل حضورك: أنت على بُعد 2.3 كم تقريبًا.',
    );
    expect(CM_MSG_AR.tooFarToCheckIn(distanceText(120))).toContain('120 م');
  });

  it('is open from its minutes before the start until the end, near the venue, where the partner allows it', () => {
    expect(refusal('2026-12-06T16:40:00Z')).toBeNull();
    expect(refusal('2026-12-06T17:44:00Z')).toBeNull();
    expect(refusal('2026-12-06T16:29:00Z')).toEqual({
      code: 'SELF_CHECK_IN_NOT_YET',
      opensAt: new Date('2026-12-06T16:30:00Z'),
    });
    expect(refusal('2026-12-06T17:45:00Z')).toEqual({ code: 'SELF_CHECK_IN_OVER' });
    expect(
      refusal('2026-12-06T16:40:00Z', { latitude: venue.latitude + 0.01, longitude: venue.longitude }),
    ).toEqual({
      code: 'TOO_FAR_TO_CHECK_IN',
      meters: 1112,
    });
    expect(refusal('2026-12-06T16:40:00Z', venue, null)).toEqual({ code: 'SELF_CHECK_IN_OFF' });
    // An online class has no place to be at.
    expect(refusal('2026-12-06T16:40:00Z', venue, 30, null)).toEqual({ code: 'SELF_CHECK_IN_OFF' });
  });
});

describe('a new check-in code', () => {
  it('has the shape the database gives its codes, and is new each time', () => {
    const codes = Array.from({ length: 200 }, () => newCheckInCode());
    for (const code of codes) expect(isCheckInCodeShape(code)).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
