import { describe, expect, it } from 'vitest';
import { managesClass, mayCancelCustomersBooking, mayEditClass, mayEditClasses } from './class-editing';

describe('mayEditClasses (SPEC 6)', () => {
  it.each([
    ['a trainer with trainerAllowEdit', 2, true, true],
    ['a trainer without trainerAllowEdit', 2, false, false],
    ['a gym with trainerAllowEdit', 3, true, true],
    ['a gym without trainerAllowEdit', 3, false, true],
    ['gym staff without trainerAllowEdit', 6, false, true],
    ['a customer (not limited by this rule)', 1, false, true],
  ])('%s', (_name, userCategory, trainerAllowEdit, allowed) => {
    expect(mayEditClasses({ userCategory, trainerAllowEdit })).toBe(allowed);
  });
});

describe('managesClass and mayEditClass (SPEC 2.5, 6)', () => {
  const gymClass = { ownerUserId: 30, gymUserId: 30, trainerUserIds: [20, 21] };
  const freelance = { ownerUserId: 22, gymUserId: null, trainerUserIds: [22] };

  it.each([
    ['the gym the class runs at', { id: 30, userCategory: 3 }, gymClass, true],
    ['another gym', { id: 31, userCategory: 3 }, gymClass, false],
    ['a trainer of one of its timings', { id: 21, userCategory: 2 }, gymClass, true],
    ['a trainer who teaches none of it', { id: 22, userCategory: 2 }, gymClass, false],
    ['the freelancer who published it', { id: 22, userCategory: 2 }, freelance, true],
    ['a gym where an online class does not run', { id: 30, userCategory: 3 }, freelance, false],
    ['a customer', { id: 20, userCategory: 1 }, gymClass, false],
  ])('%s → %s', (_name, user, klass, manages) => {
    expect(managesClass(user, klass)).toBe(manages);
  });

  it('EDIT needs the class to be theirs and, for trainers, trainerAllowEdit', () => {
    expect(mayEditClass({ id: 21, userCategory: 2, trainerAllowEdit: true }, gymClass)).toBe(true);
    expect(mayEditClass({ id: 21, userCategory: 2, trainerAllowEdit: false }, gymClass)).toBe(false);
    expect(mayEditClass({ id: 22, userCategory: 2, trainerAllowEdit: true }, gymClass)).toBe(false);
    expect(mayEditClass({ id: 30, userCategory: 3, trainerAllowEdit: false }, gymClass)).toBe(true);
    expect(mayEditClass({ id: 31, userCategory: 3, trainerAllowEdit: true }, gymClass)).toBe(false);
  });
});

describe("mayCancelCustomersBooking (SPEC 7.3's unjoin gym class)", () => {
  const gym = { id: 1, userCategory: 3 };
  const trainer = { id: 8, userCategory: 2 };

  it('lets the gym cancel at its classes, never the trainer who teaches there', () => {
    const atGym = { ownerUserId: 1, gymUserId: 1, trainerUserIds: [8] };
    expect(mayCancelCustomersBooking(gym, atGym)).toBe(true);
    expect(mayCancelCustomersBooking(trainer, atGym)).toBe(false);
    // Even a class the trainer published at the gym is run by the gym.
    expect(mayCancelCustomersBooking(trainer, { ...atGym, ownerUserId: 8 })).toBe(false);
  });

  it("lets a freelance trainer cancel at her own class, and no one at another's", () => {
    const freelance = { ownerUserId: 8, gymUserId: null, trainerUserIds: [8] };
    expect(mayCancelCustomersBooking(trainer, freelance)).toBe(true);
    expect(mayCancelCustomersBooking({ id: 9, userCategory: 2 }, freelance)).toBe(false);
    expect(mayCancelCustomersBooking(gym, freelance)).toBe(false);
  });
});
