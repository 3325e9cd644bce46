import { SEAT_POLICY_LIMITS, type SeatPolicyDto, seatPolicySchema, type WaitlistMode } from '@kinetic/domain';

/**
 * The policy as its form holds it: a number input answers '' when emptied, and the strike rule's
 * switch (`pauseAfterStrikes`) keeps the strike limit typed while it is off, to send null instead.
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
}

export type PolicyField = keyof SeatPolicyDraft;

/** The strike limit the switch offers when a partner turns the pause on for the first time. */
export const SUGGESTED_STRIKE_LIMIT = 3;

export const draftOf = (policy: SeatPolicyDto): SeatPolicyDraft => ({
  waitlistMode: policy.waitlistMode,
  offerClaimMinutes: policy.offerClaimMinutes,
  offerCutoffMinutes: policy.offerCutoffMinutes,
  waitlistMax: policy.waitlistMax ?? '',
  pauseAfterStrikes: policy.strikeLimit !== null,
  strikeLimit: policy.strikeLimit ?? SUGGESTED_STRIKE_LIMIT,
  strikeWindowDays: policy.strikeWindowDays,
  strikePauseDays: policy.strikePauseDays,
  lateCancelStrikes: policy.lateCancelStrikes,
});

/**
 * What a field must hold, for its message: whole minutes in bounds, a waitlist size or nothing, a
 * number of strikes, or whole days.
 */
export type FieldProblem = { kind: 'minutes' | 'waitlistMax' | 'strikes' | 'days'; min: number; max: number };

type NumberField =
  | 'offerClaimMinutes'
  | 'offerCutoffMinutes'
  | 'waitlistMax'
  | 'strikeLimit'
  | 'strikeWindowDays'
  | 'strikePauseDays';

const PROBLEM: Record<NumberField, FieldProblem> = {
  offerClaimMinutes: { kind: 'minutes', ...SEAT_POLICY_LIMITS.claimMinutes },
  offerCutoffMinutes: { kind: 'minutes', ...SEAT_POLICY_LIMITS.cutoffMinutes },
  waitlistMax: { kind: 'waitlistMax', ...SEAT_POLICY_LIMITS.waitlistMax },
  strikeLimit: { kind: 'strikes', ...SEAT_POLICY_LIMITS.strikeLimit },
  strikeWindowDays: { kind: 'days', ...SEAT_POLICY_LIMITS.strikeDays },
  strikePauseDays: { kind: 'days', ...SEAT_POLICY_LIMITS.strikeDays },
};

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
 * The policy to send, checked by the domain's seatPolicySchema, or each wrong field's problem. A hidden
 * field left wrong is not the partner's to fix, so its saved value is sent instead: the claim window and
 * cut-off in AUTO mode, the strike window and pause length while the pause is off (the strike limit is
 * then null). Settings the form does not know are sent back as loaded.
 */
export function checkDraft(
  draft: SeatPolicyDraft,
  saved: SeatPolicyDto,
): { policy: SeatPolicyDto } | { problems: Partial<Record<PolicyField, FieldProblem>> } {
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
  };
  const hidden = [
    ...(draft.waitlistMode === 'AUTO' ? (['offerClaimMinutes', 'offerCutoffMinutes'] as const) : []),
    ...(draft.pauseAfterStrikes ? [] : (['strikeWindowDays', 'strikePauseDays'] as const)),
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
  }
  return { problems };
}
