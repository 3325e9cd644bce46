import { describe, expect, it } from 'vitest';
import { creditsText, daysUntil, groupByType } from './package-format';

describe('package texts (SPEC 3.2, 9)', () => {
  it('counts credits', () => {
    expect(creditsText(1)).toBe('1 credit');
    expect(creditsText(0)).toBe('0 credits');
  });

  it('groups packages by type, all-access first and unknown types last', () => {
    const groups = groupByType([
      { id: 1, packageType: 'DROPIN' },
      { id: 2, packageType: 'GENERAL' },
      { id: 3, packageType: 'NEWTYPE' },
      { id: 4, packageType: 'GENERAL' },
    ]);
    expect(groups.map(([type, items]) => [type, items.map((item) => item.id)])).toEqual([
      ['GENERAL', [2, 4]],
      ['DROPIN', [1]],
      ['NEWTYPE', [3]],
    ]);
  });

  it('counts whole days left, never below zero', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(daysUntil('2026-11-27T10:00:00Z', now)).toBe(5);
    expect(daysUntil('2026-11-22T11:00:00Z', now)).toBe(1);
    expect(daysUntil('2026-11-20T10:00:00Z', now)).toBe(0);
  });
});
