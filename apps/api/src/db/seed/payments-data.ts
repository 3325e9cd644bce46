import type { PackageType } from '@kinetic/domain';

/** The demo's shop: packages of every SPEC 3.2 type across the four stores, and promo codes. */
export interface SeedShopPackage {
  name: string;
  storeId: number;
  currencyCode: string;
  packageType: PackageType;
  packageCategory: 'ADULTS' | 'CHILD';
  credits: number;
  /** null or absent: no class count (the credits decide). */
  classes?: number | null;
  /** Unlimited classes within validity (no credits taken). */
  unlimited?: boolean;
  validityDays: number;
  price: number;
  description: string;
  gym?: string;
  visitLimitPerGym?: number;
  reminder?: string;
  readyPackageSize?: number;
  subscriptionWeeks?: number;
  /** A category pack's activities (class category names): it pays only for their classes. */
  activities?: string[];
}

const FLEX = 'gym@kinetic.test';
const LOTUS = 'lotus@kinetic.test';

export const SHOP_PACKAGES: SeedShopPackage[] = [
  {
    name: 'Kinetic 10 Credits',
    storeId: 1,
    currencyCode: 'KWD',
    packageType: 'GENERAL',
    packageCategory: 'ADULTS',
    credits: 10,
    validityDays: 30,
    price: 25_000,
    description: 'Ten credits for classes at any studio, renewable monthly.',
    readyPackageSize: 3,
    subscriptionWeeks: 4,
  },
  {
    name: 'Kinetic Unlimited Month',
    storeId: 1,
    currencyCode: 'KWD',
    packageType: 'GENERAL',
    packageCategory: 'ADULTS',
    credits: 0,
    unlimited: true,
    validityDays: 30,
    price: 90_000,
    description: 'As many classes as you like for a month.',
    subscriptionWeeks: 4,
  },
  {
    name: 'Aerial Pack 8',
    storeId: 1,
    currencyCode: 'KWD',
    packageType: 'ARIALPACK',
    packageCategory: 'ADULTS',
    credits: 16,
    classes: 8,
    validityDays: 60,
    price: 48_000,
    description: 'Eight aerial classes within two months.',
  },
  {
    name: 'Mind and Body Category Pack',
    storeId: 1,
    currencyCode: 'KWD',
    packageType: 'SPECIALCLASSCATEGORY',
    packageCategory: 'ADULTS',
    credits: 12,
    validityDays: 45,
    price: 30_000,
    description: 'Credits for yoga and pilates classes.',
    activities: ['Yoga', 'Pilates'],
  },
  {
    name: 'FlexZone 8 Visits',
    storeId: 1,
    currencyCode: 'KWD',
    packageType: 'GYMSPECIFIC',
    packageCategory: 'ADULTS',
    credits: 24,
    validityDays: 30,
    price: 35_000,
    gym: FLEX,
    visitLimitPerGym: 8,
    description: 'Up to eight FlexZone visits this month.',
    reminder: 'Bring a towel and a water bottle.',
  },
  {
    name: 'Lotus Drop-in',
    storeId: 1,
    currencyCode: 'KWD',
    packageType: 'DROPIN',
    packageCategory: 'ADULTS',
    credits: 3,
    validityDays: 7,
    price: 7_000,
    gym: LOTUS,
    description: 'One Lotus Yoga House class this week.',
  },
  {
    name: 'Kids 4 Credits',
    storeId: 1,
    currencyCode: 'KWD',
    packageType: 'GENERAL',
    packageCategory: 'CHILD',
    credits: 4,
    validityDays: 30,
    price: 12_000,
    description: 'Four credits for kids classes.',
  },
  {
    name: 'PT 10 Sessions',
    storeId: 1,
    currencyCode: 'KWD',
    packageType: 'PT',
    packageCategory: 'ADULTS',
    credits: 10,
    classes: 10,
    validityDays: 90,
    price: 140_000,
    description: 'Ten one-to-one sessions.',
  },
  {
    name: 'Special Program Pass',
    storeId: 1,
    currencyCode: 'KWD',
    packageType: 'SPECIAL',
    packageCategory: 'ADULTS',
    credits: 8,
    validityDays: 60,
    price: 60_000,
    description: 'A special program with video classes.',
  },
  {
    name: 'Extend Validity 2 Weeks',
    storeId: 1,
    currencyCode: 'KWD',
    packageType: 'extendValidity',
    packageCategory: 'ADULTS',
    credits: 0,
    validityDays: 14,
    price: 3_000,
    description: 'Two more weeks to use the credits you have.',
  },
  {
    name: 'Bahrain 10 Credits',
    storeId: 2,
    currencyCode: 'BHD',
    packageType: 'GENERAL',
    packageCategory: 'ADULTS',
    credits: 10,
    validityDays: 30,
    price: 22_500,
    description: 'Ten credits for classes in Bahrain.',
    subscriptionWeeks: 4,
  },
  {
    name: 'Bahrain Kids 4 Credits',
    storeId: 2,
    currencyCode: 'BHD',
    packageType: 'GENERAL',
    packageCategory: 'CHILD',
    credits: 4,
    validityDays: 30,
    price: 10_000,
    description: 'Four credits for kids classes in Bahrain.',
  },
  {
    name: 'Riyadh 10 Credits',
    storeId: 3,
    currencyCode: 'SAR',
    packageType: 'GENERAL',
    packageCategory: 'ADULTS',
    credits: 10,
    validityDays: 30,
    price: 35_000,
    description: 'Ten credits for classes in Riyadh.',
  },
  {
    name: 'Riyadh Drop-in',
    storeId: 3,
    currencyCode: 'SAR',
    packageType: 'DROPIN',
    packageCategory: 'ADULTS',
    credits: 2,
    validityDays: 7,
    price: 6_000,
    description: 'One class this week in Riyadh.',
  },
  {
    name: 'Dubai 10 Credits',
    storeId: 4,
    currencyCode: 'AED',
    packageType: 'GENERAL',
    packageCategory: 'ADULTS',
    credits: 10,
    validityDays: 30,
    price: 39_900,
    description: 'Ten credits for classes in Dubai.',
  },
];

