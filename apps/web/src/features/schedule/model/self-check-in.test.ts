import type { BookingItemDto } from '@kinetic/domain';
import { describe, expect, it } from 'vitest';
import { testClassItem } from '../../../test/test-class';
import { selfCheckInState } from './self-check-in';

/** A gym's class from 18:00 to 19:00 UTC on 6 December, self check-in from 30 minutes before. */
const BRANCH = {
  gymId: 1,
  branchId: 2,
  gymName: 'Pulse Gym',
  branchName: 'Salmiya',
  localityName: null,
  address: 'Salem Al Mubarak St',
  latitude: 29.33,
  longitude: 48.07,
  studioInstruction: null,
  mediaThumbNailUrl: null,
  womenOnly: false,
};

function booked(changes: Partial<BookingItemDto['booking']> = {}, item: Partial<BookingItemDto> = {}) {
  return {
    ...testClassItem({
      startsAt: '2026-12-06T18:00:00.000Z',
      endsAt: '2026-12-06T19:00:00.000Z',
      gymBranchDetail: BRANCH,
      ...item,
    }),
    booking: {
      bookingId: 7,
      status: 'BOOKED' as const,
      kidId: null,
      kidName: null,
      creditsSpent: 1,
      bookedAt: '2026-12-01T10:00:00.000Z',
      checkedInAt: null,
      selfCheckInMinutes: 30,
      ...changes,
    },
  } satisfies BookingItemDto;
}

const at = (time: string) => new Date(`2026-12-06T${time}:00.000Z`);

describe("'I'm here' on a booking", () => {
  it("opens from the partner's minutes before the start until the class ends", () => {
    expect(selfCheckInState(booked(), at('17:29'))).toBe('SOON');
    expect(selfCheckInState(booked(), at('17:30'))).toBe('OPEN');
    expect(selfCheckInState(booked(), at('18:59'))).toBe('OPEN');
    expect(selfCheckInState(booked(), at('19:00'))).toBe('NONE');
  });

  it('is shown as checked in once it is, whatever the window', () => {
    const done = booked({ checkedInAt: '2026-12-06T17:40:00.000Z' });
    expect(selfCheckInState(done, at('17:45'))).toBe('CHECKED_IN');
    expect(
      selfCheckInState({ ...done, booking: { ...done.booking, selfCheckInMinutes: null } }, at('20:00')),
    ).toBe('CHECKED_IN');
  });

  it('is not offered when the partner does not allow it, online, with no pin, or cancelled', () => {
    expect(selfCheckInState(booked({ selfCheckInMinutes: null }), at('17:45'))).toBe('NONE');
    expect(
      selfCheckInState(
        booked({}, { videoClass: true, priceModel: 'VIRTUAL', gymBranchDetail: null }),
        at('17:45'),
      ),
    ).toBe('NONE');
    // A trainer's in-person class from before venues: no place to measure from.
    expect(selfCheckInState(booked({}, { gymBranchDetail: null, venue: null }), at('17:45'))).toBe('NONE');
    expect(selfCheckInState(booked({ status: 'CANCELED' }), at('17:45'))).toBe('NONE');
  });

  it("is offered at a freelance trainer's venue with a pin", () => {
    const venue = {
      name: 'Beach park',
      address: 'Gulf Road',
      localityId: 4,
      localityName: 'Salmiya',
      latitude: 29.34,
      longitude: 48.09,
    };
    expect(selfCheckInState(booked({}, { gymBranchDetail: null, venue }), at('17:45'))).toBe('OPEN');
  });
});
