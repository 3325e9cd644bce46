import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The event streams open in every API process (lib/event-stream.ts), so the caps on one
 * user's streams (per kind) and one client address's hold across processes. A row is added when a
 * stream opens and removed when it ends, or when a newer stream of its user closes it (its process
 * is told on the change feed). Each process refreshes `seen_at` of its rows on the streams'
 * heartbeat; the rows of a process that died stop counting once they are older than two
 * heartbeats, and are removed. No foreign key to the user: a row lives as long as a connection.
 */
export const eventStreams = pgTable(
  'event_stream',
  {
    /** Oldest first: a user's rows are added one at a time, under the lock of the user. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The API process holding the stream (an id it draws at start). */
    process: text('process').notNull(),
    /** The route's name for it: 'notifications', 'live:<session id>'. */
    kind: text('kind').notNull(),
    userId: integer('user_id').notNull(),
    /** The client's address, as the API sees it (request.ip). */
    address: text('address').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('event_stream_user_idx').on(t.userId, t.kind),
    index('event_stream_address_idx').on(t.address),
    index('event_stream_process_idx').on(t.process),
  ],
);
