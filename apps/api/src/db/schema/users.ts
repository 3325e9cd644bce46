import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands } from './brand';
import { localities, stores } from './reference';

/** Activities (class categories); moved beside users for the gym owner key. */
export const classCategories = pgTable('class_category', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  nameAr: text('name_ar'),
  icon: text('icon').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  /**
   * The gym that added this activity for its own classes; null: the platform's, which the
   * public lists (GET /class-categories, preferences) show. A gym's activity is otherwise its own, but
   * joins the class list's filters while it has classes to come (/class-categories/filters).
   */
  gymUserId: integer('gym_user_id').references(() => users.id, { onDelete: 'cascade' }),
});

export const users = pgTable(
  'app_user',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    category: smallint('category').notNull().default(1),
    storeId: integer('store_id')
      .notNull()
      .default(1)
      .references(() => stores.id),
    gender: text('gender'),
    mobile: text('mobile'),
    dob: date('dob', { mode: 'string' }),
    nationality: text('nationality'),
    location: text('location'),
    bio: text('bio'),
    profileImageUrl: text('profile_image_url'),
    profileThumbnailUrl: text('profile_thumbnail_url'),
    coverImageUrl: text('cover_image_url'),
    trainerAllowEdit: boolean('trainer_allow_edit').notNull().default(true),
    googleId: text('google_id').unique(),
    facebookId: text('facebook_id').unique(),
    loginThrough: text('login_through').notNull().default('EMAIL'),
    /** The language of the user's e-mails and the app on a new device: 'en' or 'ar'. */
    language: text('language').notNull().default('en'),
    /** The brand the user registered on: their e-mails carry its name, colours and links (null: the default brand). */
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    /** The e-mails the user turned off in settings; receipts always go. */
    mailOptOuts: text('mail_opt_outs').array().notNull().default(sql`'{}'::text[]`),
    timePreference: text('time_preference').array().notNull().default(sql`'{}'::text[]`),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** When the user last opened the bell: the unread count only counts what came after (SPEC 4.2). */
    notificationsSeenAt: timestamp('notifications_seen_at', { withTimezone: true }),
    /**
     * The platform operator (SPEC 6's master gym): reads every gym and approves new partners. Named by
     * this flag, set by `npm run operator:create` or the demo seed, never by being the first gym account.
     */
    platformOperator: boolean('platform_operator').notNull().default(false),
    /**
     * A trainer's or gym's review by the operator: PENDING partners stay unlisted, REFUSED
     * ones too, with the reason they were told. Customers and partners of brands without review: APPROVED.
     */
    partnerReview: text('partner_review').notNull().default('APPROVED'),
    partnerReviewReason: text('partner_review_reason'),
    partnerReviewedAt: timestamp('partner_reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('app_user_email_uq').on(sql`lower(${table.email})`),
    check('app_user_category_ck', sql`${table.category} in (1, 2, 3, 6)`),
    check('app_user_language_ck', sql`${table.language} in ('en', 'ar')`),
    check('app_user_partner_review_ck', sql`${table.partnerReview} in ('PENDING', 'APPROVED', 'REFUSED')`),
  ],
);

export const trainerProfiles = pgTable('trainer_profile', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  trainerType: text('trainer_type').notNull(),
  classRate: integer('class_rate').notNull().default(0),
  gymNames: text('gym_names'),
  certificates: text('certificates').array().notNull().default(sql`'{}'::text[]`),
});

/** Prices are integer minor units of the gym's store currency. */
export const gymProfiles = pgTable('gym_profile', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  studioName: text('studio_name').notNull(),
  website: text('website'),
  classType: text('class_type').notNull(),
  noOfBranches: integer('no_of_branches').notNull().default(1),
  price: integer('price').notNull().default(0),
  monthlyPrice: integer('monthly_price').notNull().default(0),
  yearlyPrice: integer('yearly_price').notNull().default(0),
  otherPackages: text('other_packages'),
  role: text('role').notNull().default('OWNER'),
  isPrimeGym: boolean('is_prime_gym').notNull().default(false),
});

export const gymBranches = pgTable('gym_branch', {
  id: serial('id').primaryKey(),
  gymUserId: integer('gym_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  localityId: integer('locality_id').references(() => localities.id),
  address: text('address').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  studioInstruction: text('studio_instruction'),
  /** Classes here may not run across a prayer (docs/adr/0047). */
  closedForPrayers: boolean('closed_for_prayers').notNull().default(false),
  /** Only women and girls here, taught by women (docs/adr/0047). */
  womenOnly: boolean('women_only').notNull().default(false),
});

export const userActivities = pgTable(
  'user_activity',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classCategoryId: integer('class_category_id')
      .notNull()
      .references(() => classCategories.id),
  },
  (table) => [uniqueIndex('user_activity_uq').on(table.userId, table.classCategoryId)],
);

export const kids = pgTable(
  'user_kid',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    gender: text('gender').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('user_kid_user_idx').on(table.userId)],
);

/**
 * A customer's wallet balance in one currency, in its minor units: money stays in the
 * currency it came in and pays only for packages sold in it; it is never converted. A customer who
 * moves country keeps the old balance for the old country's packages and starts one in the new.
 */
export const wallets = pgTable(
  'wallet',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    currencyCode: text('currency_code').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.currencyCode] }),
    check('wallet_balance_ck', sql`${table.balance} >= 0`),
  ],
);
