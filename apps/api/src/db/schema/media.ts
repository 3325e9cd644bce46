import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { fitnessClasses } from './classes';
import { users } from './users';

/**
 * An uploaded image (SPEC 3.3 media, 7.7). The bytes live in the media storage (local disk under
 * DATA_DIR by default, docs/adr/0006); the row keeps the keys of the image and its thumbnail.
 */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The class it illustrates, in sortOrder; null while unattached or used as a profile picture. */
    classId: integer('class_id').references(() => fitnessClasses.id, { onDelete: 'set null' }),
    sortOrder: smallint('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_owner_idx').on(t.ownerUserId), index('media_class_idx').on(t.classId, t.sortOrder)],
);
