import type { NotificationEvent } from '@kinetic/domain';
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
  };
}
export type NotificationWrites = ReturnType<typeof notificationWrites>;
