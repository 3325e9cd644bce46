import { describe, expect, it } from 'vitest';
import { canSubscribe } from './catalog';

describe('subscription currencies (SPEC 1, 9)', () => {
  it.each([
    ['KWD', true],
    ['KD', true],
    ['BHD', true],
    ['bd', true],
    ['SAR', false],
    ['AED', false],
  ])('%s → %s', (currency, expected) => {
    expect(canSubscribe(currency)).toBe(expected);
  });
});
