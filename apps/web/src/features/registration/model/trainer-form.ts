import {
  type ClassCategoryDto,
  type Gender,
  MSG,
  type TRAINER_TYPES,
  type TrainerRegisterBody,
  trainerRegisterSchema,
} from '@kinetic/domain';
import { z } from 'zod';
import {
  type AccountValues,
  emptyAccount,
  moneyField,
  passwordsMatch,
  personShape,
  toMinorUnits,
} from './form-rules';

export interface TrainerFormValues extends AccountValues {
  gender: Gender | '';
  nationality: string | null;
  trainerType: (typeof TRAINER_TYPES)[number] | '';
  trainerClassRate: number | string;
  gymNames: string;
  certificates: string[];
  activityIds: string[];
}

const { nationality, trainerType, gymNames, certificates } = trainerRegisterSchema.shape;

export const trainerFormSchema = z
  .object({
    ...personShape,
    nationality,
    trainerType,
    trainerClassRate: moneyField,
    gymNames,
    certificates,
    activityIds: z.array(z.string()).min(1, MSG.atLeastOneActivity),
  })
  .refine(...passwordsMatch);

export const emptyTrainerForm = (storeId: number): TrainerFormValues => ({
  ...emptyAccount(storeId),
  gender: '',
  nationality: null,
  trainerType: '',
  trainerClassRate: '',
  gymNames: '',
  certificates: [],
  activityIds: [],
});

export function toTrainerBody(
  values: TrainerFormValues,
  currencyDecimals: number,
  categories: ClassCategoryDto[],
): TrainerRegisterBody {
  return {
    userType: 2,
    storeId: Number(values.storeId),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim().toLowerCase(),
    mobile: values.mobile.trim(),
    password: values.password,
    gender: values.gender as Gender,
    nationality: values.nationality ?? '',
    trainerType: values.trainerType as TrainerRegisterBody['trainerType'],
    trainerClassRate: toMinorUnits(Number(values.trainerClassRate), currencyDecimals),
    gymNames: values.gymNames.trim() || null,
    certificates: values.certificates.map((certificate) => certificate.trim()),
    userDetailMappingList: values.activityIds.map((id) => ({
      classCategoryId: Number(id),
      classCategoryName: categories.find((category) => String(category.id) === id)?.name ?? null,
    })),
  };
}
