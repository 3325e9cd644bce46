import { z } from 'zod';
import { pageSchemaOf } from '../classes/dto';
import { AGE_CATEGORIES, PACKAGE_TYPES, type PackageType } from '../classes/enums';
import { idField, isoDateField, PG_INT_MAX, requiredText } from '../common/fields';
import { MSG } from '../messages';
import { PROMO_DISCOUNT_TYPES } from '../payments/pricing';
import { adminPageQuerySchema, gymIdQueryField, listFormatField } from './admin-query';
import { CATALOGUE_MSG as M } from './catalogue-messages';

/**
 * The package types a gym sells as its own (SPEC 3.2). SPECIAL (the brand's special package) and
 * extendValidity (the platform's subscription top-up) stay the platform's.
 */
export const GYM_PACKAGE_TYPES = [
  'DROPIN',
  'GENERAL',
  'ARIALPACK',
  'SPECIALCLASSCATEGORY',
  'GYMSPECIFIC',
  'AUTOJOINWITHPACKAGE',
  'PT',
] as const satisfies readonly PackageType[];
export type GymPackageType = (typeof GYM_PACKAGE_TYPES)[number];

/** The highest price of a package, in minor units (100,000 KWD). */
export const PACKAGE_MAX_PRICE = 100_000_000;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, MSG.maxLength(max))
    .nullish()
    .transform((value) => value || null);

const wholeIn = (min: number, max: number, message: string) =>
  z.number({ error: M.wholeNumber }).int(M.wholeNumber).min(min, message).max(max, message);

// ---- packages -------------------------------------------------------------------------------

const packageFields = z.object({
  name: requiredText(100),
  nameAr: optionalText(100),
  description: z.string().trim().max(600, MSG.maxLength(600)).default(''),
  descriptionAr: optionalText(600),
  packageType: z.enum(GYM_PACKAGE_TYPES, { error: M.chooseType }),
  packageCategory: z.enum(AGE_CATEGORIES, { error: M.chooseCategory }).default('ADULTS'),
  credits: wholeIn(0, 10_000, M.creditsRange).default(0),
  /** null: no class count (the credits decide); ignored for unlimited packages. */
  classes: wholeIn(1, 10_000, M.classesRange)
    .nullish()
    .transform((value) => value ?? null),
  unlimited: z.boolean().default(false),
  validityDays: wholeIn(1, 3_650, M.validityRange),
  /** Minor units of the gym's store currency. */
  price: z
    .number({ error: MSG.required })
    .int(M.wholeNumber)
    .min(0, MSG.amountNotNegative)
    .max(PACKAGE_MAX_PRICE, MSG.amountTooHigh),
  visitLimitPerGym: wholeIn(1, 1_000, M.visitLimitRange)
    .nullish()
    .transform((v) => v ?? null),
  readyPackageSize: wholeIn(1, 100, M.readySizeRange)
    .nullish()
    .transform((v) => v ?? null),
  reminder: optionalText(250),
  subscriptionWeeks: wholeIn(1, 52, M.weeksRange).default(4),
  /** An activity pack's activities (class categories): it pays only for their classes. */
  classCategoryIds: z.array(idField).max(50).default([]),
  /** A program's workshop class: buying the program books its sessions. */
  programClassId: idField.nullish().transform((value) => value ?? null),
});

/** POST /manage/packages and PUT /manage/packages/{id}: the gym's own package (SPEC 3.2). */
export const gymPackageInputSchema = packageFields.strict().superRefine((p, ctx) => {
  if (p.unlimited && p.classes !== null) {
    ctx.addIssue({ code: 'custom', path: ['classes'], message: M.unlimitedWithClasses });
  }
  if (!p.unlimited && p.credits === 0 && p.classes === null) {
    ctx.addIssue({ code: 'custom', path: ['credits'], message: M.packageGivesNothing });
  }
  if (p.packageType === 'SPECIALCLASSCATEGORY' && p.classCategoryIds.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['classCategoryIds'], message: M.chooseActivities });
  }
  if (p.packageType === 'AUTOJOINWITHPACKAGE' && p.programClassId === null) {
    ctx.addIssue({ code: 'custom', path: ['programClassId'], message: M.chooseProgramClass });
  }
});
export type GymPackageInput = z.infer<typeof gymPackageInputSchema>;
export type GymPackageDraft = z.input<typeof gymPackageInputSchema>;

