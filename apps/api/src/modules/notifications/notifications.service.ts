import { type NotificationIcon, notificationClick, notificationIcon, type Page } from '@kinetic/domain';
import { fail } from '../../lib/errors';
import type { NotificationsRepository } from './notifications.repository';

export interface NotificationDto {
  id: number;
  notificationTypeId: number;
  message: unknown;
  objectDataId: number | null;
  userWhoFiredEvent: {
    id: number;
    firstName: string;
    lastName: string;
    profileImageThumbnail: string | null;
  } | null;
  /** SPEC 4.5's icon of the type. */
  imgIcon: NotificationIcon;
  /** Whether a click leads somewhere (SPEC 4.5: a customer's click on a gym cancel does nothing). */
  showCursor: boolean;
  readAt: string | null;
  createdAt: string;
}

/** The bell and the notification list (SPEC 3.4, 4.2, 4.5). */
export function createNotificationsService(
  repository: NotificationsRepository,
  now: () => Date = () => new Date(),
) {
  return {
    async list(userId: number, page: number, size: number): Promise<Page<NotificationDto>> {
      const { rows, total } = await repository.page(userId, page, size);
      const items = rows.map((row) => ({
        id: row.id,
        notificationTypeId: row.notificationTypeId,
        message: row.message,
        objectDataId: row.objectDataId,
        userWhoFiredEvent:
          row.firedId === null
            ? null
            : {
                id: row.firedId,
                firstName: row.firedFirstName ?? '',
                lastName: row.firedLastName ?? '',
                profileImageThumbnail: row.firedImage,
              },
        imgIcon: notificationIcon(row.notificationTypeId),
        showCursor: notificationClick(row.notificationTypeId) !== 'none' && row.objectDataId !== null,
        readAt: row.readAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      }));
      return { items, page, size, total };
    },
    count: (userId: number) => repository.unseenCount(userId),
    /** Opening the bell resets the unread count to 0 (SPEC 4.2) without marking each one read. */
    markSeen: (userId: number) => repository.markSeen(userId, now()),
    markAllRead: async (userId: number) => ({ marked: await repository.markAllRead(userId, now()) }),
    async markRead(userId: number, id: number) {
      const row = await repository.markRead(userId, id, now());
      if (!row) throw fail('NOTIFICATION_NOT_FOUND');
      return { id: row.id, readAt: row.readAt?.toISOString() ?? null };
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
