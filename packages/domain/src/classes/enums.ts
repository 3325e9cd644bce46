/** SPEC 3.3: the enumerations of a class, with the labels the screens show. */
export const PRICE_MODELS = ['PHYSICAL', 'VIRTUAL', 'PT', 'AUTOJOINWITHPACKAGE', 'FOC'] as const;
export type PriceModel = (typeof PRICE_MODELS)[number];
export const PRICE_MODEL_LABEL: Record<PriceModel, string> = {
  PHYSICAL: 'At Gym',
  VIRTUAL: 'Online',
  PT: 'Personal Training',
  AUTOJOINWITHPACKAGE: 'Workshop',
  FOC: 'Free',
};

/** A class's gender rule ("classType" in the spec's DTOs). */
export const GENDER_RULES = ['MALE', 'FEMALE', 'MIXED'] as const;
export type GenderRule = (typeof GENDER_RULES)[number];
export const GENDER_RULE_LABEL: Record<GenderRule, string> = {
  MALE: 'Male Only',
  FEMALE: 'Female Only',
  MIXED: 'Both',
};

export const FITNESS_LEVELS = ['BASIC', 'INTERMEDIATE', 'ADVANCED', 'DONTSPECIFY'] as const;
export type FitnessLevel = (typeof FITNESS_LEVELS)[number];
/** DONTSPECIFY is hidden in the join popup (SPEC 2.4): its label is null. */
export const FITNESS_LEVEL_LABEL: Record<FitnessLevel, string | null> = {
  BASIC: 'Basic',
  INTERMEDIATE: 'Intermediate',
  ADVANCED: 'Advanced',
  DONTSPECIFY: null,
};

export const AGE_CATEGORIES = ['ADULTS', 'CHILD'] as const;
export type AgeCategory = (typeof AGE_CATEGORIES)[number];
export const AGE_CATEGORY_LABEL: Record<AgeCategory, string> = { ADULTS: 'Adults', CHILD: 'Kids' };

/** showAvailableSeatType (SPEC 2.5). */
export const SEAT_DISPLAY = ['SHOWTHREEANDABOVEAVAILSEAT', 'HIDEALLAVAILSEAT', 'SHOWALL'] as const;
export type SeatDisplay = (typeof SEAT_DISPLAY)[number];

export const WISH_TYPES = ['WAITLIST', 'WISHLIST'] as const;
export type WishType = (typeof WISH_TYPES)[number];

/** SPEC 3.3 class platform labels, shown as 'On <place>'. */
export const CLASS_PLATFORMS = ['APP', 'INSTAGRAM', 'FACEBOOK', 'YOUTUBE', 'ZOOM'] as const;
export type ClassPlatform = (typeof CLASS_PLATFORMS)[number];
export const isClassPlatform = (value: unknown): value is ClassPlatform =>
  (CLASS_PLATFORMS as readonly unknown[]).includes(value);
export const CLASS_PLATFORM_LABEL: Record<ClassPlatform, string> = {
  APP: 'On Kinetic',
  INSTAGRAM: 'On Instagram',
  FACEBOOK: 'On Facebook',
  YOUTUBE: 'On YouTube',
  ZOOM: 'On Zoom',
};

/** SPEC 3.2 packageType values (extendValidity keeps the spec's spelling). */
export const PACKAGE_TYPES = [
  'DROPIN',
  'GENERAL',
  'ARIALPACK',
  'SPECIALCLASSCATEGORY',
  'GYMSPECIFIC',
  'AUTOJOINWITHPACKAGE',
  'PT',
  'SPECIAL',
  'extendValidity',
] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];
/** Package types whose credits pay for group classes (PT and programs are bought per class). */
export const CREDIT_PACKAGE_TYPES: readonly PackageType[] = [
  'DROPIN',
  'GENERAL',
  'ARIALPACK',
  'SPECIALCLASSCATEGORY',
  'GYMSPECIFIC',
  'SPECIAL',
];

export const BOOKING_STATUSES = ['BOOKED', 'CANCELED'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const SESSION_STATUSES = ['SCHEDULED', 'CANCELED'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** Days of a class timing: 0 Sunday to 6 Saturday (SPEC 3.3 classDayList). */
export const DAY_SHORT_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const DAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
