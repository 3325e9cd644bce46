import {
  currencyDecimals,
  type FeeUnit,
  type RollDefault,
  SEAT_FEE_LIMITS,
  SEAT_POLICY_LIMITS,
  SELF_CHECK_IN_MINUTES,
  type SeatPolicyDto,
  seatPolicySchema,
  toMajorString,
  toMinor,
  type WaitlistMode,
} from '@kinetic/domain';

/**
 * The policy as its form holds it: a number input answers '' when emptied, and the strike rule's
 * switch (`pauseAfterStrikes`) keeps the strike limit typed while it is off, to send null instead.
 * The fees (docs/adr/0040) are held as typed: whole credits, or money in major units of the partner's
 * currency ('1.500' KWD), sent in minor units; an emptied fee is no fee. Self check-in's switch
 * (`selfCheckIn`) keeps its minutes typed while it is off, as the strike rule's does, to send null.
 * `rollDefault`: what those neither checked in nor marked absent count as when the roll closes.
 */
export interface SeatPolicyDraft {
  waitlistMode: WaitlistMode;
  offerClaimMinutes: number | string;
  offerCutoffMinutes: number | string;
  waitlistMax: number | string;
  pauseAfterStrikes: boolean;
  strikeLimit: number | string;
  strikeWindowDays: number | string;
  strikePauseDays: number | string;
  lateCancelStrikes: boolean;
  feeUnit: FeeUnit;
  lateCancelFee: number | string;
  noShowFee: number | string;
  feeDelayHours: number | string;
  selfCheckIn: boolean;
  selfCheckInMinutes: number | string;
  rollDefault: RollDefault;
}

export type PolicyField = keyof SeatPolicyDraft;

/** The strike limit the switch offers when a partner turns the pause on for the first time. */
export const SUGGESTED_STRIKE_LIMIT = 3;
/** The minutes before the start self check-in opens from, offered when a partner first turns it on. */
export const SUGGESTED_SELF_CHECK_IN_MINUTES = 30;

/** A saved fee as its field shows it: credits as they are, money in major units ('1.500'). */
const feeField = (unit: FeeUnit, amount: number, currencyCode: string): number | string =>
  unit === 'MONEY' ? toMajorString(amount, currencyCode) : amount;

/** `currencyCode`: the partner's, that its fees in money are in (the seat policy view's). */
export const draftOf = (policy: SeatPolicyDto, currencyCode: string): SeatPolicyDraft => ({
  waitlistMode: policy.waitlistMode,
  offerClaimMinutes: policy.offerClaimMinutes,
  offerCutoffMinutes: policy.offerCutoffMinutes,
  waitlistMax: policy.waitlistMax ?? '',
  pauseAfterStrikes: policy.strikeLimit !== null,
  strikeLimit: policy.strikeLimit ?? SUGGESTED_STRIKE_LIMIT,
  strikeWindowDays: policy.strikeWindowDays,
  strikePauseDays: policy.strikePauseDays,
  lateCancelStrikes: policy.lateCancelStrikes,
  feeUnit: policy.feeUnit,
  lateCancelFee: feeField(policy.feeUnit, policy.lateCancelFee, currencyCode),
  noShowFee: feeField(policy.feeUnit, policy.noShowFee, currencyCode),
  feeDelayHours: policy.feeDelayHours,
  selfCheckIn: policy.selfCheckInMinutes != null,
  selfCheckInMinutes: policy.selfCheckInMinutes ?? SUGGESTED_SELF_CHECK_IN_MINUTES,
  rollDefault: policy.rollDefault,
});

/**
 * The draft with its fees in another unit: the saved amounts when that is the saved unit, else none (an
 * amount is never carried across, as 2 credits are not 2 dinars).
 */
export function withFeeUnit(
  draft: SeatPolicyDraft,
  unit: FeeUnit,
  saved: SeatPolicyDto,
  currencyCode: string,
): SeatPolicyDraft {
  if (unit === draft.feeUnit) return draft;
  const back = unit === saved.feeUnit;
  return {
    ...draft,
    feeUnit: unit,
    lateCancelFee: back ? feeField(unit, saved.lateCancelFee, currencyCode) : '',
    noShowFee: back ? feeField(unit, saved.noShowFee, currencyCode) : '',
  };
}

