import type { NotificationEvent } from '@kinetic/domain';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as notificationRows from './notifications.repository';

/**
 * The one way a notification is written: every module raises its events here, on its own
 * connection or transaction (`db`), so the notification commits with the change it tells of.
 */
export function notificationWrites(db: Db) {
  const writes = notificationRows.notificationWrites(db);
  return {
    notify: (events: NotificationEvent | readonly NotificationEvent[], at?: Date): Promise<void> =>
      writes.notify(events, at),
    /**
     * `notify` as CTEs (`name` and `name_logged`) for a caller's own statement, so the notifications
     * cost no round trip of their own. Null: no events.
     */
    notifyPart: (events: readonly NotificationEvent[], at: Date, name: string): SQL | null =>
      events.length === 0
        ? null
        : notificationRows.notificationsWritten(db, notificationRows.notificationRows(events, at), name),
  };
}
export type NotificationWrites = ReturnType<typeof notificationWrites>;
