import { USER_CATEGORY } from '@kinetic/domain';
import { useSessionUser } from '../../../lib/session';
import { type NotificationDto, notificationTarget } from '../model/notification';

/** notificationTarget for the signed-in reader: a partner's own pages depend on whether a trainer or a gym reads. */
export function useNotificationTarget(): (notification: NotificationDto) => string | null {
  const category = useSessionUser()?.userCategory ?? USER_CATEGORY.customer;
  return (notification) => notificationTarget(notification, category);
}
