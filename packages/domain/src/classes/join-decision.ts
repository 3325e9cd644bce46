import type { Gender } from '../common/fields';
import { ERRORS, type ErrorCode, type ErrorEntry } from '../errors';
import { MSG } from '../messages';
import type { AgeCategory, GenderRule, PriceModel } from './enums';
import { choosePackage, chooseProgramPackage, choosePtPackage, type PackageBalance } from './packages';

export interface JoinDecisionInput {
  now: Date;
  session: {
    startsAt: Date;
    availableSeat: number;
    /** Hours before the start from which joiners go to the waitlist; null or 0: never. */
    autoWaitListHours: number | null;
    ageCategory: AgeCategory;
    genderRule: GenderRule;
    priceModel: PriceModel;
    /** Credits the class costs (0 for free classes and in prime mode). */
    credit: number;
    gymId: number | null;
    /** The class's activity (class category): a category pack pays only for its own. */
    classCategoryId: number | null;
    /** A workshop's program package (AUTOJOINWITHPACKAGE); null or absent otherwise. */
    programPackageId?: number | null;
    /** A PT session's price, the trainer's (minor units): a PT package pays when it covers it. */
    price?: number;
  };
  /** null: a guest. */
  viewer: null | {
    gender: Gender | null;
    mobile: string | null;
    kids: readonly { id: number; gender: Gender }[];
    /** Already holds a booking of this session (for the selected kid, in a kids' class). */
    isParticipant: boolean;
  };
  selectedKidId?: number | null;
  /** The viewer's packages; only live, matching ones count. */
  packages: readonly PackageBalance[];
}

export type JoinDecision =
  | { kind: 'AUTO_WAITLIST'; message: string }
  | { kind: 'WAITLIST'; message: string }
  | { kind: 'LOGIN' }
  | { kind: 'KIDS_REQUIRED'; message: string }
  | { kind: 'SELECT_KID'; message: string }
  | { kind: 'GENDER'; message: string; title: string }
  | { kind: 'MOBILE_REQUIRED'; message: string }
  | { kind: 'CHECKOUT'; message: string }
  | { kind: 'NO_BALANCE'; message: string }
  | { kind: 'NOT_IN_CATEGORY'; message: string }
  | { kind: 'NOT_ENOUGH_CREDITS'; message: string }
  | { kind: 'PLAN_EXPIRES'; message: string }
  | { kind: 'JOIN'; packageId: number | null };
export type JoinDecisionKind = JoinDecision['kind'];

/** SPEC 4.3 step 1: joiners go to the waitlist from `hours` before the start (null or 0: never). */
export function inAutoWaitlistWindow(startsAt: Date, hours: number | null | undefined, now: Date): boolean {
  const window = hours ?? 0;
  return window > 0 && startsAt.getTime() - now.getTime() <= window * 3_600_000;
}

/** Whether a person of `gender` fits a gender rule: the customer at booking, the trainer at a women-only branch. */
export const genderFits = (rule: GenderRule, gender: Gender | null | undefined) =>
  rule === 'MIXED' || rule === gender;

/** SPEC 4.3: the ten-step joining decision, in the spec's order. The server is the authority. */
export function joinDecision(input: JoinDecisionInput): JoinDecision {
  const { session, viewer, now } = input;
  // 1. Auto-waitlist within autoWaitListTime hours of the start, unless already a participant.
  if (inAutoWaitlistWindow(session.startsAt, session.autoWaitListHours, now) && !viewer?.isParticipant) {
    return { kind: 'AUTO_WAITLIST', message: MSG.waitlistPolicy };
  }
  // 2. Full: waitlist.
  if (session.availableSeat <= 0) return { kind: 'WAITLIST', message: MSG.classFull };
  const eligibility = joinEligibility(input);
  if (eligibility.kind !== 'OK') return eligibility;
  const kidId = eligibility.kidId;
  // 7. Personal training uses a session of a live PT package, else goes to checkout to buy one;
  // programs are bought at checkout (their package then pays only for the program's own sessions).
  if (session.priceModel === 'PT') {
    const pt = choosePtPackage(input.packages, {
      gymId: session.gymId,
      ageCategory: session.ageCategory,
      kidId,
      startsAt: session.startsAt,
      now,
      price: session.price ?? 0,
    });
    return pt ? { kind: 'JOIN', packageId: pt.id } : { kind: 'CHECKOUT', message: MSG.checkoutRequired };
  }
  if (session.priceModel === 'AUTOJOINWITHPACKAGE') {
    const program = chooseProgramPackage(input.packages, {
      programPackageId: session.programPackageId ?? null,
      startsAt: session.startsAt,
      now,
    });
    return program
      ? { kind: 'JOIN', packageId: program.id }
      : { kind: 'CHECKOUT', message: MSG.checkoutRequired };
  }
  if (session.credit <= 0) return { kind: 'JOIN', packageId: null };
  // 8 and 9. Credits, then the plan's expiry.
  const choice = choosePackage(input.packages, {
    credit: session.credit,
    gymId: session.gymId,
    ageCategory: session.ageCategory,
    classCategoryId: session.classCategoryId,
    kidId,
    startsAt: session.startsAt,
    now,
  });
  switch (choice.kind) {
    case 'NO_BALANCE':
      return { kind: 'NO_BALANCE', message: MSG.noBalance };
    case 'NOT_IN_CATEGORY':
      return { kind: 'NOT_IN_CATEGORY', message: MSG.notInCategory };
    case 'NOT_ENOUGH_CREDITS':
      return { kind: 'NOT_ENOUGH_CREDITS', message: MSG.notEnoughCredits };
    case 'PLAN_EXPIRES':
      return { kind: 'PLAN_EXPIRES', message: MSG.planExpires };
    case 'OK':
      // 10. Join.
      return { kind: 'JOIN', packageId: choice.pkg.id };
  }
}

