import { MSG, PG_INT_MAX, trainerRegisterSchema } from '@kinetic/domain';
import { z } from 'zod';

/** Major units as typed (10.500 KWD) to the integer minor units the API stores (10500). */
export function toMinorUnits(major: number, decimals: number): number {
  return Math.round(major * 10 ** decimals);
}

/** The largest major amount whose minor units (up to 3 decimals in the Gulf stores) fit the API's integer. */
const MONEY_MAJOR_MAX = Math.floor(PG_INT_MAX / 1000);

export const moneyField = z.number({ error: MSG.required }).min(0).max(MONEY_MAJOR_MAX, MSG.numberTooLarge);

const { firstName, lastName, email, mobile, password, gender } = trainerRegisterSchema.shape;

/** The person behind a partner account; confirmPassword is a form-only field. */
export const accountShape = {
  storeId: z.string({ error: MSG.required }).min(1, MSG.required),
  firstName,
  lastName,
  email,
  mobile,
  password,
  confirmPassword: z.string().min(1, MSG.required),
};
export const personShape = { ...accountShape, gender };

type PasswordPair = { password: string; confirmPassword: string };
type RefineOptions = { message: string; path: string[]; when: (payload: { value: unknown }) => boolean };

export const passwordsMatch: [(form: PasswordPair) => boolean, RefineOptions] = [
  (form) => form.password === form.confirmPassword,
  {
    message: MSG.passwordMismatch,
    path: ['confirmPassword'],
    // Checked alongside the other fields' errors, not only once they are all valid.
    when: ({ value }) => {
      const pair = value as Partial<Record<keyof PasswordPair, unknown>>;
      return (
        typeof pair.password === 'string' &&
        typeof pair.confirmPassword === 'string' &&
        pair.confirmPassword !== ''
      );
    },
  },
];

export interface AccountValues {
  storeId: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  password: string;
  confirmPassword: string;
}

export const emptyAccount = (storeId: number): AccountValues => ({
  storeId: String(storeId),
  firstName: '',
  lastName: '',
  email: '',
  mobile: '',
  password: '',
  confirmPassword: '',
});