/**
 * What a field must hold, for its message: whole minutes in bounds, a waitlist size or nothing, a
 * number of strikes, whole days, whole credits, an amount of money (its bounds in minor units), or
 * whole hours.
 */
export type FieldProblem = {
  kind: 'minutes' | 'waitlistMax' | 'strikes' | 'days' | 'creditFee' | 'moneyFee' | 'hours';
  min: number;
  max: number;
};

type NumberField =
  | 'offerClaimMinutes'
  | 'offerCutoffMinutes'
  | 'waitlistMax'
  | 'strikeLimit'
  | 'strikeWindowDays'
  | 'strikePauseDays'
  | 'feeDelayHours'
  | 'selfCheckInMinutes';

const PROBLEM: Record<NumberField, FieldProblem> = {
  offerClaimMinutes: { kind: 'minutes', ...SEAT_POLICY_LIMITS.claimMinutes },
  offerCutoffMinutes: { kind: 'minutes', ...SEAT_POLICY_LIMITS.cutoffMinutes },
  waitlistMax: { kind: 'waitlistMax', ...SEAT_POLICY_LIMITS.waitlistMax },
  strikeLimit: { kind: 'strikes', ...SEAT_POLICY_LIMITS.strikeLimit },
  strikeWindowDays: { kind: 'days', ...SEAT_POLICY_LIMITS.strikeDays },
  strikePauseDays: { kind: 'days', ...SEAT_POLICY_LIMITS.strikeDays },
  feeDelayHours: { kind: 'hours', ...SEAT_FEE_LIMITS.delayHours },
  selfCheckInMinutes: { kind: 'minutes', ...SELF_CHECK_IN_MINUTES },
};

const FEE_FIELDS = ['lateCancelFee', 'noShowFee'] as const;
type FeeField = (typeof FEE_FIELDS)[number];
const isFeeField = (field: unknown): field is FeeField => field === 'lateCancelFee' || field === 'noShowFee';

/** What a fee field must hold in a unit. */
const feeProblem = (unit: FeeUnit): FieldProblem =>
  unit === 'CREDITS'
    ? { kind: 'creditFee', ...SEAT_FEE_LIMITS.credits }
    : { kind: 'moneyFee', ...SEAT_FEE_LIMITS.money };

/**
 * A fee as typed, in what the policy holds (credits, or minor units of `currencyCode`): '' is none (0);
 * null when it is not an amount the unit allows (a part credit, more decimals than the currency has, a
 * negative or an amount over the bounds).
 */
export function feeAmountOf(value: number | string, unit: FeeUnit, currencyCode: string): number | null {
  if (value === '') return 0;
  const text = String(value).trim();
  const bounds = unit === 'CREDITS' ? SEAT_FEE_LIMITS.credits : SEAT_FEE_LIMITS.money;
  const decimals = unit === 'CREDITS' ? 0 : currencyDecimals(currencyCode);
  const shape = decimals === 0 ? /^\d+$/ : new RegExp(`^\\d*(\\.\\d{0,${decimals}})?$`);
  if (!shape.test(text) || text === '.') return null;
  const amount = unit === 'CREDITS' ? Number(text) : toMinor(text, currencyCode);
  return amount >= bounds.min && amount <= bounds.max ? amount : null;
}

const isNumberField = (field: unknown): field is NumberField =>
  typeof field === 'string' && Object.hasOwn(PROBLEM, field);

/** '' is no number (undefined: the schema refuses it), anything else the number it reads as. */
const numberOf = (value: number | string): number | undefined =>
  value === '' ? undefined : typeof value === 'number' ? value : Number(value);

/** The strike rule the draft sets, when its three numbers are all right (for the form's summary line). */
export function strikeRuleOf(
  draft: SeatPolicyDraft,
): { limit: number; windowDays: number; pauseDays: number } | null {
  if (!draft.pauseAfterStrikes) return null;
  const { shape } = seatPolicySchema;
  const limit = shape.strikeLimit.safeParse(numberOf(draft.strikeLimit));
  const windowDays = shape.strikeWindowDays.safeParse(numberOf(draft.strikeWindowDays));
  const pauseDays = shape.strikePauseDays.safeParse(numberOf(draft.strikePauseDays));
  if (!limit.success || limit.data === null || !windowDays.success || !pauseDays.success) return null;
  return { limit: limit.data, windowDays: windowDays.data, pauseDays: pauseDays.data };
}

