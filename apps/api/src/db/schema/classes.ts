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
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { packages } from './packages';
import { ptTrainers } from './personal-training';
import { localities, stores } from './reference';
import { classCategories, gymBranches, users } from './users';

const oneOf = (column: unknown, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

/** A gym's sub-category of an activity (its own or the platform's), for its classes. */
export const subCategories = pgTable(
  'sub_category',
  {
    id: serial('id').primaryKey(),
    gymUserId: integer('gym_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classCategoryId: integer('class_category_id')
      .notNull()
      .references(() => classCategories.id),
    name: text('name').notNull(),
    nameAr: text('name_ar'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sub_category_name_uq').on(t.gymUserId, t.classCategoryId, sql`lower(${t.name})`)],
);

/** The class template (DESIGN 5): what it is, what it costs, who may join, how seats show. */
export const fitnessClasses = pgTable(
  'fitness_class',
  {
    id: serial('id').primaryKey(),
    /** The gym or trainer who publishes it. */
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The gym it runs at (null: a freelance trainer's online class). */
    gymUserId: integer('gym_user_id').references(() => users.id),
    branchId: integer('branch_id').references(() => gymBranches.id),
    /**
     * A freelance trainer's in-person class: where it happens. The area is one of
     * the store's localities, so a search by area finds it; the pin is optional. Null for a gym's class
     * (its branch says where) and an online one (its platform does).
     */
    venueName: text('venue_name'),
    venueAddress: text('venue_address'),
    venueLocalityId: integer('venue_locality_id').references(() => localities.id),
    venueLatitude: doublePrecision('venue_latitude'),
    venueLongitude: doublePrecision('venue_longitude'),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    classCategoryId: integer('class_category_id')
      .notNull()
      .references(() => classCategories.id),
    subClassCategoryId: integer('sub_class_category_id').references(() => subCategories.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    priceModel: text('price_model').notNull(),
    credit: integer('credit').notNull().default(0),
    price: integer('price').notNull().default(0),
    currencyCode: text('currency_code').notNull(),
    genderRule: text('gender_rule').notNull().default('MIXED'),
    fitnessLevel: text('fitness_level').notNull().default('DONTSPECIFY'),
    ageCategory: text('age_category').notNull().default('ADULTS'),
    seatDisplay: text('seat_display').notNull().default('SHOWALL'),
    autoWaitListHours: smallint('auto_wait_list_hours'),
    videoClass: boolean('video_class').notNull().default(false),
    isSpecialProgram: boolean('is_special_program').notNull().default(false),
    platform: text('platform'),
    autoJoinPackageId: integer('auto_join_package_id').references(() => packages.id),
    reminder: text('reminder'),
    /** Minutes before a session its booked customers get the reminder e-mail; null: 180. */
    reminderMinutes: smallint('reminder_minutes'),
    specialNote: text('special_note'),
    mediaUrl: text('media_url'),
    mediaThumbnailUrl: text('media_thumbnail_url'),
    /**
     * The PT trainer whose booked slots this class holds (docs/adr/0020): one class per PT
     * trainer, created when a customer first picks a slot; null for every other class.
     */
    ptTrainerId: integer('pt_trainer_id').references(() => ptTrainers.id, { onDelete: 'set null' }),
    /** Visible reviews' count and star total, kept by the reviews module so the list sorts by them. */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('fitness_class_gym_idx').on(t.gymUserId),
    index('fitness_class_category_idx').on(t.classCategoryId),
    index('fitness_class_venue_locality_idx').on(t.venueLocalityId),
    check(
      'fitness_class_venue_ck',
      sql`(${t.venueAddress} is null) = (${t.venueLocalityId} is null) and (${t.venueLatitude} is null) = (${t.venueLongitude} is null) and (${t.venueAddress} is not null or ${t.venueLatitude} is null)`,
    ),
    uniqueIndex('fitness_class_pt_trainer_uq').on(t.ptTrainerId),
    check(
      'fitness_class_price_model_ck',
      oneOf(t.priceModel, ['PHYSICAL', 'VIRTUAL', 'PT', 'AUTOJOINWITHPACKAGE', 'FOC']),
    ),
    check('fitness_class_gender_ck', oneOf(t.genderRule, ['MALE', 'FEMALE', 'MIXED'])),
    check(
      'fitness_class_level_ck',
      oneOf(t.fitnessLevel, ['BASIC', 'INTERMEDIATE', 'ADVANCED', 'DONTSPECIFY']),
    ),
    check('fitness_class_age_ck', oneOf(t.ageCategory, ['ADULTS', 'CHILD'])),
    check(
      'fitness_class_seat_display_ck',
      oneOf(t.seatDisplay, ['SHOWTHREEANDABOVEAVAILSEAT', 'HIDEALLAVAILSEAT', 'SHOWALL']),
    ),
    check('fitness_class_amounts_ck', sql`${t.credit} >= 0 and ${t.price} >= 0`),
    check(
      'fitness_class_auto_wait_ck',
      sql`${t.autoWaitListHours} is null or ${t.autoWaitListHours} between 0 and 99`,
    ),
  ],
);

/** A class's weekly recurrence in the store's time zone (SPEC 3.3 class timing). */
export const classTimings = pgTable(
  'class_timing',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => fitnessClasses.id, { onDelete: 'cascade' }),
    /** 0 Sunday to 6 Saturday. */
    days: smallint('days').array().notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    timeZone: text('time_zone').notNull(),
    trainerUserId: integer('trainer_user_id').references(() => users.id),
    seats: integer('seats').notNull(),
    /** Seats bookable with general (not gym-specific) credits; null: no limit. */
    creditSeats: integer('credit_seats'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('class_timing_class_idx').on(t.classId),
    check('class_timing_time_ck', sql`${t.endTime} > ${t.startTime}`),
    check('class_timing_dates_ck', sql`${t.toDate} >= ${t.fromDate}`),
    check('class_timing_seats_ck', sql`${t.seats} between 1 and 99999`),
    check(
      'class_timing_credit_seats_ck',
      sql`${t.creditSeats} is null or ${t.creditSeats} between 0 and ${t.seats}`,
    ),
  ],
);

/**
 * A dated occurrence customers book, materialised ahead by jobs/materialise-sessions.ts. The seat
 * count lives here so a join is one conditional UPDATE (DESIGN 5). local_date and the minutes are the
 * wall clock in time_zone, derived from the instants for filtering.
 */
export const classSessions = pgTable(
  'class_session',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => fitnessClasses.id, { onDelete: 'cascade' }),
    classTimingId: integer('class_timing_id')
      .notNull()
      .references(() => classTimings.id, { onDelete: 'cascade' }),
    trainerUserId: integer('trainer_user_id').references(() => users.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    fromMinute: smallint('from_minute').notNull(),
    toMinute: smallint('to_minute').notNull(),
    seats: integer('seats').notNull(),
    booked: integer('booked').notNull().default(0),
    creditSeats: integer('credit_seats'),
    creditBooked: integer('credit_booked').notNull().default(0),
    status: text('status').notNull().default('SCHEDULED'),
    /** When the attendance became final: no-shows were counted and check-in closed (docs/adr/0039). */
    rollClosedAt: timestamp('roll_closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('class_session_timing_start_uq').on(t.classTimingId, t.startsAt),
    index('class_session_starts_idx').on(t.startsAt),
    index('class_session_local_idx').on(t.localDate, t.fromMinute),
    index('class_session_class_idx').on(t.classId, t.startsAt),
    index('class_session_trainer_idx').on(t.trainerUserId, t.startsAt),
    check('class_session_seats_ck', sql`${t.booked} >= 0 and ${t.booked} <= ${t.seats}`),
    check(
      'class_session_credit_seats_ck',
      sql`${t.creditBooked} >= 0 and (${t.creditSeats} is null or ${t.creditBooked} <= ${t.creditSeats})`,
    ),
    check('class_session_status_ck', sql`${t.status} in ('SCHEDULED', 'CANCELED')`),
    check('class_session_time_ck', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Customers following trainers (SPEC 3.3 follow: followedId, followerId). */
export const trainerFollows = pgTable(
  'trainer_follow',
  {
    followerUserId: integer('follower_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trainerUserId: integer('trainer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerUserId, t.trainerUserId] }),
    index('trainer_follow_trainer_idx').on(t.trainerUserId),
  ],
);
