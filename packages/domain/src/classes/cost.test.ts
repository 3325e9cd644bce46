import { describe, expect, it } from 'vitest';
import { classCostLabel, creditsText } from './cost';
import type { PriceModel } from './enums';

const item = (priceModel: PriceModel, credit: number, price: number, currencyCode = 'KWD') => ({
  priceModel,
  credit,
  price,
  currencyCode,
});

describe('classCostLabel (SPEC 9: money for PT and workshops, otherwise credits)', () => {
  it.each([
    [item('PT', 0, 15_000), false, '15.000 KWD'],
    [item('PT', 0, 15_000), true, '15.000 KWD'],
    [item('AUTOJOINWITHPACKAGE', 2, 9_990, 'SAR'), false, '99.90 SAR'],
    [item('AUTOJOINWITHPACKAGE', 0, 25_500, 'BHD'), true, '25.500 BHD'],
    [item('PHYSICAL', 1, 0), false, '1 credit'],
    [item('VIRTUAL', 3, 0), false, '3 credits'],
    [item('PHYSICAL', 0, 0), false, 'Free'],
    [item('FOC', 0, 0), false, 'Free'],
    [item('FOC', 0, 0), true, 'Free'],
  ])('%o on prime=%s reads %s', (cost, isPrime, text) => {
    expect(classCostLabel(cost, isPrime)).toBe(text);
  });

  it('hides credits on a prime brand (SPEC 1)', () => {
    expect(classCostLabel(item('PHYSICAL', 2, 0), true)).toBeNull();
    expect(classCostLabel(item('VIRTUAL', 1, 0), true)).toBeNull();
  });
});

describe('creditsText', () => {
  it.each([
    [0, '0 credits'],
    [1, '1 credit'],
    [2, '2 credits'],
  ])('%i reads %s', (n, text) => expect(creditsText(n)).toBe(text));
});
