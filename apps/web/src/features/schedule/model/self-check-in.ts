import { type BookingItemDto, classItemPlace, selfCheckInWindow } from '@kinetic/domain';

/**
 * Where a booking stands for "I'm here" (self check-in, a partner's seat policy option):
 * `CHECKED_IN` once checked in (at the door or by themselves); `OPEN` from `selfCheckInMinutes` before
 * the start until the class ends, for a class held at a place with a pin (a gym's branch or a trainer's
 * venue: the API measures the customer's distance from it); `SOON` before that window, while the class
 * is still to come (the page may stay open until it opens); `NONE` otherwise: the partner's option off,
 * an online class, a cancelled booking or a class that has ended.
 */
export type SelfCheckInState = 'CHECKED_IN' | 'OPEN' | 'SOON' | 'NONE';

export function selfCheckInState(item: BookingItemDto, now: Date): SelfCheckInState {
  const { booking } = item;
  if (booking.checkedInAt) return 'CHECKED_IN';
  if (booking.status !== 'BOOKED' || booking.selfCheckInMinutes === null) return 'NONE';
  const place = classItemPlace(item);
  if ((place.kind !== 'GYM' && place.kind !== 'VENUE') || place.pin === null) return 'NONE';
  const { state } = selfCheckInWindow({
    selfCheckInMinutes: booking.selfCheckInMinutes,
    startsAt: new Date(item.startsAt),
    endsAt: new Date(item.endsAt),
    now,
  });
  return state === 'OVER' ? 'NONE' : state === 'OPEN' ? 'OPEN' : 'SOON';
}
