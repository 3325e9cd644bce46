import { describe, expect, it } from 'vitest';
import { isSearchableTerm } from './search-term';

describe('search-term filter (SPEC 5)', () => {
  it.each([
    ['yoga', true],
    ['  spin class ', true],
    ['', false],
    ['   ', false],
    [null, false],
    ['50%', false],
    ['a^b', false],
    ['`rm`', false],
    ['back\\slash', false],
    ['\t\n', false],
    ['under_score', true],
    ['يوغا', true],
    ['100% yoga', false],
    [undefined, false],
  ])('%j → %s', (term, expected) => {
    expect(isSearchableTerm(term)).toBe(expected);
  });
});
