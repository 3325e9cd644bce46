import { describe, expect, it } from 'vitest';
import { creditsText } from '../classes/cost';
import { extraDaysText } from '../payments/periods';
import { countText } from './count';

describe('countText', () => {
  it.each([
    [0, 'result', undefined, '0 results'],
    [1, 'result', undefined, '1 result'],
    [2, 'result', undefined, '2 results'],
    [1, 'class', 'classes', '1 class'],
    [12, 'class', 'classes', '12 classes'],
    [1, 'seat', undefined, '1 seat'],
  ])('%i %s → %s', (count, singular, plural, text) => {
    expect(countText(count, singular, plural)).toBe(text);
  });

  it('is the rule of credits and periods too', () => {
    expect([creditsText(1), creditsText(2)]).toEqual(['1 credit', '2 credits']);
    expect([extraDaysText(1), extraDaysText(7), extraDaysText(60)]).toEqual(['1 day', '1 week', '2 months']);
  });
});
