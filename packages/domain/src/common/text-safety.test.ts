import { describe, expect, it } from 'vitest';
import { findUnsafeText, isSafeText } from './text-safety';

describe('isSafeText', () => {
  it.each([
    ['plain words', 'Morning HIIT', true],
    ['Arabic', 'يوغا الصباح', true],
    ['emoji (a surrogate pair)', 'Run 🏃', true],
    ['tab, new line and carriage return', 'line one\r\n\tline two', true],
    ['NUL', 'a\u0000b', false],
    ['bell', 'a\u0007b', false],
    ['escape', 'a\u001bb', false],
    ['DEL', 'a\u007fb', false],
    ['a lone high surrogate', 'a\ud800b', false],
    ['a lone low surrogate', 'a\udc00b', false],
  ])('%s → %s', (_label, value, safe) => {
    expect(isSafeText(value)).toBe(safe);
  });
});

describe('findUnsafeText', () => {
  it('names the first unsafe field by its form path', () => {
    expect(findUnsafeText({ firstName: 'Sara', userKidsList: [{ name: 'ok' }, { name: 'b\u0000' }] })).toBe(
      'userKidsList.1.name',
    );
  });
  it('finds unsafe keys and top-level strings', () => {
    expect(findUnsafeText({ 'a\u0000': 1 })).toBe('body');
    expect(findUnsafeText('x\u0000')).toBe('body');
    expect(findUnsafeText({ nested: { 'k\u0001': 'v' } })).toBe('nested');
  });
  it('passes safe input, numbers, booleans and null', () => {
    expect(findUnsafeText({ a: 1, b: true, c: null, d: ['x', 'y'], e: { f: 'g' } })).toBeNull();
    expect(findUnsafeText(undefined)).toBeNull();
  });
});
