import { index, integer, jsonb, pgTable, serial, smallint, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * SPEC 3.4 notification: message is JSON with an activityMsg template using $ placeholders; the
 * type id picks the icon and the click destination (SPEC 4.5, the domain's NOTIFICATION_TYPES).
 * Written only through the notifications face (notificationWrites), which announces each write.
 */
export const notifications = pgTable(
  'notification',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationTypeId: smallint('notification_type_id').notNull(),
    message: jsonb('message').notNull(),
    objectDataId: integer('object_data_id'),
    userWhoFiredEventId: integer('user_who_fired_event_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notification_user_idx').on(t.userId, t.createdAt)],
);