/** PATCH /manage/packages/{id}: on sale again, or not. */
export const gymPackageActiveSchema = z.object({ active: z.boolean({ error: MSG.required }) }).strict();

export const gymPackagesQuerySchema = adminPageQuerySchema.extend({
  gymId: gymIdQueryField,
  format: listFormatField,
  /** Also the deactivated ("burnt") packages (SPEC 7.8 includeBurn). */
  includeBurnt: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export const gymPackageSchema = z.object({
  id: z.number(),
  name: z.string(),
  nameAr: z.string().nullable(),
  description: z.string(),
  descriptionAr: z.string().nullable(),
  packageType: z.enum(PACKAGE_TYPES),
  packageCategory: z.enum(AGE_CATEGORIES),
  credits: z.number(),
  classes: z.number().nullable(),
  unlimited: z.boolean(),
  validityDays: z.number(),
  price: z.number(),
  currencyCode: z.string(),
  visitLimitPerGym: z.number().nullable(),
  readyPackageSize: z.number().nullable(),
  reminder: z.string().nullable(),
  subscriptionWeeks: z.number(),
  /** An activity pack's activities; empty for the other types. */
  classCategoryIds: z.array(z.number()),
  /** A program's workshop class; null for the other types. */
  programClassId: z.number().nullable(),
  active: z.boolean(),
  /** How many times customers bought it (they keep what they bought whatever the package becomes). */
  sold: z.number(),
});
export type GymPackage = z.infer<typeof gymPackageSchema>;

export const gymPackagePageSchema = pageSchemaOf(gymPackageSchema);

export type GymPackagePage = z.infer<typeof gymPackagePageSchema>;

/** A gym's workshop class a program package may book (GET /manage/packages/program-classes). */
export const programClassSchema = z.object({
  id: z.number(),
  title: z.string(),
  upcomingSessions: z.number(),
});
export type ProgramClass = z.infer<typeof programClassSchema>;

// ---- coupons --------------------------------------------------------------------------------

export const COUPON_STATUSES = ['valid', 'expired', 'upcoming'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** Where a coupon's validity stands at `now` (no dates: always valid). */
export function couponStatus(
  coupon: { validFrom: Date | null; validTo: Date | null },
  now: Date,
): CouponStatus {
  if (coupon.validTo && now > coupon.validTo) return 'expired';
  if (coupon.validFrom && now < coupon.validFrom) return 'upcoming';
  return 'valid';
}

const couponFields = z.object({
  /** The code customers type at checkout; stored in capitals. */
  name: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .regex(/^[A-Za-z0-9_-]{3,30}$/, M.couponCode)
    .transform((value) => value.toUpperCase()),
  discountType: z.enum(PROMO_DISCOUNT_TYPES, { error: MSG.required }),
  /** PERCENTAGE: whole percent 1..100; AMOUNT: minor units of the gym's currency. */
  discountValue: z.number({ error: MSG.required }).int(M.wholeNumber).max(PG_INT_MAX, MSG.amountTooHigh),
  extraCredits: wholeIn(0, 1_000, M.extrasRange).default(0),
  extraDays: wholeIn(0, 1_000, M.extrasRange).default(0),
  /** Calendar days of the gym's store (YYYY-MM-DD), both counted; null: open-ended. */
  validFrom: isoDateField.nullish().transform((v) => v ?? null),
  validTo: isoDateField.nullish().transform((v) => v ?? null),
  maxUses: wholeIn(1, 1_000_000, M.usesRange)
    .nullish()
    .transform((v) => v ?? null),
  maxUsesPerUser: wholeIn(1, 1_000_000, M.usesRange)
    .nullish()
    .transform((v) => v ?? null),
  /** The gym's packages it applies to; empty: every package of the gym. */
  packageIds: z.array(idField).max(100).default([]),
  active: z.boolean().default(true),
});

/** POST /manage/coupons and PUT /manage/coupons/{id}. */
export const couponInputSchema = couponFields.strict().superRefine((c, ctx) => {
  if (c.discountType === 'PERCENTAGE' && (c.discountValue < 1 || c.discountValue > 100)) {
    ctx.addIssue({ code: 'custom', path: ['discountValue'], message: M.percentRange });
  }
  if (c.discountType === 'AMOUNT' && c.discountValue < 1) {
    ctx.addIssue({ code: 'custom', path: ['discountValue'], message: M.amountPositive });
  }
  if (c.validFrom && c.validTo && c.validTo < c.validFrom) {
    ctx.addIssue({ code: 'custom', path: ['validTo'], message: M.validToAfterFrom });
  }
  if (c.maxUses !== null && c.maxUsesPerUser !== null && c.maxUsesPerUser > c.maxUses) {
    ctx.addIssue({ code: 'custom', path: ['maxUsesPerUser'], message: M.perUserAboveTotal });
  }
});
export type CouponInput = z.infer<typeof couponInputSchema>;
export type CouponDraft = z.input<typeof couponInputSchema>;

export const couponsQuerySchema = adminPageQuerySchema.extend({
  gymId: gymIdQueryField,
  format: listFormatField,
  status: z.enum(COUPON_STATUSES).optional(),
  isActive: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
});

export const couponSchema = z.object({
  id: z.number(),
  name: z.string(),
  discountType: z.enum(PROMO_DISCOUNT_TYPES),
  discountValue: z.number(),
  currencyCode: z.string().nullable(),
  extraCredits: z.number(),
  extraDays: z.number(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  maxUses: z.number().nullable(),
  maxUsesPerUser: z.number().nullable(),
  packageIds: z.array(z.number()),
  packages: z.array(z.object({ id: z.number(), name: z.string() })),
  active: z.boolean(),
  status: z.enum(COUPON_STATUSES),
  /** Orders that used it (paid, or open and holding it). */
  uses: z.number(),
});
export type Coupon = z.infer<typeof couponSchema>;
export const couponPageSchema = pageSchemaOf(couponSchema);
export type CouponPage = z.infer<typeof couponPageSchema>;

/** DELETE /manage/coupons/{id}: deleted, or kept deactivated because receipts name it. */
export const couponRemovalSchema = z.object({ id: z.number(), outcome: z.enum(['deleted', 'deactivated']) });
export type CouponRemoval = z.infer<typeof couponRemovalSchema>;

// ---- activities and sub-categories ----------------------------------------------------------

export const activityInputSchema = z
  .object({
    name: requiredText(60),
    nameAr: optionalText(60),
    active: z.boolean().default(true),
  })
  .strict();
export type ActivityInput = z.infer<typeof activityInputSchema>;
export type ActivityDraft = z.input<typeof activityInputSchema>;

export const activitySchema = z.object({
  id: z.number(),
  name: z.string(),
  nameAr: z.string().nullable(),
  /** The gym's own activity (editable); false: one of the platform's, shared by every gym. */
  own: z.boolean(),
  active: z.boolean(),
  /** The gym's classes of this activity. */
  classCount: z.number(),
  subCategoryCount: z.number(),
});
export type Activity = z.infer<typeof activitySchema>;

export const subCategoryInputSchema = z
  .object({
    classCategoryId: idField,
    name: requiredText(60),
    nameAr: optionalText(60),
    active: z.boolean().default(true),
  })
  .strict();
export type SubCategoryInput = z.infer<typeof subCategoryInputSchema>;
export type SubCategoryDraft = z.input<typeof subCategoryInputSchema>;

export const subCategorySchema = z.object({
  id: z.number(),
  classCategoryId: z.number(),
  activityName: z.string(),
  name: z.string(),
  nameAr: z.string().nullable(),
  active: z.boolean(),
  classCount: z.number(),
});
export type SubCategory = z.infer<typeof subCategorySchema>;

export const subCategoriesQuerySchema = z.object({
  gymId: gymIdQueryField,
  classCategoryId: idField.optional(),
});