const DAY = 86_400_000;

export interface SeedPromo {
  name: string;
  discountType: 'PERCENTAGE' | 'AMOUNT';
  discountValue: number;
  extraCredits?: number;
  extraDays?: number;
  /** Days from now; negative: in the past. */
  validFromDays?: number;
  validToDays?: number;
  maxUses?: number;
  maxUsesPerUser?: number;
  currencyCode?: string;
  gym?: string;
  packageNames?: string[];
  /** A referral programme's welcome offer (docs/adr/0044). */
  referralOnly?: boolean;
}

export const SEED_PROMOS: SeedPromo[] = [
  { name: 'WELCOME10', discountType: 'PERCENTAGE', discountValue: 10, validToDays: 365, maxUsesPerUser: 1 },
  { name: 'KWD2OFF', discountType: 'AMOUNT', discountValue: 2_000, currencyCode: 'KWD', validToDays: 365 },
  {
    name: 'EXTRA5',
    discountType: 'AMOUNT',
    discountValue: 0,
    extraCredits: 5,
    extraDays: 14,
    validToDays: 365,
  },
  { name: 'FREEMONTH', discountType: 'PERCENTAGE', discountValue: 100, extraDays: 30, validToDays: 365 },
  { name: 'LOTUSDROP', discountType: 'PERCENTAGE', discountValue: 50, gym: LOTUS, validToDays: 365 },
  {
    name: 'SUMMER2025',
    discountType: 'PERCENTAGE',
    discountValue: 20,
    validFromDays: -400,
    validToDays: -300,
  },
  { name: 'SOLDOUT', discountType: 'PERCENTAGE', discountValue: 30, maxUses: 0 },
  // The welcome offers of the referral programmes (REFERRAL_PROGRAMMES): half price on the first pack.
  {
    name: 'FRIEND50',
    discountType: 'PERCENTAGE',
    discountValue: 50,
    maxUsesPerUser: 1,
    packageNames: ['Kinetic 10 Credits'],
    referralOnly: true,
  },
  {
    name: 'FRIEND50BH',
    discountType: 'PERCENTAGE',
    discountValue: 50,
    maxUsesPerUser: 1,
    packageNames: ['Bahrain 10 Credits'],
    referralOnly: true,
  },
];

/**
 * Both demo brands' referral programmes (docs/adr/0044): in Kuwait and Bahrain a friend gets the
 * welcome promo, the referrer 2.000 in the store's currency once the friend pays.
 */
export const REFERRAL_PROGRAMMES = [
  { storeId: 1, welcomePromo: 'FRIEND50', referrerReward: 2_000 },
  { storeId: 2, welcomePromo: 'FRIEND50BH', referrerReward: 2_000 },
];

export const promoWindow = (p: SeedPromo, now: Date) => ({
  validFrom: p.validFromDays === undefined ? null : new Date(now.getTime() + p.validFromDays * DAY),
  validTo: p.validToDays === undefined ? null : new Date(now.getTime() + p.validToDays * DAY),
});

/** The demo customer's wallet, in fils. */
export const DEMO_WALLET = 5_000;
