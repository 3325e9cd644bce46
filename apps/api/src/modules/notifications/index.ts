import { type AppModule, underApi } from '../../lib/app-module';
import { createNotificationsRepository } from './notifications.repository';
import { notificationsRoutes } from './notifications.routes';
import { createNotificationsService } from './notifications.service';

export {
  createNotificationsService,
  type NotificationDto,
  type NotificationsService,
} from './notifications.service';

export const notificationsModule: AppModule = {
  name: 'notifications',
  async register(app, { db, now }) {
    await underApi(app, async (v1) => {
      await v1.register(notificationsRoutes, {
        notifications: createNotificationsService(createNotificationsRepository(db), now),
      });
    });
  },
};
