import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { classSessions } from './classes';
import { users } from './users';

/**
 * Signalling messages of the local live-video provider (docs/adr/0019): WebRTC offers, answers and
 * ICE candidates between a session's host and its viewers. Kept in the database, not in a process,
 * so the host and a viewer may be served by different API processes; each insert is announced on
 * the change feed and every stream of the session reads what is new for its user.
 */
export const liveSignals = pgTable(
  'live_signal',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => classSessions.id, { onDelete: 'cascade' }),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromRole: text('from_role').notNull(),
    /** One recipient, or null for everyone of `toRole` in the session. */
    toUserId: integer('to_user_id').references(() => users.id, { onDelete: 'cascade' }),
    toRole: text('to_role').notNull(),
    kind: text('kind').notNull(),
    body: jsonb('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('live_signal_session_idx').on(t.sessionId, t.id),
    index('live_signal_created_idx').on(t.createdAt),
    check(
      'live_signal_role_ck',
      sql`${t.fromRole} in ('HOST', 'VIEWER') and ${t.toRole} in ('HOST', 'VIEWER')`,
    ),
  ],
);
