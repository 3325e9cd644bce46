import { describe, expect, it } from 'vitest';
// The Arabic catalogue, as the package's index loads it.
import '../i18n/arabic';
import { localise } from '../i18n/localise';
import { creditFeeRefusal, feeAmountText, feeFor } from './seat-fees';
import { DEFAULT_SEAT_POLICY, seatPolicySchema } from './waitlist-offers';

describe('late-cancel and no-show fees (docs/adr/0040)', () => {
  it('reads amounts as people say them, credits in each language’s number forms, money to its decimals', () => {
    expect(feeAmountText('CREDITS', 1, null)).toBe('1 credit');
    expect(feeAmountText('CREDITS', 3, null)).toBe('3 credits');
    expect(feeAmountText('MONEY', 1500, 'KWD')).toBe('1.500 KWD');
    expect(feeAmountText('MONEY', 1500, 'SAR')).toBe('15.00 SAR');
    expect([1, 2, 3, 11].map((n) => localise(feeAmountText('CREDITS', n, null), 'ar'))).toEqual([
      'نقطة واحدة',
      'نقطتان',
      '3 نقاط',
      '11 نقطة',
    ]);
  });

  it('charges each kind its own fee; none by default', () => {
    expect(feeFor({ lateCancelFee: 2, noShowFee: 5 }, 'LATE_CANCEL')).toBe(2);
    expect(feeFor({ lateCancelFee: 2, noShowFee: 5 }, 'NO_SHOW')).toBe(5);
    expect(feeFor(DEFAULT_SEAT_POLICY, 'NO_SHOW')).toBe(0);
  });

  it('bounds credit fees at 100, while a money fee may be larger; an old policy without fees still parses', () => {
    expect(creditFeeRefusal({ feeUnit: 'CREDITS', lateCancelFee: 101, noShowFee: 0 })).toEqual({
      field: 'lateCancelFee',
      max: 100,
    });
    expect(creditFeeRefusal({ feeUnit: 'MONEY', lateCancelFee: 5000, noShowFee: 0 })).toBeNull();
    const { feeUnit, lateCancelFee, noShowFee, feeDelayHours, ...withoutFees } = DEFAULT_SEAT_POLICY;
    expect(seatPolicySchema.parse(withoutFees)).toEqual(DEFAULT_SEAT_POLICY);
    expect(seatPolicySchema.safeParse({ ...DEFAULT_SEAT_POLICY, noShowFee: 101 }).success).toBe(false);
  });
});
