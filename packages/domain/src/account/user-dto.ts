import { z } from 'zod';
import { type UserPackageSummaryDto, userPackageSummarySchema } from '../classes/dto';
import { GENDERS, type Gender } from '../common/fields';
import { LANGUAGES, type Language } from '../i18n/localise';
import { MSG } from '../messages';
import type { UserCategory } from './user-category';

/** The stored user record of SPEC 3.1, as the API returns it and the web app keeps it. */
export interface KidDto {
  id: number;
  name: string;
  dob: string;
  gender: Gender;
}

/** A live package of the user (SPEC 3.1 userPackageDetailDtoList). */
export type UserPackageSummary = UserPackageSummaryDto;

export interface UserDto {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  userCategory: UserCategory;
  storeId: number;
  currencyCode: string;
  gender: Gender | null;
  mobile: string | null;
  dob: string | null;
  nationality: string | null;
  location: string | null;
  profileImageThumbnail: string | null;
  trainerAllowEdit: boolean;
  userKidsList: KidDto[];
  walletDto: { balance: number; currencyCode: string };
  userPackageDetailDtoList: UserPackageSummary[];
  buyMembership: boolean;
  subscriptionTrail: {
    subscribeText: string | null;
    subscribeApplied: boolean;
    subscribeRenewText: string | null;
    trailOfferApplied: boolean;
  };
  userDetailMappingList: { id: number; classCategoryId: number; classCategoryName: string }[];
  timePreference: string[];
  loginThrough: 'EMAIL' | 'GOOGLE' | 'FACEBOOK';
  /** The language of the user's e-mails, and of the app where the browser has not chosen one. */
  language: Language;
}

export interface LoginResult {
  token: string;
  user: UserDto;
  userCategory: UserCategory;
  storeId: number;
  userPackageDetailDtoList: UserPackageSummary[];
}

/** The same records as zod schemas: the API's response schemas (OpenAPI, and what the serializer keeps). */
const userCategorySchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(6)]);

export const kidDtoSchema = z.object({
  id: z.number(),
  name: z.string(),
  dob: z.string(),
  gender: z.enum(GENDERS),
});

export const userDtoSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userCategory: userCategorySchema,
  storeId: z.number(),
  currencyCode: z.string(),
  gender: z.enum(GENDERS).nullable(),
  mobile: z.string().nullable(),
  dob: z.string().nullable(),
  nationality: z.string().nullable(),
  location: z.string().nullable(),
  profileImageThumbnail: z.string().nullable(),
  trainerAllowEdit: z.boolean(),
  userKidsList: z.array(kidDtoSchema),
  walletDto: z.object({ balance: z.number(), currencyCode: z.string() }),
  userPackageDetailDtoList: z.array(userPackageSummarySchema),
  buyMembership: z.boolean(),
  subscriptionTrail: z.object({
    subscribeText: z.string().nullable(),
    subscribeApplied: z.boolean(),
    subscribeRenewText: z.string().nullable(),
    trailOfferApplied: z.boolean(),
  }),
  userDetailMappingList: z.array(
    z.object({ id: z.number(), classCategoryId: z.number(), classCategoryName: z.string() }),
  ),
  timePreference: z.array(z.string()),
  language: z.enum(LANGUAGES),
  loginThrough: z.enum(['EMAIL', 'GOOGLE', 'FACEBOOK']),
});

export const loginResultSchema = z.object({
  token: z.string(),
  user: userDtoSchema,
  userCategory: userCategorySchema,
  storeId: z.number(),
  userPackageDetailDtoList: z.array(userPackageSummarySchema),
});

/** A settings or profile change: the updated user and the spec's success text. */
export const userChangeResultSchema = z.object({ user: userDtoSchema, message: z.string() });
export const messageResultSchema = z.object({ message: z.string() });

// The schemas and the interfaces must describe the same records: a field added to one only fails here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemasMatchInterfaces: [
  Same<z.infer<typeof userDtoSchema>, UserDto>,
  Same<z.infer<typeof loginResultSchema>, LoginResult>,
  Same<z.infer<typeof kidDtoSchema>, KidDto>,
] = [true, true, true];
void schemasMatchInterfaces;

/** PUT /users/me/language: the language the account keeps (e-mails, the app on a new device). */
export const userLanguageBodySchema = z.object({ language: z.enum(LANGUAGES, { error: MSG.required }) });
export type UserLanguageBody = z.infer<typeof userLanguageBodySchema>;
