import { describe, expect, it } from 'vitest';
import { categoryOf, hasRole, PARTNER_ROLES, ROLE, routesLikeGym } from './user-category';

describe('roles by name (SPEC 1)', () => {
  it('names the categories the spec numbers', () => {
    expect(ROLE).toEqual({ customer: 1, trainer: 2, gym: 3, gymStaff: 6 });
    expect(PARTNER_ROLES.map(categoryOf)).toEqual([2, 3, 6]);
  });

  it('checks a caller against named roles', () => {
    expect(hasRole(1, 'customer')).toBe(true);
    expect(hasRole(1, ...PARTNER_ROLES)).toBe(false);
    expect(hasRole(6, ...PARTNER_ROLES)).toBe(true);
    expect(hasRole(null, 'customer')).toBe(false);
    expect(routesLikeGym(6)).toBe(true);
    expect(routesLikeGym(2)).toBe(false);
  });
});
