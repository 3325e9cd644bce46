import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { JOIN_REFUSAL, type JoinDecisionInput, joinDecision, joinEligibility } from './join-decision';
import {
  choosePackage,
  choosePtPackage,
  onSalePaysForClass,
  type PackageBalance,
  paysForClass,
  ptSessionCredit,
  ptSessionValue,
} from './packages';

const now = new Date('2026-05-10T06:00:00Z');
/** Activities (class category ids). */
const YOGA = 1;
const PILATES = 2;
const SPINNING = 3;
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);
const days = (d: number) => hours(d * 24);

const pkg = (over: Partial<PackageBalance> = {}): PackageBalance => ({
  id: 1,
  packageType: 'GENERAL',
  category: 'ADULTS',
  kidId: null,
  gymId: null,
  creditsBalance: 10,
  classesLeft: null,
  unlimited: false,
  expiresAt: days(30),
  ...over,
});

function input(over: {
  session?: Partial<JoinDecisionInput['session']>;
  viewer?: Partial<NonNullable<JoinDecisionInput['viewer']>> | null;
  selectedKidId?: number | null;
  packages?: PackageBalance[];
}): JoinDecisionInput {
  return {
    now,
    session: {
      startsAt: days(2),
      availableSeat: 5,
      autoWaitListHours: null,
      ageCategory: 'ADULTS',
      genderRule: 'MIXED',
      priceModel: 'PHYSICAL',
      credit: 2,
      gymId: 7,
      classCategoryId: YOGA,
      ...over.session,
    },
    viewer:
      over.viewer === null
        ? null
        : { gender: 'FEMALE', mobile: '96551234567', kids: [], isParticipant: false, ...over.viewer },
    selectedKidId: over.selectedKidId,
    packages: over.packages ?? [pkg()],
  };
}

const kids = [
  { id: 11, gender: 'MALE' as const },
  { id: 12, gender: 'FEMALE' as const },
];

