import { DEFAULT_SEAT_POLICY, type SeatPolicyDto } from '@kinetic/domain';
import { describe, expect, it } from 'vitest';
import {
  chargesFees,
  checkDraft as checkIn,
  draftOf as draftIn,
  feeAmountOf,
  feeRuleOf,
  type SeatPolicyDraft,
  SUGGESTED_SELF_CHECK_IN_MINUTES,
  SUGGESTED_STRIKE_LIMIT,
  strikeRuleOf,
  withFeeUnit,
} from './seat-policy-draft';

const SAVED: SeatPolicyDto = { ...DEFAULT_SEAT_POLICY, waitlistMode: 'OFFER', offerClaimMinutes: 20 };
/** The partner's currency: Kuwaiti dinars, 3 decimals. */
const KWD = 'KWD';
const draftOf = (policy: SeatPolicyDto) => draftIn(policy, KWD);
const checkDraft = (draft: SeatPolicyDraft, saved: SeatPolicyDto) => checkIn(draft, saved, KWD);

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

  it('holds fees in credits as they are, and fees in money in major units of the currency', () => {
    expect(draftOf(SAVED)).toMatchObject({
      feeUnit: 'CREDITS',
      lateCancelFee: 0,
      noShowFee: 0,
      feeDelayHours: 24,
    });
    const money: SeatPolicyDto = { ...SAVED, feeUnit: 'MONEY', lateCancelFee: 1500, noShowFee: 3000 };
    expect(draftOf(money)).toMatchObject({ lateCancelFee: '1.500', noShowFee: '3.000' });
    expect(draftIn(money, 'SAR')).toMatchObject({ lateCancelFee: '15.00', noShowFee: '30.00' });
    expect(checkDraft(draftOf(money), money)).toEqual({ policy: money });
  });

  it('sends fees in money as minor units of the currency, and an emptied fee as none', () => {
    const draft = {
      ...draftOf(SAVED),
      feeUnit: 'MONEY' as const,
      lateCancelFee: '1.5',
      noShowFee: 3,
      feeDelayHours: 12,
    };
    expect(checkDraft(draft, SAVED)).toEqual({
      policy: { ...SAVED, feeUnit: 'MONEY', lateCancelFee: 1500, noShowFee: 3000, feeDelayHours: 12 },
    });
    expect(checkIn({ ...draft, lateCancelFee: '1.5' }, SAVED, 'SAR')).toMatchObject({
      policy: { lateCancelFee: 150, noShowFee: 300 },
    });
    expect(checkDraft({ ...draft, lateCancelFee: '' }, SAVED)).toMatchObject({
      policy: { lateCancelFee: 0 },
    });
    expect(
      checkDraft({ ...draftOf(SAVED), lateCancelFee: 2, noShowFee: '', feeDelayHours: 0 }, SAVED),
    ).toEqual({ policy: { ...SAVED, lateCancelFee: 2, noShowFee: 0, feeDelayHours: 0 } });
  });

  it('reads an amount as its unit allows it, or not at all', () => {
    expect(feeAmountOf(2, 'CREDITS', KWD)).toBe(2);
    expect(feeAmountOf('', 'CREDITS', KWD)).toBe(0);
    expect(feeAmountOf(1.5, 'CREDITS', KWD)).toBeNull();
    expect(feeAmountOf(101, 'CREDITS', KWD)).toBeNull();
    expect(feeAmountOf('0.125', 'MONEY', KWD)).toBe(125);
    expect(feeAmountOf('0.125', 'MONEY', 'SAR')).toBeNull();
    expect(feeAmountOf('1000', 'MONEY', KWD)).toBe(1_000_000);
    expect(feeAmountOf('1000.001', 'MONEY', KWD)).toBeNull();
    expect(feeAmountOf('-1', 'MONEY', KWD)).toBeNull();
    expect(feeAmountOf('.', 'MONEY', KWD)).toBeNull();
  });

  it("names a fee outside its unit's bounds, and a delay that is not whole hours up to 72", () => {
    const credits = { ...draftOf(SAVED), lateCancelFee: 101, noShowFee: 1.5, feeDelayHours: 73 };
    expect(checkDraft(credits, SAVED)).toEqual({
      problems: {
        lateCancelFee: { kind: 'creditFee', min: 0, max: 100 },
        noShowFee: { kind: 'creditFee', min: 0, max: 100 },
        feeDelayHours: { kind: 'hours', min: 0, max: 72 },
      },
    });
    const money = {
      ...draftOf(SAVED),
      feeUnit: 'MONEY' as const,
      lateCancelFee: '1000.5',
      noShowFee: 2,
      feeDelayHours: '',
    };
    expect(checkDraft(money, SAVED)).toEqual({
      problems: {
        lateCancelFee: { kind: 'moneyFee', min: 0, max: 1_000_000 },
        feeDelayHours: { kind: 'hours', min: 0, max: 72 },
      },
    });
    expect(feeRuleOf(credits, KWD)).toBeNull();
    expect(feeRuleOf(money, KWD)).toBeNull();
  });

  it('sends the saved delay while no fee is charged, as the field is hidden then', () => {
    const draft = { ...draftOf(SAVED), lateCancelFee: 0, noShowFee: '', feeDelayHours: 99 };
    expect(chargesFees(draft)).toBe(false);
    expect(checkDraft(draft, SAVED)).toEqual({ policy: SAVED });
    expect(feeRuleOf(draft, KWD)).toBeNull();
    expect(chargesFees({ ...draft, noShowFee: '0.500' })).toBe(true);
  });

  it('reads the fee rule back in credits or minor units', () => {
    const draft = {
      ...draftOf(SAVED),
      feeUnit: 'MONEY' as const,
      lateCancelFee: '1.5',
      noShowFee: '',
      feeDelayHours: 6,
    };
    expect(feeRuleOf(draft, KWD)).toEqual({ unit: 'MONEY', lateCancel: 1500, noShow: 0, delayHours: 6 });
    expect(feeRuleOf({ ...draftOf(SAVED), noShowFee: 3 }, KWD)).toEqual({
      unit: 'CREDITS',
      lateCancel: 0,
      noShow: 3,
      delayHours: 24,
    });
  });

  it('switches the unit to the saved amounts of that unit, or to none', () => {
    const saved: SeatPolicyDto = { ...SAVED, feeUnit: 'CREDITS', lateCancelFee: 2, noShowFee: 3 };
    const draft = { ...draftOf(saved), lateCancelFee: 5 };
    const money = withFeeUnit(draft, 'MONEY', saved, KWD);
    expect(money).toMatchObject({ feeUnit: 'MONEY', lateCancelFee: '', noShowFee: '' });
    expect(withFeeUnit(money, 'CREDITS', saved, KWD)).toMatchObject({
      feeUnit: 'CREDITS',
      lateCancelFee: 2,
      noShowFee: 3,
    });
    expect(withFeeUnit(draft, 'CREDITS', saved, KWD)).toBe(draft);
    const savedMoney: SeatPolicyDto = { ...saved, feeUnit: 'MONEY', lateCancelFee: 1500, noShowFee: 3000 };
    expect(withFeeUnit(draftOf(saved), 'MONEY', savedMoney, KWD)).toMatchObject({
      lateCancelFee: '1.500',
      noShowFee: '3.000',
    });
  });

  it('holds self check-in off as its switch off with the suggested minutes, and sends it as null', () => {
    const draft = draftOf(SAVED);
    expect(draft).toMatchObject({ selfCheckIn: false, selfCheckInMinutes: SUGGESTED_SELF_CHECK_IN_MINUTES });
    expect(checkDraft(draft, SAVED)).toEqual({ policy: { ...SAVED, selfCheckInMinutes: null } });
    // Minutes typed, even wrong ones, and then switched off are neither sent nor named.
    expect(checkDraft({ ...draft, selfCheckInMinutes: 500 }, SAVED)).toEqual({
      policy: { ...SAVED, selfCheckInMinutes: null },
    });
  });

  it('sends the self check-in minutes when it is on, and loads saved minutes as on', () => {
    const on = { ...draftOf(SAVED), selfCheckIn: true, selfCheckInMinutes: '45' };
    expect(checkDraft(on, SAVED)).toEqual({ policy: { ...SAVED, selfCheckInMinutes: 45 } });
    const saved = { ...SAVED, selfCheckInMinutes: 15 };
    expect(draftOf(saved)).toMatchObject({ selfCheckIn: true, selfCheckInMinutes: 15 });
    expect(checkDraft(draftOf(saved), saved)).toEqual({ policy: saved });
    expect(checkDraft({ ...draftOf(saved), selfCheckIn: false }, saved)).toEqual({
      policy: { ...saved, selfCheckInMinutes: null },
    });
  });

  it('loads what unmarked bookings count as when the roll closes, and sends the choice', () => {
    expect(draftOf(SAVED).rollDefault).toBe('NO_SHOW');
    const saved: SeatPolicyDto = { ...SAVED, rollDefault: 'ATTENDED' };
    expect(draftOf(saved).rollDefault).toBe('ATTENDED');
    expect(checkDraft(draftOf(saved), saved)).toEqual({ policy: saved });
    expect(checkDraft({ ...draftOf(SAVED), rollDefault: 'ATTENDED' }, SAVED)).toEqual({
      policy: { ...SAVED, rollDefault: 'ATTENDED' },
    });
  });

  it('names self check-in minutes outside 5 to 120, or emptied while it is on', () => {
    const on = { ...draftOf(SAVED), selfCheckIn: true };
    const problem = { problems: { selfCheckInMinutes: { kind: 'minutes', min: 5, max: 120 } } };
    expect(checkDraft({ ...on, selfCheckInMinutes: 4 }, SAVED)).toEqual(problem);
    expect(checkDraft({ ...on, selfCheckInMinutes: 121 }, SAVED)).toEqual(problem);
    expect(checkDraft({ ...on, selfCheckInMinutes: 7.5 }, SAVED)).toEqual(problem);
    expect(checkDraft({ ...on, selfCheckInMinutes: '' }, SAVED)).toEqual(problem);
    expect(checkDraft({ ...on, selfCheckInMinutes: 5 }, SAVED)).toMatchObject({
      policy: { selfCheckInMinutes: 5 },
    });
    expect(checkDraft({ ...on, selfCheckInMinutes: 120 }, SAVED)).toMatchObject({
      policy: { selfCheckInMinutes: 120 },
    });
  });
});
