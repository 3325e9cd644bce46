import { type GYM_ROLES, type GymRegisterBody, gymRegisterSchema, MSG } from '@kinetic/domain';
import { z } from 'zod';
import {
  type AccountValues,
  accountShape,
  emptyAccount,
  moneyField,
  passwordsMatch,
  toMinorUnits,
} from './form-rules';

export interface GymFormValues extends AccountValues {
  studioName: string;
  website: string;
  classType: string;
  noOfBranches: number | string;
  price: number | string;
  monthlyPrice: number | string;
  yearlyPrice: number | string;
  otherPackages: string;
  role: (typeof GYM_ROLES)[number] | '';
  latitude: number | null;
  longitude: number | null;
}

const { studioName, website, classType, otherPackages, role } = gymRegisterSchema.shape;

export const gymFormSchema = z
  .object({
    ...accountShape,
    studioName,
    website,
    classType,
    otherPackages,
    role,
    noOfBranches: z.number({ error: MSG.required }).int().min(1).max(999),
    price: moneyField,
    monthlyPrice: moneyField,
    yearlyPrice: moneyField,
  })
  .refine(...passwordsMatch)
  .refine((form) => form.monthlyPrice < form.yearlyPrice, {
    message: MSG.monthlyPrice,
    path: ['monthlyPrice'],
    when: (payload) => {
      const value = payload.value as { monthlyPrice?: unknown; yearlyPrice?: unknown };
      return typeof value.monthlyPrice === 'number' && typeof value.yearlyPrice === 'number';
    },
  });

export const emptyGymForm = (storeId: number): GymFormValues => ({
  ...emptyAccount(storeId),
  studioName: '',
  website: '',
  classType: '',
  noOfBranches: 1,
  price: '',
  monthlyPrice: '',
  yearlyPrice: '',
  otherPackages: '',
  role: '',
  latitude: null,
  longitude: null,
});

export function toGymBody(values: GymFormValues, currencyDecimals: number): GymRegisterBody {
  const money = (value: number | string) => toMinorUnits(Number(value), currencyDecimals);
  return {
    storeId: Number(values.storeId),
    studioName: values.studioName.trim(),
    website: values.website.trim() || null,
    classType: values.classType.trim(),
    noOfBranches: Number(values.noOfBranches),
    price: money(values.price),
    monthlyPrice: money(values.monthlyPrice),
    yearlyPrice: money(values.yearlyPrice),
    otherPackages: values.otherPackages.trim() || null,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim().toLowerCase(),
    mobile: values.mobile.trim(),
    password: values.password,
    role: values.role as GymRegisterBody['role'],
    latitude: values.latitude,
    longitude: values.longitude,
  };
}
