import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import {
  changeEmailFormSchema,
  changeEmailSchema,
  changePasswordSchema,
  gymRegisterSchema,
  interestedCitySchema,
  loginSchema,
  preferenceUpdateSchema,
  profileUpdateSchema,
  registerFormSchema,
  resetPasswordSchema,
  trainerRegisterSchema,
} from './schemas';

/** The message zod gives for a field, or null when the field is valid. */
function messageFor(
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) {
  if (result.success) return null;
  return result.error?.issues.find((issue) => issue.path.join('.') === field)?.message ?? null;
}

const validRegister = {
  storeId: 1,
  firstName: 'Layla',
  lastName: 'Al-Ahmad',
  email: 'layla@example.com',
  mobile: '96551234567',
  password: 'secret12',
  confirmPassword: 'secret12',
  gender: 'FEMALE',
};

describe('registration form (SPEC 2.3 step 2, SPEC 5)', () => {
  it('accepts a complete form', () => {
    expect(registerFormSchema.safeParse(validRegister).success).toBe(true);
  });

  it.each([
    ['confirmPassword', { confirmPassword: 'secret13' }, MSG.passwordMismatch],
    ['gender', { gender: undefined }, MSG.required],
    ['gender', { gender: 'OTHER' }, MSG.required],
    ['firstName', { firstName: ' ' }, MSG.required],
    ['lastName', { lastName: 'x'.repeat(251) }, MSG.maxLength(250)],
    ['mobile', { mobile: '12ab5678' }, MSG.onlyDigits],
    ['email', { email: 'layla' }, MSG.invalidEmail],
    ['password', { password: '123', confirmPassword: '123' }, MSG.minLength(8)],
    ['password', { password: 'secretly', confirmPassword: 'secretly' }, MSG.passwordRule],
    ['password', { password: 'password1', confirmPassword: 'password1' }, MSG.commonPassword],
  ])('%s: %j → %s', (field, change, expected) => {
    expect(messageFor(registerFormSchema.safeParse({ ...validRegister, ...change }), field)).toBe(expected);
  });
});

describe('login and password forms', () => {
  it.each([
    [{ email: '', password: 'x' }, 'email', MSG.required],
    [{ email: 'bad', password: 'x' }, 'email', MSG.invalidEmail],
    [{ email: 'a@b.co', password: '' }, 'password', MSG.required],
  ])('login %j → %s %s', (body, field, expected) => {
    expect(messageFor(loginSchema.safeParse(body), field)).toBe(expected);
  });

  it('reset password needs matching confirmation', () => {
    const result = resetPasswordSchema.safeParse({ newPassword: 'secret12', confirmPassword: 'secret19' });
    expect(messageFor(result, 'confirmPassword')).toBe(MSG.passwordMismatch);
  });

  it.each([
    ['reset', resetPasswordSchema, { newPassword: 'lettersonly', confirmPassword: 'lettersonly' }],
    [
      'change',
      changePasswordSchema,
      { oldPassword: 'old', newPassword: 'lettersonly', confirmPassword: 'lettersonly' },
    ],
  ] as const)('%s password needs a number in the new password', (_name, schema, body) => {
    expect(messageFor(schema.safeParse(body), 'newPassword')).toBe(MSG.passwordRule);
  });

  it.each([
    ['reset', resetPasswordSchema, { newPassword: 'Qwerty123', confirmPassword: 'Qwerty123' }],
    [
      'change',
      changePasswordSchema,
      { oldPassword: 'old', newPassword: 'Qwerty123', confirmPassword: 'Qwerty123' },
    ],
  ] as const)('%s password refuses a common new password', (_name, schema, body) => {
    expect(messageFor(schema.safeParse(body), 'newPassword')).toBe(MSG.commonPassword);
  });

  it('change password checks the new password rules', () => {
    const result = changePasswordSchema.safeParse({
      oldPassword: 'old',
      newPassword: 'abc',
      confirmPassword: 'abc',
    });
    expect(messageFor(result, 'newPassword')).toBe(MSG.minLength(8));
  });
});

describe('registration steps 4 and 5 and the Other-country branch', () => {
  it.each([
    [
      { userDetailMappingList: [], timePreference: 'MORNING' },
      'userDetailMappingList',
      MSG.activitiesRequired,
    ],
    [
      { userDetailMappingList: [{ classCategoryId: 1 }], timePreference: '' },
      'timePreference',
      MSG.timingRequired,
    ],
  ])('%j → %s', (body, field, expected) => {
    expect(messageFor(preferenceUpdateSchema.safeParse(body), field)).toBe(expected);
  });

  it('needs a city name for the Other country branch', () => {
    expect(messageFor(interestedCitySchema.safeParse({ cityName: ' ' }), 'cityName')).toBe(MSG.required);
  });
});

