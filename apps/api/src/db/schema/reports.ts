import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { purchases } from './payments';
import { users } from './users';

/**
 * Accounting. A gym's correction of a paid purchase's recorded amount: the audit row that
 * says who changed what and why. Reports read the newest correction of a purchase as its amount.
 */
export const transactionCorrections = pgTable(
  'transaction_correction',
  {
    id: serial('id').primaryKey(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    /** The gym the purchase belongs to (kept so a report reads only its own corrections). */
    gymUserId: integer('gym_user_id')
      .notNull()
      .references(() => users.id),
    oldAmount: integer('old_amount').notNull(),
    newAmount: integer('new_amount').notNull(),
    actorUserId: integer('actor_user_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('transaction_correction_purchase_idx').on(t.purchaseId, t.id),
    index('transaction_correction_gym_idx').on(t.gymUserId),
    check('transaction_correction_amounts_ck', sql`${t.oldAmount} >= 0 and ${t.newAmount} >= 0`),
  ],
);

/** What a gym pays a trainer for each session they taught there that was held. */
export const trainerRates = pgTable(
  'trainer_rate',
  {
    id: serial('id').primaryKey(),
    gymUserId: integer('gym_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trainerUserId: integer('trainer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountPerSession: integer('amount_per_session').notNull(),
    currencyCode: text('currency_code').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trainer_rate_uq').on(t.gymUserId, t.trainerUserId),
    check('trainer_rate_amount_ck', sql`${t.amountPerSession} >= 0`),
  ],
);
