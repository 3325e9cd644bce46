import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A trainer who takes personal-training bookings at a gym (PT trainer setup): the price of
 * one session in the gym's store currency (integer minor units) and its length. The PT booking flow
 * offers slots inside the trainer's weekly hours below.
 */
export const ptTrainers = pgTable(
  'pt_trainer',
  {
    id: serial('id').primaryKey(),
    gymUserId: integer('gym_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trainerUserId: integer('trainer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    currencyCode: text('currency_code').notNull(),
    sessionMinutes: smallint('session_minutes').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pt_trainer_gym_trainer_uq').on(t.gymUserId, t.trainerUserId),
    check('pt_trainer_price_ck', sql`${t.price} >= 0`),
    check('pt_trainer_minutes_ck', sql`${t.sessionMinutes} between 15 and 240`),
  ],
);

/** The weekly hours a PT trainer takes bookings at the gym, in the gym's store time zone. */
export const ptTrainerHours = pgTable(
  'pt_trainer_hours',
  {
    id: serial('id').primaryKey(),
    ptTrainerId: integer('pt_trainer_id')
      .notNull()
      .references(() => ptTrainers.id, { onDelete: 'cascade' }),
    /** 0 Sunday to 6 Saturday, as class timings count. */
    weekday: smallint('weekday').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
  },
  (t) => [
    index('pt_trainer_hours_trainer_idx').on(t.ptTrainerId),
    check('pt_trainer_hours_day_ck', sql`${t.weekday} between 0 and 6`),
    check('pt_trainer_hours_time_ck', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/**
 * A PT trainer's exception to the weekly hours on one local date of the gym's store: the
 * whole day off when both times are null, else unavailable from start to end time. No slot
 * overlapping one is offered. The service refuses two exceptions of a trainer that overlap; the
 * unique constraint is the backstop for two of the same start (a whole day counts as a null start).
 */
export const ptTrainerExceptions = pgTable(
  'pt_trainer_exception',
  {
    id: serial('id').primaryKey(),
    ptTrainerId: integer('pt_trainer_id')
      .notNull()
      .references(() => ptTrainers.id, { onDelete: 'cascade' }),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    startTime: time('start_time'),
    endTime: time('end_time'),
    note: varchar('note', { length: 200 }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('pt_trainer_exception_start_uq').on(t.ptTrainerId, t.localDate, t.startTime).nullsNotDistinct(),
    check('pt_trainer_exception_times_ck', sql`(${t.startTime} is null) = (${t.endTime} is null)`),
    check('pt_trainer_exception_order_ck', sql`${t.endTime} > ${t.startTime}`),
  ],
);