describe('trainer and gym registration', () => {
  const trainer = {
    ...validRegister,
    userType: 2,
    nationality: 'Kuwaiti',
    trainerType: 'FREELANCER',
    trainerClassRate: 10_000,
    certificates: ['REPs Level 3'],
    userDetailMappingList: [{ classCategoryId: 1 }],
  };
  it('needs at least one activity', () => {
    const result = trainerRegisterSchema.safeParse({ ...trainer, userDetailMappingList: [] });
    expect(messageFor(result, 'userDetailMappingList')).toBe(MSG.atLeastOneActivity);
  });
  it('refuses a blank certificate', () => {
    expect(
      messageFor(trainerRegisterSchema.safeParse({ ...trainer, certificates: [' '] }), 'certificates.0'),
    ).toBe(MSG.fieldRequired);
  });

  const gym = {
    studioName: 'FlexZone',
    classType: 'Strength',
    storeId: 1,
    noOfBranches: 2,
    price: 15_000,
    monthlyPrice: 35_000,
    yearlyPrice: 300_000,
    firstName: 'Fahad',
    lastName: 'Al-Sabah',
    email: 'gym@example.com',
    mobile: '96522001100',
    password: 'secret12',
    role: 'OWNER',
  };
  it.each([
    ['storeId', { storeId: 2_147_483_648 }, MSG.invalidStore],
    ['yearlyPrice', { yearlyPrice: 99_999_999_999 }, MSG.numberTooLarge],
    ['monthlyPrice', { monthlyPrice: 2_147_483_648 }, MSG.numberTooLarge],
    ['price', { price: 2_147_483_648 }, MSG.numberTooLarge],
  ])('gym %s beyond a 32-bit integer: %j → %s', (field, change, expected) => {
    expect(messageFor(gymRegisterSchema.safeParse({ ...gym, ...change }), field)).toBe(expected);
  });

  it.each([
    [35_000, 300_000, null],
    [300_000, 300_000, MSG.monthlyPrice],
    [400_000, 300_000, MSG.monthlyPrice],
  ])('monthly %d, yearly %d → %s', (monthlyPrice, yearlyPrice, expected) => {
    expect(
      messageFor(gymRegisterSchema.safeParse({ ...gym, monthlyPrice, yearlyPrice }), 'monthlyPrice'),
    ).toBe(expected);
  });
});

describe('profile update', () => {
  const profile = { firstName: 'Layla', lastName: 'Al-Ahmad', gender: 'FEMALE' };
  it.each([
    [
      'userDetailMappingList.0.classCategoryId',
      { userDetailMappingList: [{ classCategoryId: 99_999_999_999 }] },
    ],
    ['userDetailMappingList.0.id', { userDetailMappingList: [{ id: 2_147_483_648, classCategoryId: 1 }] }],
    ['deletedUserDetailIds.0', { deletedUserDetailIds: [2_147_483_648] }],
    ['deletedKidIdList.0', { deletedKidIdList: [2_147_483_648] }],
  ])('refuses an id beyond a 32-bit integer at %s', (field, change) => {
    expect(messageFor(profileUpdateSchema.safeParse({ ...profile, ...change }), field)).not.toBeNull();
  });

  it('refuses a date of birth in the future, for the user and for a kid', () => {
    expect(messageFor(profileUpdateSchema.safeParse({ ...profile, dob: '2099-01-01' }), 'dob')).toBe(
      MSG.dobFuture,
    );
    const kid = { name: 'Hamad', dob: '2099-01-01', gender: 'MALE' };
    expect(
      messageFor(profileUpdateSchema.safeParse({ ...profile, userKidsList: [kid] }), 'userKidsList.0.dob'),
    ).toBe(MSG.dobFuture);
  });
});

describe('change e-mail (Settings)', () => {
  const password = 'my-password1';
  it.each([
    [{ email: 'new@example.com', confirmEmail: 'new@example.com', password }, 'confirmEmail', null],
    [{ email: 'new@example.com', confirmEmail: ' New@Example.com ', password }, 'confirmEmail', null],
    [
      { email: 'new@example.com', confirmEmail: 'other@example.com', password },
      'confirmEmail',
      MSG.emailMismatch,
    ],
    [{ email: 'new@example.com', confirmEmail: '', password }, 'confirmEmail', MSG.required],
    [{ email: 'new@', confirmEmail: 'new@', password }, 'email', MSG.invalidEmail],
    [{ email: 'new@example.com', confirmEmail: 'new@example.com', password: '' }, 'password', MSG.required],
  ])('form %j → %s %s', (form, field, expected) => {
    expect(messageFor(changeEmailFormSchema.safeParse(form), field)).toBe(expected);
  });

  it.each([
    [{ email: 'new@example.com', password }, 'confirmEmail', null],
    [{ email: 'new@example.com', confirmEmail: 'NEW@example.com', password }, 'confirmEmail', null],
    [
      { email: 'new@example.com', confirmEmail: 'other@example.com', password },
      'confirmEmail',
      MSG.emailMismatch,
    ],
    // Only the account's owner may send it to another address.
    [{ email: 'new@example.com' }, 'password', MSG.required],
  ])('API body %j → %s %s', (body, field, expected) => {
    expect(messageFor(changeEmailSchema.safeParse(body), field)).toBe(expected);
  });
});
