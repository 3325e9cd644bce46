import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import {
  changePasswordSchema,
  registerFormSchema,
  registerSchema,
  resetPasswordSchema,
  updateStoreSchema,
} from './schemas';

const customer = {
  firstName: 'Layla',
  lastName: 'Al-Ahmad',
  email: 'layla@example.com',
  mobile: '96551234567',
  password: 'secret12',
  gender: 'FEMALE',
};

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('register body: customer or trainer, told apart by userType', () => {
  it('takes a customer without userType (and defaults the store)', () => {
    const result = registerSchema.safeParse(customer);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ userType: 1, storeId: 1 });
  });

  it('reports a trainer\'s missing fields on those fields, not as "Invalid input"', () => {
    expect(issues(registerSchema.safeParse({ ...customer, userType: 2 }))).toEqual([
      ['nationality', MSG.required],
      ['trainerType', MSG.required],
      ['trainerClassRate', MSG.required],
      ['userDetailMappingList', MSG.atLeastOneActivity],
    ]);
  });

  it('refuses another userType with its own message', () => {
    expect(issues(registerSchema.safeParse({ ...customer, userType: 3 }))).toEqual([
      ['userType', MSG.invalidUserType],
    ]);
  });

  it.each([0, -1, 'KW', 1.5, 2_147_483_648, '99999999999'])(
    'refuses store id %j with the country message',
    (storeId) => {
      expect(issues(updateStoreSchema.safeParse({ storeId }))).toEqual([['storeId', MSG.invalidStore]]);
      expect(issues(registerSchema.safeParse({ ...customer, storeId }))).toEqual([
        ['storeId', MSG.invalidStore],
      ]);
    },
  );
});

describe('register step 2: every error on one submit', () => {
  it('reports "Password does not match." with the other fields\' errors', () => {
    // As the form sends it: no gender chosen yet ('' fails the enum, which stops zod's refinements).
    const form = {
      ...customer,
      gender: '',
      email: 'not-an-email',
      mobile: '1234567a',
      confirmPassword: 'secret13',
    };
    expect(issues(registerFormSchema.safeParse(form))).toEqual([
      ['email', MSG.invalidEmail],
      ['mobile', MSG.onlyDigits],
      ['gender', MSG.required],
      ['confirmPassword', MSG.passwordMismatch],
    ]);
  });

  it('says nothing of a match while the confirmation is empty (it is required instead)', () => {
    expect(issues(registerFormSchema.safeParse({ ...customer, firstName: '', confirmPassword: '' }))).toEqual(
      [
        ['firstName', MSG.required],
        ['confirmPassword', MSG.required],
      ],
    );
  });

  it('passes matching passwords', () => {
    expect(registerFormSchema.safeParse({ ...customer, confirmPassword: 'secret12' }).success).toBe(true);
  });

  it('the reset and change-password forms report a mismatch with their other errors too', () => {
    const reset = issues(resetPasswordSchema.safeParse({ newPassword: 'abc', confirmPassword: 'abd' }));
    expect(reset.map(([path]) => path)).toContain('newPassword');
    expect(reset).toContainEqual(['confirmPassword', MSG.passwordMismatch]);
    expect(
      issues(
        changePasswordSchema.safeParse({ oldPassword: '', newPassword: 'secret12', confirmPassword: 'x' }),
      ),
    ).toEqual([
      ['oldPassword', MSG.required],
      ['confirmPassword', MSG.passwordMismatch],
    ]);
  });
});
