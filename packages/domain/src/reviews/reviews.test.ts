import { describe, expect, it } from 'vitest';
import { publicName } from '../common/public-name';
import { isAttended, ratingAverage, reviewRefusal } from './reviews';

const NOW = new Date('2026-12-06T18:00:00Z');
const ENDED = new Date('2026-12-06T17:00:00Z');
const base = { ownClass: false, checkedIn: true, attendance: null, endsAt: ENDED, now: NOW, reviewed: false };

describe('who may rate a booking (docs/adr/0043)', () => {
  it.each([
    ['a checked-in attendee after the end', {}, null],
    [
      'one counted ATTENDED by the roll without a check-in',
      { checkedIn: false, attendance: 'ATTENDED' },
      null,
    ],
    ['one never checked in', { checkedIn: false }, 'REVIEW_NOT_ATTENDED'],
    ['one marked absent after all', { attendance: 'NO_SHOW' }, 'REVIEW_NOT_ATTENDED'],
    ['before the class ends', { endsAt: new Date('2026-12-06T18:30:00Z') }, 'REVIEW_NOT_ENDED'],
    ['the class’s own trainer or gym', { ownClass: true }, 'REVIEW_OWN_CLASS'],
    ['a second time', { reviewed: true }, 'REVIEW_EXISTS'],
  ] as const)('%s', (_, changes, refusal) => {
    expect(reviewRefusal({ ...base, ...changes })).toBe(refusal);
  });

  it('reads attendance as the roll does', () => {
    expect(isAttended({ checkedIn: true, attendance: null })).toBe(true);
    expect(isAttended({ checkedIn: false, attendance: null })).toBe(false);
  });

  it('averages to one decimal, none without reviews, and shows authors by first name and initial', () => {
    expect(ratingAverage(14, 3)).toBe(4.7);
    expect(ratingAverage(0, 0)).toBeNull();
    expect(publicName('Layla', 'Ahmed')).toBe('Layla A.');
    expect(publicName('Omar', '')).toBe('Omar');
  });
});