describe('joinDecision: SPEC 4.3 order', () => {
  it.each<[string, JoinDecisionInput, string]>([
    [
      '1 auto-waitlist inside the window',
      input({ session: { autoWaitListHours: 3, startsAt: hours(2) } }),
      'AUTO_WAITLIST',
    ],
    [
      '1 auto-waitlist at the window edge',
      input({ session: { autoWaitListHours: 2, startsAt: hours(2) } }),
      'AUTO_WAITLIST',
    ],
    [
      '1 outside the window joins',
      input({ session: { autoWaitListHours: 2, startsAt: hours(2.5) } }),
      'JOIN',
    ],
    [
      '1 a participant is not auto-waitlisted',
      input({
        session: { autoWaitListHours: 3, startsAt: hours(2), availableSeat: 0 },
        viewer: { isParticipant: true },
      }),
      'WAITLIST',
    ],
    [
      '1 beats full, guest and gender',
      input({
        session: { autoWaitListHours: 3, startsAt: hours(1), availableSeat: 0, genderRule: 'MALE' },
        viewer: null,
      }),
      'AUTO_WAITLIST',
    ],
    ['2 full class waitlists', input({ session: { availableSeat: 0 } }), 'WAITLIST'],
    ['2 full beats guest', input({ session: { availableSeat: 0 }, viewer: null }), 'WAITLIST'],
    ['3 guest logs in', input({ viewer: null }), 'LOGIN'],
    ['3 guest before kids rules', input({ viewer: null, session: { ageCategory: 'CHILD' } }), 'LOGIN'],
    ['4 kids class without kids', input({ session: { ageCategory: 'CHILD' } }), 'KIDS_REQUIRED'],
    [
      '4 kids class without a selected kid',
      input({ session: { ageCategory: 'CHILD' }, viewer: { kids } }),
      'SELECT_KID',
    ],
    [
      '4 kids class with a stranger kid',
      input({ session: { ageCategory: 'CHILD' }, viewer: { kids }, selectedKidId: 99 }),
      'SELECT_KID',
    ],
    [
      '4 kid gender is checked, not the parent',
      input({
        session: { ageCategory: 'CHILD', genderRule: 'FEMALE' },
        viewer: { kids, gender: 'FEMALE' },
        selectedKidId: 11,
      }),
      'GENDER',
    ],
    [
      '4 kid of the right gender',
      input({
        session: { ageCategory: 'CHILD', genderRule: 'MALE' },
        viewer: { kids, gender: 'FEMALE' },
        selectedKidId: 11,
        packages: [pkg({ category: 'CHILD', kidId: 11 })],
      }),
      'JOIN',
    ],
    ['5 adult gender mismatch', input({ session: { genderRule: 'MALE' } }), 'GENDER'],
    [
      '5 unknown gender cannot join a restricted class',
      input({ session: { genderRule: 'FEMALE' }, viewer: { gender: null } }),
      'GENDER',
    ],
    ['5 mixed fits anyone', input({ viewer: { gender: null } }), 'JOIN'],
    [
      '5 gender before mobile',
      input({ session: { genderRule: 'MALE' }, viewer: { mobile: null } }),
      'GENDER',
    ],
    ['6 mobile required', input({ viewer: { mobile: null } }), 'MOBILE_REQUIRED'],
    ['6 blank mobile', input({ viewer: { mobile: '  ' } }), 'MOBILE_REQUIRED'],
    [
      '6 mobile before checkout',
      input({ viewer: { mobile: '' }, session: { priceModel: 'PT' } }),
      'MOBILE_REQUIRED',
    ],
    ['7 PT goes to checkout', input({ session: { priceModel: 'PT' }, packages: [] }), 'CHECKOUT'],
    [
      '7 PT with a live PT package joins',
      input({
        session: { priceModel: 'PT', credit: 0 },
        packages: [pkg({ packageType: 'PT', classesLeft: 3 })],
      }),
      'JOIN',
    ],
    [
      '7 PT with no PT session left goes to checkout',
      input({
        session: { priceModel: 'PT', credit: 0 },
        packages: [pkg({ packageType: 'PT', classesLeft: 0 })],
      }),
      'CHECKOUT',
    ],
    [
      '7 PT: credits of a class package do not pay',
      input({ session: { priceModel: 'PT', credit: 0 }, packages: [pkg()] }),
      'CHECKOUT',
    ],
    [
      '7 PT: a PT package ending before the session goes to checkout',
      input({
        session: { priceModel: 'PT', credit: 0 },
        packages: [pkg({ packageType: 'PT', classesLeft: 3, expiresAt: days(1) })],
      }),
      'CHECKOUT',
    ],
    ['7 a program goes to checkout', input({ session: { priceModel: 'AUTOJOINWITHPACKAGE' } }), 'CHECKOUT'],
    [
      "7 a program's own package books one of its sessions",
      input({
        session: { priceModel: 'AUTOJOINWITHPACKAGE', programPackageId: 40 },
        packages: [pkg({ packageType: 'AUTOJOINWITHPACKAGE', catalogPackageId: 40, classesLeft: 1 })],
      }),
      'JOIN',
    ],
    [
      "7 another program's package does not",
      input({
        session: { priceModel: 'AUTOJOINWITHPACKAGE', programPackageId: 40 },
        packages: [pkg({ packageType: 'AUTOJOINWITHPACKAGE', catalogPackageId: 41, classesLeft: 1 })],
      }),
      'CHECKOUT',
    ],
    [
      '7 a used-up program package does not',
      input({
        session: { priceModel: 'AUTOJOINWITHPACKAGE', programPackageId: 40 },
        packages: [pkg({ packageType: 'AUTOJOINWITHPACKAGE', catalogPackageId: 40, classesLeft: 0 })],
      }),
      'CHECKOUT',
    ],
    ['8 no package at all', input({ packages: [] }), 'NO_BALANCE'],
    ['8 only an expired package', input({ packages: [pkg({ expiresAt: hours(-1) })] }), 'NO_BALANCE'],
    ['8 too few credits', input({ packages: [pkg({ creditsBalance: 1 })] }), 'NOT_ENOUGH_CREDITS'],
    ['8 no classes left', input({ packages: [pkg({ classesLeft: 0 })] }), 'NOT_ENOUGH_CREDITS'],
    [
      '8 credits before expiry',
      input({ packages: [pkg({ creditsBalance: 1, expiresAt: days(1) })] }),
      'NOT_ENOUGH_CREDITS',
    ],
    [
      '8 an unlimited package never runs out',
      input({ packages: [pkg({ unlimited: true, creditsBalance: 0 })] }),
      'JOIN',
    ],
    [
      '9 an unlimited package still ends',
      input({ packages: [pkg({ unlimited: true, creditsBalance: 0, expiresAt: days(1) })] }),
      'PLAN_EXPIRES',
    ],
    ['9 plan ends before the class', input({ packages: [pkg({ expiresAt: days(1) })] }), 'PLAN_EXPIRES'],
    ['10 join', input({}), 'JOIN'],
    [
      '10 free class needs no package',
      input({ session: { priceModel: 'FOC', credit: 0 }, packages: [] }),
      'JOIN',
    ],
    ['10 online class with credits', input({ session: { priceModel: 'VIRTUAL', credit: 1 } }), 'JOIN'],
  ])('%s', (_name, given, kind) => {
    expect(joinDecision(given).kind).toBe(kind);
  });

  it('uses the spec texts', () => {
    expect(joinDecision(input({ session: { genderRule: 'MALE' } }))).toEqual({
      kind: 'GENDER',
      message: 'This is a males only class',
      title: 'Error in joining',
    });
    expect(
      joinDecision(input({ session: { genderRule: 'FEMALE' }, viewer: { gender: 'MALE' } })),
    ).toMatchObject({
      message: 'This is a females only class',
    });
    expect(joinDecision(input({ viewer: { mobile: null } }))).toMatchObject({
      message: 'Please add your mobile number on your profile before booking a class.',
    });
    expect(joinDecision(input({ packages: [] }))).toMatchObject({
      message: 'You have no balance. You will be redirected to the membership page.',
    });
    expect(joinDecision(input({ packages: [pkg({ creditsBalance: 0 })] }))).toMatchObject({
      message:
        "Your don't have enough credits to join this class. Would you like to add more credits to join this class?",
    });
    expect(joinDecision(input({ packages: [pkg({ expiresAt: days(1) })] }))).toMatchObject({
      message:
        'Your plan ends before the date of this class . Would you like to add extra credits to your account in order to secure a spot in this class?',
    });
    expect(joinDecision(input({ session: { ageCategory: 'CHILD' }, viewer: { kids } }))).toMatchObject({
      message: 'Please select a kid.',
    });
    expect(joinDecision(input({ session: { autoWaitListHours: 5, startsAt: hours(1) } }))).toMatchObject({
      message: 'As per class policy you will be added to class waitlist',
    });
  });

  it('maps every refusal to a status and code', () => {
    expect(JOIN_REFUSAL.NO_BALANCE).toEqual({ error: 'JOIN_NO_BALANCE', statusCode: 402, code: '402' });
    expect(JOIN_REFUSAL.GENDER).toMatchObject({ statusCode: 400, code: 'GENDER', title: 'Error in joining' });
    expect(JOIN_REFUSAL.MOBILE_REQUIRED.code).toBe('9890');
    expect(JOIN_REFUSAL.AUTO_WAITLIST.code).toBe('WAITLIST');
    expect(MSG.creditSeatsFilled).toBe(
      'You cannot book this class with your current plan.Please buy GYM specific plan.',
    );
    expect(MSG.visitLimit).toBe(
      'You have exceeded the number of times you can visit this gym with your plan. You can add more credits to your account in order to join this class.',
    );
  });
});