export type EligibilityResult =
  | { kind: 'OK'; kidId: number | null }
  | Extract<JoinDecision, { kind: 'LOGIN' | 'KIDS_REQUIRED' | 'SELECT_KID' | 'GENDER' | 'MOBILE_REQUIRED' }>;

/**
 * Steps 3 to 6 alone: who may take a seat at all (guest, kids, gender, mobile). Adding to a waitlist
 * checks these too, with the waitlist's mobile text.
 */
export function joinEligibility(
  input: Pick<JoinDecisionInput, 'session' | 'viewer' | 'selectedKidId'>,
  purpose: 'book' | 'waitlist' = 'book',
): EligibilityResult {
  const { session, viewer } = input;
  // 3. Guests log in.
  if (!viewer) return { kind: 'LOGIN' };
  let kidId: number | null = null;
  if (session.ageCategory === 'CHILD') {
    // 4. Kids on the profile, a selected kid, and the kid's gender.
    if (viewer.kids.length === 0) return { kind: 'KIDS_REQUIRED', message: MSG.noKids };
    const kid = viewer.kids.find((k) => k.id === input.selectedKidId);
    if (!kid) return { kind: 'SELECT_KID', message: MSG.selectKid };
    if (!genderFits(session.genderRule, kid.gender)) return genderError(session.genderRule);
    kidId = kid.id;
  } else if (!genderFits(session.genderRule, viewer.gender)) {
    // 5. Adults: the customer's gender.
    return genderError(session.genderRule);
  }
  // 6. A mobile number.
  if (!viewer.mobile?.trim()) {
    return { kind: 'MOBILE_REQUIRED', message: purpose === 'book' ? MSG.mobileToBook : MSG.mobileToWaitlist };
  }
  return { kind: 'OK', kidId };
}

function genderError(rule: GenderRule): Extract<JoinDecision, { kind: 'GENDER' }> {
  return {
    kind: 'GENDER',
    message: MSG.genderOnly(rule === 'MALE' ? 'MALE' : 'FEMALE'),
    title: MSG.joinErrorTitle,
  };
}

/** The catalogue error of each refusal. Codes of the spec's confirm popup (SPEC 8.4) are reused where
 * they fit: WAITLIST, NOKIDS, KIDS, 9890 (Edit Profile), 402. */
const REFUSAL_ERROR = {
  AUTO_WAITLIST: 'JOIN_AUTO_WAITLIST',
  WAITLIST: 'JOIN_WAITLIST',
  LOGIN: 'JOIN_LOGIN',
  KIDS_REQUIRED: 'JOIN_KIDS_REQUIRED',
  SELECT_KID: 'JOIN_SELECT_KID',
  GENDER: 'JOIN_GENDER',
  MOBILE_REQUIRED: 'JOIN_MOBILE_REQUIRED',
  CHECKOUT: 'JOIN_CHECKOUT',
  NO_BALANCE: 'JOIN_NO_BALANCE',
  NOT_IN_CATEGORY: 'JOIN_NOT_IN_CATEGORY',
  NOT_ENOUGH_CREDITS: 'JOIN_NOT_ENOUGH_CREDITS',
  PLAN_EXPIRES: 'JOIN_PLAN_EXPIRES',
} as const satisfies Record<Exclude<JoinDecisionKind, 'JOIN'>, ErrorCode>;

type RefusalKind = keyof typeof REFUSAL_ERROR;

/** How the API answers each refusal: its catalogue error (status and code) and the popup's title. */
export const JOIN_REFUSAL = Object.fromEntries(
  Object.entries(REFUSAL_ERROR).map(([kind, error]) => {
    const entry: ErrorEntry = ERRORS[error];
    const title = kind === 'GENDER' ? { title: MSG.joinErrorTitle } : {};
    return [kind, { error, statusCode: entry.status, code: entry.code ?? '', ...title }];
  }),
) as {
  [K in RefusalKind]: { error: (typeof REFUSAL_ERROR)[K]; statusCode: number; code: string; title?: string };
};
