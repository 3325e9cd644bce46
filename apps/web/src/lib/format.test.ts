import type { ClassItemDto } from '@kinetic/domain';
import { describe, expect, it } from 'vitest';
import { costLabel } from '../features/classes/model/format';
import { classCostLabel } from './class-format';
import { formatMoney } from './format';

/** Prices on the web are the domain's formatting of integer minor units (issue 4): no float division. */
describe('formatMoney', () => {
  it.each([
    [12_500, 'KWD', '12.500 KWD'],
    [12_500, 'KD', '12.500 KD'],
    [9_990, 'SAR', '99.90 SAR'],
    [1_250_000, 'BHD', '1,250.000 BHD'],
    [5, 'KWD', '0.005 KWD'],
  ])('%i %s is %s', (minor, currency, text) => {
    expect(formatMoney(minor, currency)).toBe(text);
  });

  it('stays exact where dividing by a power of ten would not', () => {
    // (9007199254740991 / 1000).toFixed(3) is '9007199254740.990'.
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'KWD')).toBe('9,007,199,254,740.991 KWD');
  });

  it('is what the class lists show for priced classes', () => {
    const pt = { priceModel: 'PT', price: 15_000, credit: 0, currencyCode: 'KWD' } as ClassItemDto;
    expect(costLabel(pt, { isPrime: false })).toBe('15.000 KWD');
    expect(classCostLabel(pt, false)).toBe('15.000 KWD');
  });
});