describe('choosePackage', () => {
  const need = {
    credit: 2,
    gymId: 7,
    ageCategory: 'ADULTS' as const,
    classCategoryId: YOGA,
    kidId: null,
    startsAt: days(2),
    now,
  };
  const categoryPack = (over: Partial<PackageBalance> = {}) =>
    pkg({ packageType: 'SPECIALCLASSCATEGORY', classCategoryIds: [YOGA, PILATES], ...over });
  it.each<[string, PackageBalance[], string | number]>([
    ['a category pack pays for a class of its activities', [categoryPack({ id: 3 })], 3],
    [
      'a category pack of other activities does not pay, and says why',
      [categoryPack({ classCategoryIds: [SPINNING] })],
      'NOT_IN_CATEGORY',
    ],
    [
      'a category pack with no activities pays for nothing',
      [categoryPack({ classCategoryIds: [] })],
      'NOT_IN_CATEGORY',
    ],
    [
      'another package pays where the category pack does not',
      [categoryPack({ id: 1, classCategoryIds: [SPINNING], expiresAt: days(5) }), pkg({ id: 2 })],
      2,
    ],
    [
      'a package of the right activity without enough credits is not enough credits',
      [categoryPack({ creditsBalance: 1 })],
      'NOT_ENOUGH_CREDITS',
    ],
    ['other types ignore the activities', [pkg({ id: 4, classCategoryIds: [SPINNING] })], 4],
    [
      'the gym-specific package first',
      [pkg({ id: 1 }), pkg({ id: 2, gymId: 7, packageType: 'GYMSPECIFIC', expiresAt: days(40) })],
      2,
    ],
    [
      'then the earliest expiry',
      [pkg({ id: 1, expiresAt: days(40) }), pkg({ id: 2, expiresAt: days(10) })],
      2,
    ],
    [
      "another gym's package does not pay",
      [pkg({ id: 1, gymId: 8, packageType: 'GYMSPECIFIC' })],
      'NO_BALANCE',
    ],
    ['a PT package does not pay for classes', [pkg({ packageType: 'PT' })], 'NO_BALANCE'],
    ['a child package does not pay for adults', [pkg({ category: 'CHILD' })], 'NO_BALANCE'],
    ['skips a package with too few credits', [pkg({ id: 1, creditsBalance: 1 }), pkg({ id: 2 })], 2],
    [
      'skips one that ends too soon',
      [pkg({ id: 1, expiresAt: days(1) }), pkg({ id: 2, expiresAt: days(9) })],
      2,
    ],
  ])('%s', (_name, packages, expected) => {
    const choice = choosePackage(packages, need);
    expect(choice.kind === 'OK' ? choice.pkg.id : choice.kind).toBe(expected);
  });

  it('a kid package pays only for its kid', () => {
    const kidNeed = { ...need, ageCategory: 'CHILD' as const, kidId: 11 };
    expect(choosePackage([pkg({ category: 'CHILD', kidId: 12 })], kidNeed).kind).toBe('NO_BALANCE');
    expect(choosePackage([pkg({ category: 'CHILD', kidId: 11 })], kidNeed).kind).toBe('OK');
    expect(choosePackage([pkg({ category: 'CHILD', kidId: null })], kidNeed).kind).toBe('OK');
  });
});

