import { describe, expect, it } from 'vitest';
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
});
