import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { classTimings } from './classes';
import { gymBranches } from './users';

/**
 * A branch's hours in one Ramadan (docs/adr/0048): windows of the day, 'HH:mm' to 'HH:mm', one past
 * midnight when its end is not after its start ([{from:'14:00',to:'17:00'},{from:'21:00',to:'02:00'}]).
 */
export const branchRamadanHours = pgTable(
  'branch_ramadan_hours',
  {
    branchId: integer('branch_id')
      .notNull()
      .references(() => gymBranches.id, { onDelete: 'cascade' }),
    hijriYear: smallint('hijri_year').notNull(),
    windows: jsonb('windows').$type<{ from: string; to: string }[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.branchId, t.hijriYear] })],
);

/**
 * A timing made for Ramadan by a move or a copy of another: one per source timing and year, so a
 * plan applied twice is refused, and the move screen knows it for what it is.
 */
export const ramadanTimings = pgTable(
  'ramadan_timing',
  {
    timingId: integer('timing_id')
      .primaryKey()
      .references(() => classTimings.id, { onDelete: 'cascade' }),
    sourceTimingId: integer('source_timing_id')
      .notNull()
      .references(() => classTimings.id, { onDelete: 'cascade' }),
    hijriYear: smallint('hijri_year').notNull(),
    mode: text('mode').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ramadan_timing_source_uq').on(t.sourceTimingId, t.hijriYear),
    check('ramadan_timing_mode_ck', sql`${t.mode} in ('MOVE', 'COPY')`),
  ],
);

/**
 * A booking its customer may cancel with a full refund until the class starts, whatever the late-cancel
 * window: the gym moved its session for Ramadan.
 */
export const bookingFreeCancels = pgTable(
  'booking_free_cancel',
  {
    bookingId: integer('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('booking_free_cancel_reason_ck', sql`${t.reason} in ('RAMADAN_MOVE')`)],
);
