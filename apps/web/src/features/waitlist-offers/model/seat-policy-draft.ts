import { SEAT_POLICY_LIMITS, type SeatPolicyDto, seatPolicySchema, type WaitlistMode } from '@kinetic/domain';

/**
 * The waitlist part of the policy as its form holds it: a number input answers '' when emptied. The
 * policy's other settings are not this form's: they are sent back as loaded.
 */
export interface SeatPolicyDraft {
  waitlistMode: WaitlistMode;
  offerClaimMinutes: number | string;
  offerCutoffMinutes: number | string;
  waitlistMax: number | string;
}

export type PolicyField = keyof SeatPolicyDraft;

export const draftOf = (policy: SeatPolicyDto): SeatPolicyDraft => ({
  waitlistMode: policy.waitlistMode,
  offerClaimMinutes: policy.offerClaimMinutes,
  offerCutoffMinutes: policy.offerCutoffMinutes,
  waitlistMax: policy.waitlistMax ?? '',
});

/** What a field must hold, for its message: whole minutes in bounds, or a waitlist size or nothing. */
export type FieldProblem = { kind: 'minutes' | 'waitlistMax'; min: number; max: number };

const PROBLEM: Record<Exclude<PolicyField, 'waitlistMode'>, FieldProblem> = {
  offerClaimMinutes: { kind: 'minutes', ...SEAT_POLICY_LIMITS.claimMinutes },
  offerCutoffMinutes: { kind: 'minutes', ...SEAT_POLICY_LIMITS.cutoffMinutes },
  waitlistMax: { kind: 'waitlistMax', ...SEAT_POLICY_LIMITS.waitlistMax },
};

/** '' is no number (undefined: the schema refuses it), anything else the number it reads as. */
const numberOf = (value: number | string): number | undefined =>
  value === '' ? undefined : typeof value === 'number' ? value : Number(value);

/**
 * The policy to send, checked by the domain's seatPolicySchema, or each wrong field's problem. In AUTO
 * mode the claim window and cut-off are hidden: a value left wrong there is not the partner's to fix, so
 * the saved one is sent instead.
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
  };
  if (draft.waitlistMode === 'AUTO') {
    for (const field of ['offerClaimMinutes', 'offerCutoffMinutes'] as const) {
      if (!seatPolicySchema.shape[field].safeParse(candidate[field]).success) candidate[field] = saved[field];
    }
  }
  const result = seatPolicySchema.safeParse(candidate);
  if (result.success) return { policy: result.data };
  const problems: Partial<Record<PolicyField, FieldProblem>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field === 'offerClaimMinutes' || field === 'offerCutoffMinutes' || field === 'waitlistMax')
      problems[field] = PROBLEM[field];
  }
  return { problems };
}