/**
 * The fee rule the draft sets, when its amounts and delay are all right and some fee is charged (for the
 * form's summary line): the amounts in credits or minor units.
 */
export function feeRuleOf(
  draft: SeatPolicyDraft,
  currencyCode: string,
): { unit: FeeUnit; lateCancel: number; noShow: number; delayHours: number } | null {
  const lateCancel = feeAmountOf(draft.lateCancelFee, draft.feeUnit, currencyCode);
  const noShow = feeAmountOf(draft.noShowFee, draft.feeUnit, currencyCode);
  const delayHours = seatPolicySchema.shape.feeDelayHours.safeParse(numberOf(draft.feeDelayHours));
  if (lateCancel === null || noShow === null || lateCancel + noShow === 0) return null;
  if (!delayHours.success || draft.feeDelayHours === '') return null;
  return { unit: draft.feeUnit, lateCancel, noShow, delayHours: delayHours.data };
}

/** Whether the draft charges a fee (as typed): the delay before a fee is taken matters only then. */
export const chargesFees = (draft: SeatPolicyDraft) =>
  FEE_FIELDS.some((field) => draft[field] !== '' && Number(draft[field]) !== 0);

/**
 * The policy to send, checked by the domain's seatPolicySchema, or each wrong field's problem. A hidden
 * field left wrong is not the partner's to fix, so its saved value is sent instead: the claim window and
 * cut-off in AUTO mode, the strike window and pause length while the pause is off (the strike limit is
 * then null), the fees' delay while no fee is charged. Fees are sent as credits or minor units of
 * `currencyCode`. Self check-in switched off is sent as null minutes, whatever is typed. Settings the
 * form does not know are sent back as loaded.
 */
export function checkDraft(
  draft: SeatPolicyDraft,
  saved: SeatPolicyDto,
  currencyCode: string,
): { policy: SeatPolicyDto } | { problems: Partial<Record<PolicyField, FieldProblem>> } {
  const fees = {
    lateCancelFee: feeAmountOf(draft.lateCancelFee, draft.feeUnit, currencyCode),
    noShowFee: feeAmountOf(draft.noShowFee, draft.feeUnit, currencyCode),
  };
  const candidate = {
    ...saved,
    waitlistMode: draft.waitlistMode,
    offerClaimMinutes: numberOf(draft.offerClaimMinutes),
    offerCutoffMinutes: numberOf(draft.offerCutoffMinutes),
    waitlistMax: draft.waitlistMax === '' ? null : numberOf(draft.waitlistMax),
    strikeLimit: draft.pauseAfterStrikes ? numberOf(draft.strikeLimit) : null,
    strikeWindowDays: numberOf(draft.strikeWindowDays),
    strikePauseDays: numberOf(draft.strikePauseDays),
    lateCancelStrikes: draft.lateCancelStrikes,
    feeUnit: draft.feeUnit,
    // A fee that is no amount is sent as none of the schema's, for its problem below.
    lateCancelFee: fees.lateCancelFee ?? Number.NaN,
    noShowFee: fees.noShowFee ?? Number.NaN,
    feeDelayHours: draft.feeDelayHours === '' ? Number.NaN : numberOf(draft.feeDelayHours),
    // Emptied while on is no number of minutes (not the schema's default of off).
    selfCheckInMinutes: !draft.selfCheckIn
      ? null
      : draft.selfCheckInMinutes === ''
        ? Number.NaN
        : numberOf(draft.selfCheckInMinutes),
    rollDefault: draft.rollDefault,
  };
  const hidden = [
    ...(draft.waitlistMode === 'AUTO' ? (['offerClaimMinutes', 'offerCutoffMinutes'] as const) : []),
    ...(draft.pauseAfterStrikes ? [] : (['strikeWindowDays', 'strikePauseDays'] as const)),
    ...(chargesFees(draft) ? [] : (['feeDelayHours'] as const)),
  ];
  for (const field of hidden) {
    if (!seatPolicySchema.shape[field].safeParse(candidate[field]).success) candidate[field] = saved[field];
  }
  const result = seatPolicySchema.safeParse(candidate);
  if (result.success) return { policy: result.data };
  const problems: Partial<Record<PolicyField, FieldProblem>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isNumberField(field)) problems[field] = PROBLEM[field];
    else if (isFeeField(field)) problems[field] = feeProblem(draft.feeUnit);
  }
  return { problems };
}
