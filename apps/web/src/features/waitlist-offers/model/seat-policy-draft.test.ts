import { DEFAULT_SEAT_POLICY, type SeatPolicyDto } from '@kinetic/domain';
import { describe, expect, it } from 'vitest';
import { checkDraft, draftOf } from './seat-policy-draft';

const SAVED: SeatPolicyDto = { ...DEFAULT_SEAT_POLICY, waitlistMode: 'OFFER', offerClaimMinutes: 20 };

describe("a partner's seat policy form", () => {
  it('holds no limit as an empty waitlist size, and sends it back as null', () => {
    const draft = draftOf(SAVED);
    expect(draft.waitlistMax).toBe('');
    expect(checkDraft(draft, SAVED)).toEqual({ policy: SAVED });
    expect(checkDraft({ ...draft, waitlistMax: 12 }, SAVED)).toEqual({
      policy: { ...SAVED, waitlistMax: 12 },
    });
  });

  it("names each field outside the domain's bounds, with the bounds", () => {
    const checked = checkDraft(
      { ...draftOf(SAVED), offerClaimMinutes: 2, offerCutoffMinutes: '', waitlistMax: 0 },
      SAVED,
    );
    expect(checked).toEqual({
      problems: {
        offerClaimMinutes: { kind: 'minutes', min: 5, max: 1440 },
        offerCutoffMinutes: { kind: 'minutes', min: 0, max: 2880 },
        waitlistMax: { kind: 'waitlistMax', min: 1, max: 500 },
      },
    });
    expect(checkDraft({ ...draftOf(SAVED), offerClaimMinutes: 7.5 }, SAVED)).toHaveProperty(
      'problems.offerClaimMinutes',
    );
  });

  it("sends back the policy's other settings as loaded", () => {
    const saved = { ...SAVED, unknownToThisForm: 3 } as SeatPolicyDto;
    expect(checkDraft({ ...draftOf(saved), waitlistMax: 9 }, saved)).toEqual({
      policy: { ...SAVED, waitlistMax: 9 },
    });
  });

  it('sends the saved claim window and cut-off in AUTO mode when the hidden ones are wrong', () => {
    const draft = { ...draftOf(SAVED), waitlistMode: 'AUTO' as const, offerClaimMinutes: 1 };
    expect(checkDraft(draft, SAVED)).toEqual({ policy: { ...SAVED, waitlistMode: 'AUTO' } });
    // A right value typed before switching is kept.
    expect(checkDraft({ ...draft, offerClaimMinutes: 45 }, SAVED)).toEqual({
      policy: { ...SAVED, waitlistMode: 'AUTO', offerClaimMinutes: 45 },
    });
  });
});
