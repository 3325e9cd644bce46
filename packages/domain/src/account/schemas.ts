import { z } from 'zod';
import {
  dobField,
  emailField,
  genderField,
  idField,
  mobileField,
  moneyField,
  nameField,
  PG_INT_MAX,
  passwordField,
  requiredText,
} from '../common/fields';
import { httpUrlField } from '../common/http-url';
import { LIMITS } from '../common/limits';
import { MSG } from '../messages';
import { referralCodeField } from '../referrals/referrals';
import { GYM_ROLES, TRAINER_TYPES } from './user-category';

/** A store (country) id; whether the store exists is the server's check, with the same message. */
const storeIdField = z.coerce
  .number({ error: MSG.invalidStore })
  .int(MSG.invalidStore)
  .positive(MSG.invalidStore)
  .max(PG_INT_MAX, MSG.invalidStore);
const optionalText = (max: number = LIMITS.nameMax) =>
  z.string().trim().max(max, MSG.maxLength(max)).nullish();

export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: MSG.required }).min(1, MSG.required),
});
export type LoginBody = z.infer<typeof loginSchema>;

const registerCommon = {
  storeId: storeIdField.default(LIMITS.defaultStoreId),
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  mobile: mobileField,
  password: passwordField,
  gender: genderField,
};

/**
 * 'Password does not match.' on the confirm field. Zod skips an object's refinement once any field
 * has an issue, so the mismatch would show only after every other field is valid; `when` runs it
 * whenever both passwords were typed, so it shows on the same submit as the other errors.
 */
function confirmationOf<K extends string>(
  key: K,
): [
  (form: Record<K | 'confirmPassword', unknown>) => boolean,
  { message: string; path: PropertyKey[]; when: (payload: { value: unknown }) => boolean },
] {
  return [
    (form) => form[key] === form.confirmPassword,
    {
      message: MSG.passwordMismatch,
      path: ['confirmPassword'],
      when: (payload) => {
        const form = (payload.value ?? {}) as Record<string, unknown>;
        return (
          typeof form[key] === 'string' &&
          typeof form.confirmPassword === 'string' &&
          form.confirmPassword !== ''
        );
      },
    },
  ];
}

/** Step 2 of the register popup: confirm password is a form-only field, checked against password. */
export const registerFormSchema = z
  .object({ ...registerCommon, confirmPassword: z.string({ error: MSG.required }).min(1, MSG.required) })
  .refine(...confirmationOf('password'));

export const customerRegisterSchema = z.object({
  ...registerCommon,
  userType: z.literal(1).default(1),
  longitude: z.number().nullish(),
  latitude: z.number().nullish(),
  facebookId: z.string().nullish(),
  /** The invite link's code (docs/adr/0044); an unknown or malformed one is ignored. */
  referralCode: referralCodeField,
});
export type CustomerRegisterBody = z.infer<typeof customerRegisterSchema>;

export const activityMappingSchema = z.object({
  id: idField.nullish(),
  classCategoryId: idField,
  classCategoryName: z.string().nullish(),
});
export type ActivityMapping = z.infer<typeof activityMappingSchema>;

const certificateField = z.string().trim().min(1, MSG.fieldRequired).max(LIMITS.nameMax, MSG.maxLength(250));

export const trainerRegisterSchema = z.object({
  ...registerCommon,
  userType: z.literal(2),
  nationality: requiredText(),
  trainerType: z.enum(TRAINER_TYPES, { error: MSG.required }),
  trainerClassRate: z.coerce.number({ error: MSG.required }).int().min(0).max(99_999),
  gymNames: optionalText(),
  certificates: z.array(certificateField).default([]),
  userDetailMappingList: z
    .array(activityMappingSchema, { error: MSG.atLeastOneActivity })
    .min(1, MSG.atLeastOneActivity),
});
export type TrainerRegisterBody = z.infer<typeof trainerRegisterSchema>;

/**
 * POST register takes the customer or the trainer body, told apart by userType (absent means customer).
 * A discriminated union, so a bad field is reported on that field rather than as "Invalid input".
 */
export const registerSchema = z.discriminatedUnion(
  'userType',
  [trainerRegisterSchema, customerRegisterSchema],
  {
    error: MSG.invalidUserType,
  },
);
export type RegisterBody = z.infer<typeof registerSchema>;

