import { PACKAGE_TYPES } from '@kinetic/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { ptTrainers } from './personal-training';
import { stores } from './reference';
import { kids, users } from './users';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * What a customer can buy (SPEC 3.2): the minimum the booking rules need. Money is integer minor
 * units of currency_code; classes null means no class count (the credits decide). `unlimited` is the
 * unlimited-classes package: joining never runs out within validity (the spec's 9999999 is only how
 * the API shows it).
 */
export const packages = pgTable(
  'package',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    gymUserId: integer('gym_user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The name and description in Arabic where written; else the English shows. */
    nameAr: text('name_ar'),
    descriptionAr: text('description_ar'),
    packageType: text('package_type').notNull(),
    packageCategory: text('package_category').notNull().default('ADULTS'),
    credits: integer('credits').notNull().default(0),
    classes: integer('classes'),
    unlimited: boolean('unlimited').notNull().default(false),
    validityDays: integer('validity_days').notNull(),
    price: integer('price').notNull(),
    currencyCode: text('currency_code').notNull(),
    visitLimitPerGym: integer('visit_limit_per_gym'),
    reminder: text('reminder'),
    /** SPEC 3.2 readyPackageSize: how many of these a class's package list offers at once. */
    readyPackageSize: integer('ready_package_size'),
    /** A subscription to this package renews after this many weeks. */
    subscriptionWeeks: integer('subscription_weeks').notNull().default(4),
    /**
     * A category pack (SPECIALCLASSCATEGORY) pays only for classes of these activities (class_category
     * ids). Other types ignore it.
     */
    classCategoryIds: integer('class_category_ids').array().notNull().default(sql`'{}'::integer[]`),
    /**
     * The one-session package of a PT trainer, at the trainer's price (kept by their setup);
     * offered only on that trainer's sessions. null for every other package.
     */
    ptTrainerId: integer('pt_trainer_id').references(() => ptTrainers.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('package_type_ck', sql`${t.packageType} in (${inList(PACKAGE_TYPES)})`),
    check('package_category_ck', sql`${t.packageCategory} in ('ADULTS', 'CHILD')`),
    check('package_amounts_ck', sql`${t.credits} >= 0 and ${t.price} >= 0 and ${t.validityDays} > 0`),
  ],
);

/** A customer's purchased package with its balances; every change writes a credit_ledger row. */
export const userPackages = pgTable(
  'user_package',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    kidId: integer('kid_id').references(() => kids.id),
    gymUserId: integer('gym_user_id').references(() => users.id),
    packageType: text('package_type').notNull(),
    packageCategory: text('package_category').notNull().default('ADULTS'),
    creditsBalance: integer('credits_balance').notNull(),
    /** null: no class count (the credits decide). */
    classesLeft: integer('classes_left'),
    /** Bought as an unlimited package: bookings take no credits (their ledger rows say 0). */
    unlimited: boolean('unlimited').notNull().default(false),
    visitLimitPerGym: integer('visit_limit_per_gym'),
    /** The package's activities as bought (a category pack pays only for these). */
    classCategoryIds: integer('class_category_ids').array().notNull().default(sql`'{}'::integer[]`),
    /**
     * A PT package's value of one session as bought (its price over its sessions, minor units): it
     * pays for the sessions of trainers whose price is at most this. null: other types.
     */
    ptSessionValue: integer('pt_session_value'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_package_user_idx').on(t.userId, t.expiresAt),
    check('user_package_credits_ck', sql`${t.creditsBalance} >= 0`),
    check('user_package_classes_ck', sql`${t.classesLeft} is null or ${t.classesLeft} >= 0`),
    check('user_package_status_ck', sql`${t.status} in ('ACTIVE', 'CANCELED')`),
  ],
);

/** Append-only: the sum of deltas of a user_package equals its balances (DESIGN 5). */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userPackageId: integer('user_package_id')
      .notNull()
      .references(() => userPackages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deltaCredits: integer('delta_credits').notNull(),
    deltaClasses: integer('delta_classes').notNull().default(0),
    creditsAfter: integer('credits_after').notNull(),
    classesAfter: integer('classes_after'),
    reason: text('reason').notNull(),
    bookingId: integer('booking_id'),
    /** Who made a gym's change (the gym's user id); null for the customer's own actions. */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Why (required for a gym's ADJUST), shown to the customer in their history. */
    note: text('note'),
    /** An ADJUST that moved the expiry records the new one; null when it did not move. */
    expiresAfter: timestamp('expires_after', { withTimezone: true }),
    /** An ADJUST of what was charged (minor units of the package currency); 0 otherwise. */
    deltaAmount: integer('delta_amount').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_ledger_package_idx').on(t.userPackageId),
    check(
      'credit_ledger_reason_ck',
      sql`${t.reason} in ('PURCHASE', 'GRANT', 'BOOKING', 'REFUND', 'ADJUST', 'FEE', 'FEE_RETURN')`,
    ),
  ],
);