describe('paysForClass and onSalePaysForClass: one rule for the join and the buy page', () => {
  const yogaAtGym7 = { ageCategory: 'ADULTS' as const, gymId: 7, classCategoryId: YOGA };
  const onSale = (over: Partial<PackageBalance> & { credits?: number } = {}) => ({
    packageType: 'SPECIALCLASSCATEGORY' as const,
    category: 'ADULTS' as const,
    gymId: null,
    classCategoryIds: [YOGA, PILATES],
    credits: 12,
    unlimited: false,
    ...over,
  });
  it.each<[string, ReturnType<typeof onSale>, boolean]>([
    ['a category pack of the class activity', onSale(), true],
    ['a category pack of other activities', onSale({ classCategoryIds: [SPINNING] }), false],
    ['a general package', onSale({ packageType: 'GENERAL', classCategoryIds: [] }), true],
    ["another gym's package", onSale({ packageType: 'GYMSPECIFIC', gymId: 8 }), false],
    ['a kids package for an adults class', onSale({ category: 'CHILD' }), false],
    ['a PT package', onSale({ packageType: 'PT' }), false],
    ['too few credits for the class', onSale({ credits: 1 }), false],
    ['unlimited, whatever its credits', onSale({ credits: 0, unlimited: true }), true],
  ])('%s', (_name, pack, expected) => {
    expect(onSalePaysForClass(pack, { ...yogaAtGym7, credit: 2 })).toBe(expected);
  });

  it('a class of no known activity is paid by no category pack', () => {
    expect(paysForClass(onSale(), { ...yogaAtGym7, classCategoryId: null })).toBe(false);
    expect(paysForClass(onSale({ packageType: 'GENERAL' }), { ...yogaAtGym7, classCategoryId: null })).toBe(
      true,
    );
  });

  it('the join refuses with the category text and its own code', () => {
    const refused = joinDecision(
      input({
        session: { classCategoryId: SPINNING },
        packages: [pkg({ packageType: 'SPECIALCLASSCATEGORY', classCategoryIds: [YOGA] })],
      }),
    );
    expect(refused).toEqual({ kind: 'NOT_IN_CATEGORY', message: MSG.notInCategory });
    expect(JOIN_REFUSAL.NOT_IN_CATEGORY).toMatchObject({ statusCode: 402, code: 'CATEGORY' });
  });
});

