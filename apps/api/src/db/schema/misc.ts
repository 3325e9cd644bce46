import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The local mail outbox: what the mail provider "sent" when no SMTP server is configured. */
export const outboxEmails = pgTable('outbox_email', {
  id: serial('id').primaryKey(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  fromAddress: text('from_address'),
  /** The Message-ID it went with (one per queued mail, so a receiver sees a resend as the same mail). */
  messageId: text('message_id'),
  attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const interestedCities = pgTable('interested_city', {
  id: serial('id').primaryKey(),
  cityName: text('city_name').notNull(),
  email: text('email'),
  /** Hash of the key handed to whoever saved the row: only they may add the e-mail later. */
  editKeyHash: text('edit_key_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
