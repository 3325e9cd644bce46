import { describe, expect, it } from 'vitest';
import {
  firstRegisterStep,
  isBeforeAccount,
  REGISTER_STEP_COUNT,
  registerStepNumber,
} from './register-steps';

describe('register popup steps (SPEC 2.3)', () => {
  it.each([
    [false, 'store', 1],
    [true, 'details', 2],
  ] as const)('on prime=%s the flow starts at %s, step %d of 5', (isPrime, step, number) => {
    expect(firstRegisterStep(isPrime)).toBe(step);
    expect(registerStepNumber(firstRegisterStep(isPrime))).toBe(number);
    expect(REGISTER_STEP_COUNT).toBe(5);
  });

  it.each([
    ['store', 1, true],
    ['city', 1, true],
    ['expand', 1, true],
    ['details', 2, true],
    ['intro', 3, false],
    ['activities', 4, false],
    ['times', 5, false],
  ] as const)('%s is step %d (before the account: %s)', (step, number, before) => {
    expect(registerStepNumber(step)).toBe(number);
    expect(isBeforeAccount(step)).toBe(before);
  });
});