/** Prices in the store's currency minor units. */
export const gymRegisterSchema = z
  .object({
    studioName: requiredText(),
    website: httpUrlField.nullish(),
    classType: requiredText(),
    storeId: storeIdField.default(LIMITS.defaultStoreId),
    latitude: z.number().nullish(),
    longitude: z.number().nullish(),
    noOfBranches: z.coerce.number({ error: MSG.required }).int().min(1).max(999),
    price: moneyField,
    monthlyPrice: moneyField,
    yearlyPrice: moneyField,
    otherPackages: optionalText(600),
    firstName: nameField,
    lastName: nameField,
    email: emailField,
    mobile: mobileField,
    password: passwordField,
    role: z.enum(GYM_ROLES, { error: MSG.required }),
  })
  .refine((body) => body.monthlyPrice < body.yearlyPrice, {
    message: MSG.monthlyPrice,
    path: ['monthlyPrice'],
  });
export type GymRegisterBody = z.infer<typeof gymRegisterSchema>;

export const forgotPasswordParamsSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({
    newPassword: passwordField,
    confirmPassword: z.string({ error: MSG.required }).min(1, MSG.required),
  })
  .refine(...confirmationOf('newPassword'));

export const changePasswordSchema = z
  .object({
    oldPassword: z.string({ error: MSG.required }).min(1, MSG.required),
    newPassword: passwordField,
    confirmPassword: z.string({ error: MSG.required }).min(1, MSG.required),
  })
  .refine(...confirmationOf('newPassword'));

const currentPassword = z.string({ error: MSG.required }).min(1, MSG.required).max(128);

/**
 * The API takes the e-mail and the account's password; a confirmation, when sent, must
 * match the e-mail (SPEC 5 'Email does not match.'). The address changes when the mailed link is opened.
 */
export const changeEmailSchema = z
  .object({ email: emailField, confirmEmail: emailField.optional(), password: currentPassword })
  .refine((body) => body.confirmEmail === undefined || body.confirmEmail === body.email, {
    message: MSG.emailMismatch,
    path: ['confirmEmail'],
  });

/** The Settings change-email form: the new address typed twice, and the password. */
export const changeEmailFormSchema = z
  .object({
    email: emailField,
    confirmEmail: z.string({ error: MSG.required }).trim().min(1, MSG.required),
    password: currentPassword,
  })
  .refine((form) => form.confirmEmail.toLowerCase() === form.email, {
    message: MSG.emailMismatch,
    path: ['confirmEmail'],
  });

/** The link mailed to the new address (GET /verifyEmail?token=…), posted back to take effect. */
export const confirmEmailChangeSchema = z.object({ token: z.string().trim().min(1, MSG.required).max(256) });
export const changeMobileSchema = z.object({ mobile: mobileField });
export const updateStoreSchema = z.object({ storeId: storeIdField });

export const validateUserQuerySchema = z.object({
  type: z.enum(['email']).default('email'),
  value: emailField,
  userId: idField.optional(),
});

export const deviceUpdateSchema = z.object({
  logedInToken: z.string().max(4096).nullish(),
  deviceType: z.literal('webapp').default('webapp'),
});

export const interestedCitySchema = z.object({
  cityName: requiredText(),
  useremail: emailField.nullish(),
});
export const interestedCityEmailSchema = z.object({ useremail: emailField });
/** The update also carries the key the save handed back (the caller is a guest). */
export const interestedCityUpdateSchema = interestedCityEmailSchema.extend({
  editKey: z.string({ error: MSG.required }).min(1, MSG.required).max(100),
});

export const kidSchema = z.object({
  id: idField.nullish(),
  name: nameField,
  dob: dobField,
  gender: genderField,
});
export type KidInput = z.infer<typeof kidSchema>;

export const profileUpdateSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  gender: genderField,
  location: optionalText(),
  nationality: optionalText(),
  dob: dobField.nullish(),
  userDetailMappingList: z.array(activityMappingSchema).default([]),
  deletedUserDetailIds: z.array(idField).default([]),
  userKidsList: z.array(kidSchema).default([]),
  deletedKidIdList: z.array(idField).default([]),
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateSchema>;

export const preferenceUpdateSchema = z.object({
  userDetailMappingList: z.array(activityMappingSchema).min(1, MSG.activitiesRequired),
  /** Comma-joined workout time values (SPEC 3.1). */
  timePreference: z.string().trim().min(1, MSG.timingRequired),
});
export type PreferenceUpdateBody = z.infer<typeof preferenceUpdateSchema>;

export const feedbackSchema = z.object({
  name: nameField,
  email: emailField,
  message: requiredText(2000),
});
