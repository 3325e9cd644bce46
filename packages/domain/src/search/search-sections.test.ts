import { describe, expect, it } from 'vitest';
import { hasSearchResults, searchForCategory, searchSections } from './search-sections';

describe('search sections by role (SPEC 5, 6)', () => {
  it.each([
    ['user', false, { trainers: true, gyms: true, classes: true }],
    ['user', true, { trainers: true, gyms: false, classes: true }],
    ['trainer', false, { trainers: false, gyms: false, classes: true }],
    ['trainer', true, { trainers: false, gyms: false, classes: true }],
    ['gym', false, { trainers: true, gyms: false, classes: true }],
    ['gym', true, { trainers: true, gyms: false, classes: true }],
  ] as const)('%s, prime %s', (role, prime, sections) => {
    expect(searchSections(role, prime)).toEqual(sections);
  });

  it.each([
    [1, 'user'],
    [2, 'trainer'],
    [3, 'gym'],
    [6, 'gym'],
  ] as const)('category %i searches as %s', (category, role) => {
    expect(searchForCategory(category)).toBe(role);
  });

  it('shows the panel only when a visible section has results', () => {
    const trainer = searchSections('trainer', false);
    expect(hasSearchResults(trainer, { trainers: 3, gyms: 2, classes: 0 })).toBe(false);
    expect(hasSearchResults(trainer, { trainers: 0, gyms: 0, classes: 1 })).toBe(true);
    const gym = searchSections('gym', false);
    expect(hasSearchResults(gym, { trainers: 1, gyms: 0, classes: 0 })).toBe(true);
    expect(hasSearchResults(gym, { trainers: 0, gyms: 4, classes: 0 })).toBe(false);
    expect(hasSearchResults(searchSections('user', false), { trainers: 0, gyms: 1, classes: 0 })).toBe(true);
  });
});
