import { describe, expect, it } from 'vitest';
import { mayEditClasses } from './class-editing';

describe('mayEditClasses (SPEC 6)', () => {
  it.each([
    ['a trainer with trainerAllowEdit', 2, true, true],
    ['a trainer without trainerAllowEdit', 2, false, false],
    ['a gym with trainerAllowEdit', 3, true, true],
    ['a gym without trainerAllowEdit', 3, false, true],
    ['gym staff without trainerAllowEdit', 6, false, true],
    ['a customer (not limited by this rule)', 1, false, true],
  ])('%s', (_name, userCategory, trainerAllowEdit, allowed) => {
    expect(mayEditClasses({ userCategory, trainerAllowEdit })).toBe(allowed);
  });
});
