import { describe, expect, it } from 'vitest';
import { type JoinButtonInput, joinButton } from './join-button';
import { availableSeatText } from './seats';

const base: JoinButtonInput = {
  viewerCategory: 1,
  videoClass: false,
  priceModel: 'PHYSICAL',
  isSpecialProgram: false,
  availableSeat: 4,
  userJoinStatus: false,
  wishType: null,
};

describe('join button (SPEC 2.5, 4.3)', () => {
  it.each<[string, Partial<JoinButtonInput>, string, boolean]>([
    ['seats at the gym', {}, 'AT GYM', false],
    ['seats online', { videoClass: true, priceModel: 'VIRTUAL' }, 'ONLINE', false],
    ['guest sees the same', { viewerCategory: null }, 'AT GYM', false],
    ['full, no wish', { availableSeat: 0 }, 'WAITLIST', false],
    ['full, waitlisted', { availableSeat: 0, wishType: 'WAITLIST' }, 'WAITLISTED', true],
    ['full, wishlisted', { availableSeat: 0, wishType: 'WISHLIST' }, 'WISHLISTED', true],
    ['wishlisted with seats can still book', { wishType: 'WISHLIST' }, 'AT GYM', false],
    ['joined', { userJoinStatus: true }, 'BOOKED', true],
    ['joined and full', { userJoinStatus: true, availableSeat: 0 }, 'BOOKED', true],
    ['trainer of the class', { viewerCategory: 2, viewerMayEdit: true }, 'EDIT', false],
    ['gym of the class', { viewerCategory: 3, viewerMayEdit: true, availableSeat: 0 }, 'EDIT', false],
    ['gym staff of the class', { viewerCategory: 6, viewerMayEdit: true }, 'EDIT', false],
    ["another partner's class, to a trainer", { viewerCategory: 2 }, 'VIEW', false],
    ["another partner's class, to a gym", { viewerCategory: 3, viewerMayEdit: false }, 'VIEW', false],
    ['a customer is never offered EDIT', { viewerMayEdit: true }, 'AT GYM', false],
    ['special program', { isSpecialProgram: true }, 'BUY PROGRAM', false],
    ['workshop price model', { priceModel: 'AUTOJOINWITHPACKAGE' }, 'BUY PROGRAM', false],
  ])('%s → %s', (_name, over, label, disabled) => {
    expect(joinButton({ ...base, ...over })).toMatchObject({ label, disabled });
  });

  it('the popup says BOOK while seats remain', () => {
    expect(joinButton(base, 'popup').label).toBe('BOOK');
    expect(joinButton({ ...base, videoClass: true }, 'popup').label).toBe('BOOK');
    expect(joinButton({ ...base, availableSeat: 0 }, 'popup').label).toBe('WAITLIST');
  });

  it('a customer waitlisted inside the auto-waitlist window sees WAITLISTED though seats remain', () => {
    const now = new Date('2026-05-10T06:00:00Z');
    const soon = { ...base, startsAt: '2026-05-10T08:00:00Z', autoWaitListTime: 3 };
    expect(joinButton({ ...soon, wishType: 'WAITLIST' }, 'popup', now)).toMatchObject({
      label: 'WAITLISTED',
      disabled: true,
    });
    expect(joinButton({ ...soon, wishType: 'WAITLIST' }, 'card', now).label).toBe('WAITLISTED');
    // Not yet waitlisted: BOOK leads to the waitlist question.
    expect(joinButton(soon, 'popup', now).label).toBe('BOOK');
    // Outside the window a waitlisted customer may book a free seat.
    expect(joinButton({ ...soon, wishType: 'WAITLIST', autoWaitListTime: 1 }, 'popup', now).label).toBe(
      'BOOK',
    );
    expect(joinButton({ ...soon, wishType: 'WAITLIST', autoWaitListTime: null }, 'card', now).label).toBe(
      'AT GYM',
    );
  });
});

describe('available seat text (SPEC 2.5)', () => {
  it.each<[number, Parameters<typeof availableSeatText>[1], string | null]>([
    [10, 'SHOWTHREEANDABOVEAVAILSEAT', '+3'],
    [4, 'SHOWTHREEANDABOVEAVAILSEAT', '+3'],
    [3, 'SHOWTHREEANDABOVEAVAILSEAT', '3'],
    [1, 'SHOWTHREEANDABOVEAVAILSEAT', '1'],
    [0, 'SHOWTHREEANDABOVEAVAILSEAT', '0'],
    [10, 'SHOWALL', '10'],
    [0, 'SHOWALL', '0'],
    [-1, 'SHOWALL', '0'],
    [10, 'HIDEALLAVAILSEAT', null],
    [0, 'HIDEALLAVAILSEAT', null],
  ])('%i seats, %s → %j', (seats, display, text) => {
    expect(availableSeatText(seats, display)).toBe(text);
  });
});
