import { describe, expect, it } from 'vitest';
import { LIVE_OPENS_MINUTES, liveAccess } from './live-video';

const start = new Date('2026-11-29T16:00:00Z');
const end = new Date('2026-11-29T17:00:00Z');
const klass = {
  ownerUserId: 30,
  gymUserId: 30,
  trainerUserIds: [20],
  priceModel: 'VIRTUAL',
  videoClass: false,
};
const at = (minutesFromStart: number) => new Date(start.getTime() + minutesFromStart * 60_000);
const input = (user: { id: number; userCategory: number }, booked: boolean, now: Date, k = klass) => ({
  user,
  klass: k,
  session: { startsAt: start, endsAt: end },
  booked,
  now,
});

describe('liveAccess', () => {
  const trainer = { id: 20, userCategory: 2 };
  const gym = { id: 30, userCategory: 3 };
  const customer = { id: 40, userCategory: 1 };
  it.each([
    ['the trainer hosts', trainer, false, at(0), { ok: true, role: 'HOST' }],
    ['the owning gym hosts', gym, false, at(5), { ok: true, role: 'HOST' }],
    ['a booked customer views', customer, true, at(-LIVE_OPENS_MINUTES), { ok: true, role: 'VIEWER' }],
    ['a customer without a booking', customer, false, at(0), { ok: false, refusal: 'NOT_BOOKED' }],
    ['another trainer', { id: 21, userCategory: 2 }, false, at(0), { ok: false, refusal: 'NOT_BOOKED' }],
    ['too early', customer, true, at(-LIVE_OPENS_MINUTES - 1), { ok: false, refusal: 'TOO_EARLY' }],
    ['at the end', trainer, false, at(60), { ok: false, refusal: 'ENDED' }],
    [
      'a stranger hears no, whatever the hour',
      customer,
      false,
      at(-600),
      { ok: false, refusal: 'NOT_BOOKED' },
    ],
  ])('%s', (_name, user, booked, now, expected) => {
    expect(liveAccess(input(user, booked, now))).toEqual(expected);
  });

  it('a class at the gym with no video has no stream; a video class of any model has one', () => {
    const physical = { ...klass, priceModel: 'PHYSICAL' };
    expect(liveAccess(input(trainer, false, at(0), physical))).toEqual({ ok: false, refusal: 'NOT_VIDEO' });
    expect(liveAccess(input(trainer, false, at(0), { ...physical, videoClass: true })).ok).toBe(true);
  });
});
