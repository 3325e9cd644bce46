import { DEFAULT_SEAT_POLICY, type SeatPolicyDto } from '@kinetic/domain';
import { describe, expect, it } from 'vitest';
import { checkDraft, draftOf, SUGGESTED_STRIKE_LIMIT, strikeRuleOf } from './seat-policy-draft';

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

  it('holds no strike limit as the pause switched off, and sends it as null', () => {
    const draft = draftOf(SAVED);
    expect(draft.pauseAfterStrikes).toBe(false);
    expect(draft.strikeLimit).toBe(SUGGESTED_STRIKE_LIMIT);
    // A limit typed and then switched off is not sent, nor are wrong numbers the partner cannot see.
    const off = { ...draft, strikeLimit: 5, strikeWindowDays: 0, strikePauseDays: '' };
    expect(checkDraft(off, SAVED)).toEqual({ policy: { ...SAVED, strikeLimit: null } });
    expect(strikeRuleOf(off)).toBeNull();
  });

  it('sends the strike rule when the pause is on, and the late-cancel setting either way', () => {
    const draft = {
      ...draftOf(SAVED),
      pauseAfterStrikes: true,
      strikeLimit: 4,
      strikeWindowDays: 60,
      strikePauseDays: '14',
      lateCancelStrikes: false,
    };
    expect(checkDraft(draft, SAVED)).toEqual({
      policy: {
        ...SAVED,
        strikeLimit: 4,
        strikeWindowDays: 60,
        strikePauseDays: 14,
        lateCancelStrikes: false,
      },
    });
    expect(strikeRuleOf(draft)).toEqual({ limit: 4, windowDays: 60, pauseDays: 14 });
    expect(checkDraft({ ...draftOf(SAVED), lateCancelStrikes: false }, SAVED)).toEqual({
      policy: { ...SAVED, lateCancelStrikes: false },
    });
  });

  it('loads a saved strike limit as the pause switched on', () => {
    const saved = { ...SAVED, strikeLimit: 2, strikeWindowDays: 14, strikePauseDays: 3 };
    const draft = draftOf(saved);
    expect(draft).toMatchObject({ pauseAfterStrikes: true, strikeLimit: 2 });
    expect(checkDraft(draft, saved)).toEqual({ policy: saved });
  });

  it("names each strike number outside the domain's bounds, and reads no rule from them", () => {
    const draft = {
      ...draftOf(SAVED),
      pauseAfterStrikes: true,
      strikeLimit: 21,
      strikeWindowDays: 0,
      strikePauseDays: 1.5,
    };
    expect(checkDraft(draft, SAVED)).toEqual({
      problems: {
        strikeLimit: { kind: 'strikes', min: 1, max: 20 },
        strikeWindowDays: { kind: 'days', min: 1, max: 365 },
        strikePauseDays: { kind: 'days', min: 1, max: 365 },
      },
    });
    expect(strikeRuleOf(draft)).toBeNull();
    expect(checkDraft({ ...draft, strikeLimit: '', strikeWindowDays: 1, strikePauseDays: 1 }, SAVED)).toEqual(
      {
        problems: { strikeLimit: { kind: 'strikes', min: 1, max: 20 } },
      },
    );
  });
});
