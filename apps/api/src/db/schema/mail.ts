import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A file sent with an e-mail (the booking's calendar event). */
export interface MailAttachmentRow {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * The mail queue: every e-mail the app sends is a row here, written in the transaction of
 * the event it tells about, and sent by the mail job (modules/mail). `idempotency_key` makes a repeated
 * enqueue a no-op; `status` moves PENDING → SENDING → SENT, a failure back to PENDING with
 * `next_attempt_at` later each time, and FAILED after the last attempt. A SENDING row whose
 * `locked_until` passed (its process died) is claimed again. HELD: the mail went by WhatsApp instead
 * (docs/adr/0049); it goes back to PENDING, and out as the e-mail, only when that message fails.
 * `gym_user_id`: the gym whose class or order the mail is about (its notification log).
 */
/**
 * What a mail says as a WhatsApp template (docs/adr/0049), for the kinds that have one: the mail job
 * sends it by WhatsApp instead when the recipient opted in.
 */
export interface MailWhatsAppRow {
  template: string;
  language: string;
  parameters: string[];
}

export const mailQueue = pgTable(
  'mail_queue',
  {
    id: serial('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    kind: text('kind').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    attachments: jsonb('attachments').$type<MailAttachmentRow[]>().notNull().default([]),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    whatsapp: jsonb('whatsapp').$type<MailWhatsAppRow>(),
    gymUserId: integer('gym_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('mail_queue_due_ix').on(table.nextAttemptAt).where(sql`${table.status} in ('PENDING', 'SENDING')`),
    index('mail_queue_gym_ix').on(table.gymUserId, table.id).where(sql`${table.gymUserId} is not null`),
    check('mail_queue_status_ck', sql`${table.status} in ('PENDING', 'SENDING', 'SENT', 'FAILED', 'HELD')`),
  ],
);