describe('choosePtPackage and ptSessionCredit (step 7)', () => {
  const need = {
    gymId: 7,
    ageCategory: 'ADULTS' as const,
    kidId: null,
    startsAt: days(2),
    now,
    price: 18_000,
  };
  const pt = (over: Partial<PackageBalance> = {}) => pkg({ packageType: 'PT', classesLeft: 5, ...over });
  it.each<[string, PackageBalance[], number | null]>([
    ['a live PT package with classes left', [pt({ id: 4 })], 4],
    ['unlimited PT sessions', [pt({ id: 4, classesLeft: null })], 4],
    ['none left', [pt({ classesLeft: 0 })], null],
    ['expired', [pt({ expiresAt: hours(-1) })], null],
    ["another gym's PT package", [pt({ gymId: 8 })], null],
    ['a credit package is not a PT package', [pkg()], null],
    ['a child PT package does not pay for an adult', [pt({ category: 'CHILD' })], null],
    ['the gym own package first', [pt({ id: 1 }), pt({ id: 2, gymId: 7, expiresAt: days(50) })], 2],
    ['then the earliest expiry', [pt({ id: 1, expiresAt: days(40) }), pt({ id: 2, expiresAt: days(10) })], 2],
    // A 15.000 KWD-a-session pack does not pay for an 18.000 KWD trainer; 18.000 or more does.
    ['a pack worth less a session than the trainer’s price', [pt({ ptSessionValue: 15_000 })], null],
    ['a pack worth the trainer’s price', [pt({ id: 6, ptSessionValue: 18_000 })], 6],
    [
      'the pack that covers the price, past one that does not',
      [pt({ id: 1, ptSessionValue: 15_000 }), pt({ id: 2, ptSessionValue: 28_000 })],
      2,
    ],
  ])('%s', (_name, packages, expected) => {
    expect(choosePtPackage(packages, need)?.id ?? null).toBe(expected);
  });

  it('values a PT pack per session, rounding down', () => {
    expect(ptSessionValue({ price: 75_000, classes: 5, credits: 5 })).toBe(15_000);
    expect(ptSessionValue({ price: 100_000, classes: 3, credits: 3 })).toBe(33_333);
    expect(ptSessionValue({ price: 18_000, classes: 1, credits: 1 })).toBe(18_000);
  });

  it('refuses an 18.000 session on a 15.000 pack: checkout, where a single session is offered', () => {
    expect(
      joinDecision(
        input({
          session: { priceModel: 'PT', credit: 0, price: 18_000 },
          packages: [pt({ ptSessionValue: 15_000 })],
        }),
      ),
    ).toEqual({ kind: 'CHECKOUT', message: MSG.checkoutRequired });
  });

  it('a PT session takes one credit while the package has any', () => {
    expect(ptSessionCredit({ creditsBalance: 5 })).toBe(1);
    expect(ptSessionCredit({ creditsBalance: 0 })).toBe(0);
  });

  it('joins with the chosen PT package', () => {
    expect(
      joinDecision(input({ session: { priceModel: 'PT', credit: 0 }, packages: [pkg(), pt({ id: 9 })] })),
    ).toEqual({ kind: 'JOIN', packageId: 9 });
  });
});

describe('joinEligibility (steps 3 to 6, also checked when joining a waitlist)', () => {
  it('uses the waitlist mobile text when adding to the waitlist', () => {
    expect(joinEligibility(input({ viewer: { mobile: null } }), 'waitlist')).toEqual({
      kind: 'MOBILE_REQUIRED',
      message: 'You need to add your mobile number before adding the class to waitlist.',
    });
  });
  it('gives the selected kid for a kids class', () => {
    expect(
      joinEligibility(input({ session: { ageCategory: 'CHILD' }, viewer: { kids }, selectedKidId: 12 })),
    ).toEqual({ kind: 'OK', kidId: 12 });
  });
  it('ignores seats, credits and the auto-waitlist window', () => {
    expect(
      joinEligibility(
        input({ session: { availableSeat: 0, autoWaitListHours: 9, startsAt: hours(1) }, packages: [] }),
      ),
    ).toEqual({ kind: 'OK', kidId: null });
  });
});
