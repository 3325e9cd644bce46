import { type AppModule, underApi } from '../../lib/app-module';
import type { EventStreams } from '../../lib/event-stream';
import { createLiveCounts } from './live-counts';
import { createNotificationsRepository } from './notifications.repository';
import { notificationsRoutes } from './notifications.routes';
import { createNotificationsService } from './notifications.service';

/**
 * Every module raises its product events through `notificationWrites(db).notify(event)` on the
 * connection or transaction it holds (the event types are the domain's NOTIFICATION_TYPES).
 */
export { expiringPackagesJob, tellExpiringPackages } from './expiring-packages';
export { type NotificationWrites, notificationWrites } from './notification-writes.service';
export type { NotificationRow } from './notifications.repository';
export {
  createNotificationsService,
  type NotificationDto,
  type NotificationsService,
} from './notifications.service';

export const notificationsModule: AppModule<{ streams: EventStreams }> = {
  name: 'notifications',
  async register(app, { db, now, feed, log, streams }) {
    const notifications = createNotificationsService(createNotificationsRepository(db), now);
    const live = createLiveCounts(feed, notifications.count, (err) =>
      log.warn({ err }, 'notification count for the streams failed'),
    );
    await underApi(app, async (v1) => {
      await v1.register(notificationsRoutes, { notifications, live, streams });
    });
  },
};
