import { describe, expect, it } from 'vitest';
import { VIDEO_JOIN_OPENS_MINUTES, videoJoinState } from './video-join';

describe('videoJoinState: Join opens 10 minutes before a live video class and closes at its end', () => {
  const startsAt = new Date('2026-05-10T17:30:00Z');
  const endsAt = new Date('2026-05-10T18:15:00Z');
  const at = (minutesFromStart: number) => new Date(startsAt.getTime() + minutesFromStart * 60_000);

  it.each<[string, number, string]>([
    ['an hour before', -60, 'EARLY'],
    ['eleven minutes before', -11, 'EARLY'],
    ['ten minutes before', -10, 'OPEN'],
    ['at the start', 0, 'OPEN'],
    ['during the class', 30, 'OPEN'],
    ['at the end', 45, 'ENDED'],
    ['after the end', 90, 'ENDED'],
  ])('%s: %s', (_name, minutes, state) => {
    expect(videoJoinState(startsAt, endsAt, at(minutes))).toBe(state);
  });

  it('opens 10 minutes ahead', () => {
    expect(VIDEO_JOIN_OPENS_MINUTES).toBe(10);
  });
});
