import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { mailQueue } from './mail';
import { users } from './users';

/**
 * A customer's consent to WhatsApp messages (docs/adr/0049): one row per user, its current state with
 * the times it was last given and withdrawn, and how it was withdrawn (Settings, or a STOP reply).
 * No row: never opted in. Every change is also kept in `whatsapp_consent_events`.
 */
export const whatsappConsents = pgTable(
  'whatsapp_consents',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    optedIn: boolean('opted_in').notNull(),
    optedInAt: timestamp('opted_in_at', { withTimezone: true }),
    optedOutAt: timestamp('opted_out_at', { withTimezone: true }),
    optedOutBy: text('opted_out_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('whatsapp_consents_out_by_ck', sql`${table.optedOutBy} in ('SETTINGS', 'STOP')`)],
);

/** The history of each consent: given or withdrawn, when, how, and to which number. */
export const whatsappConsentEvents = pgTable(
  'whatsapp_consent_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    source: text('source').notNull(),
    mobile: text('mobile'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('whatsapp_consent_events_user_ix').on(table.userId, table.id),
    check('whatsapp_consent_events_action_ck', sql`${table.action} in ('OPT_IN', 'OPT_OUT')`),
    check('whatsapp_consent_events_source_ck', sql`${table.source} in ('SETTINGS', 'STOP')`),
  ],
);

/**
 * The WhatsApp queue: one template message per queued mail it stands for (`mail_id`), written when the
 * mail job diverts the mail (the mail is HELD meanwhile). `status` moves PENDING → SENDING → SENT
 * (accepted by WhatsApp) → DELIVERED → READ by the status webhook, never backwards; FAILED after the
 * last attempt or a `failed` status, when the held mail is released as the e-mail (`fell_back_at`).
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: serial('id').primaryKey(),
    mailId: integer('mail_id')
      .notNull()
      .references(() => mailQueue.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    gymUserId: integer('gym_user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    template: text('template').notNull(),
    language: text('language').notNull(),
    parameters: jsonb('parameters').$type<string[]>().notNull(),
    toNumber: text('to_number').notNull(),
    status: text('status').notNull().default('PENDING'),
    providerMessageId: text('provider_message_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    fellBackAt: timestamp('fell_back_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('whatsapp_messages_mail_ux').on(table.mailId),
    uniqueIndex('whatsapp_messages_provider_ux').on(table.providerMessageId),
    index('whatsapp_messages_due_ix')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('PENDING', 'SENDING')`),
    index('whatsapp_messages_to_sent_ix').on(table.toNumber, table.sentAt),
    check(
      'whatsapp_messages_status_ck',
      sql`${table.status} in ('PENDING', 'SENDING', 'SENT', 'DELIVERED', 'READ', 'FAILED')`,
    ),
  ],
);
