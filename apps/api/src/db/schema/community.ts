import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { bookings } from './bookings';
import { brands } from './brand';
import { fitnessClasses } from './classes';
import { promoCodes, purchases } from './payments';
import { stores } from './reference';
import { users } from './users';

/**
 * Community and growth (docs/adr/0043 to 0046). Reviews come only from attendees: one per booking
 * the roll counted as attended; the class, its trainer and its gym are copied in so each page's
 * average is one index range.
 */
const ts = (name: string) => timestamp(name, { withTimezone: true });

export const reviews = pgTable(
  'review',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => fitnessClasses.id, { onDelete: 'cascade' }),
    /** The session's trainer, if any. */
    trainerUserId: integer('trainer_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The gym the class runs at; null: a freelance trainer's class. */
    gymUserId: integer('gym_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 1 to 5 stars for the class (and its trainer). */
    rating: smallint('rating').notNull(),
    body: text('body'),
    /** Stars for the gym itself, asked apart from the class's; null: not given. */
    gymRating: smallint('gym_rating'),
    /** The partner's one public answer. */
    reply: text('reply'),
    repliedAt: ts('replied_at'),
    repliedByUserId: integer('replied_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Hidden by the gym's staff or the platform after a report, with the reason shown to the author. */
    hiddenAt: ts('hidden_at'),
    hiddenReason: text('hidden_reason'),
    hiddenByUserId: integer('hidden_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('review_class_idx').on(t.classId, t.createdAt),
    index('review_trainer_idx').on(t.trainerUserId, t.createdAt),
    index('review_gym_idx').on(t.gymUserId, t.createdAt),
    index('review_user_idx').on(t.userId),
    check('review_rating_ck', sql`${t.rating} between 1 and 5`),
    check('review_gym_rating_ck', sql`${t.gymRating} is null or ${t.gymRating} between 1 and 5`),
    check('review_hidden_ck', sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null)`),
  ],
);

/** Anyone signed in may report a review once. */
export const reviewReports = pgTable(
  'review_report',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

/**
 * A brand's referral programme in one country (store): the welcome offer is a promo code only
 * referred friends may redeem; the referrer's reward is wallet money in the store's currency.
 */
export const referralProgrammes = pgTable(
  'referral_programme',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    welcomePromoId: integer('welcome_promo_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    /** Minor units of the store's currency credited to the referrer's wallet. */
    referrerReward: integer('referrer_reward').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.storeId] }),
    check('referral_programme_reward_ck', sql`${t.referrerReward} >= 0`),
  ],
);

/** A customer's referral link: made the first time they open it, the code is what the link carries. */
export const referralLinks = pgTable(
  'referral_link',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('referral_link_code_uq').on(sql`lower(${t.code})`)],
);

/** A friend who registered through a customer's link: at most one referrer per friend. */
export const referrals = pgTable(
  'referral',
  {
    id: serial('id').primaryKey(),
    referrerUserId: integer('referrer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendUserId: integer('friend_user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    /** JOINED: waiting for the friend's first settled payment; REWARDED; REFUSED (self-referral). */
    status: text('status').notNull().default('JOINED'),
    refusedReason: text('refused_reason'),
    /** The friend's first settled payment, the one that earned (or was refused) the reward. */
    purchaseId: integer('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    rewardAmount: integer('reward_amount'),
    rewardCurrencyCode: text('reward_currency_code'),
    rewardedAt: ts('rewarded_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('referral_referrer_idx').on(t.referrerUserId, t.createdAt),
    check('referral_status_ck', sql`${t.status} in ('JOINED', 'REWARDED', 'REFUSED')`),
    check('referral_not_self_ck', sql`${t.referrerUserId} <> ${t.friendUserId}`),
  ],
);

/**
 * A private calendar subscription URL: the token is the only credential a calendar app sends, so
 * revoking deletes the row and a new feed gets a new token.
 */
export const calendarFeeds = pgTable(
  'calendar_feed',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feed_token_uq').on(t.token)],
);
