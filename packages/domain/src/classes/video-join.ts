/**
 * SPEC 1 and 2.4: a booked live video class is joined from the member's schedule. Join opens this many
 * minutes before the start and closes at the end; live video is not offered in mobile browsers.
 */
export const VIDEO_JOIN_OPENS_MINUTES = 10;

export const VIDEO_MOBILE_WEB_MESSAGE =
  'Live video classes are not available on mobile web. Please use the desktop site or the app.';

export type VideoJoinState = 'EARLY' | 'OPEN' | 'ENDED';

export function videoJoinState(startsAt: Date, endsAt: Date, now: Date): VideoJoinState {
  if (now.getTime() >= endsAt.getTime()) return 'ENDED';
  return startsAt.getTime() - now.getTime() <= VIDEO_JOIN_OPENS_MINUTES * 60_000 ? 'OPEN' : 'EARLY';
}
