import { CM_NOTIFICATION_TYPE, LIMITS, NOTIFICATION_TYPE } from '@kinetic/domain';
import { classDayLabel } from '../../../lib/class-format';
import { formatTime, truncate } from '../../../lib/format';
import { classPath } from '../../../lib/links';

/** SPEC 3.4 notification as GET /notifications returns it. */
export interface NotificationDto {
  id: number;
  notificationTypeId: number;
  /** JSON whose activityMsg is a template with $ placeholders filled from the other keys. */
  message: { activityMsg?: string; [key: string]: unknown } | string;
  objectDataId: number | null;
  userWhoFiredEvent: {
    id: number;
    firstName: string;
    lastName?: string;
    profileImageThumbnail: string | null;
  } | null;
  readAt: string | null;
  createdAt: string;
}

export type NotificationIcon = 'follow' | 'add' | 'delete' | 'other';

/** SPEC 4.5: heart for a follow; add for creation, join and refund; delete for cancel and delete. */
export function notificationIcon(typeId: number): NotificationIcon {
  switch (typeId) {
    case NOTIFICATION_TYPE.trainerFollowed:
      return 'follow';
    case NOTIFICATION_TYPE.classJoined:
    case NOTIFICATION_TYPE.waitlistPromoted:
    case NOTIFICATION_TYPE.creditsRefunded:
      return 'add';
    case NOTIFICATION_TYPE.classCanceled:
    case CM_NOTIFICATION_TYPE.canceledByGym:
    case CM_NOTIFICATION_TYPE.sessionDeleted:
      return 'delete';
    default:
      return 'other';
  }
}

export function firedBy(notification: NotificationDto): string | null {
  const who = notification.userWhoFiredEvent;
  if (!who) return null;
  return truncate(`${who.firstName} ${who.lastName ?? ''}`.trim(), LIMITS.usernameDisplayMax);
}

/**
 * How a placeholder's value reads. The API stores the class's day as the store's calendar date
 * (YYYY-MM-DD) and times as its 24-hour wall clock: people read 'Wed 2 Dec' and '06:00 PM' (SPEC 9).
 */
function placeholderText(key: string, value: string | number): string {
  const text = String(value);
  if (key === 'classDate' && /^\d{4}-\d{2}-\d{2}$/.test(text)) return classDayLabel(text);
  if ((key === 'fromTime' || key === 'toTime') && /^\d{2}:\d{2}$/.test(text)) return formatTime(text);
  return text;
}

/** The message with its placeholders filled, cut to 100 characters (SPEC 9). */
export function notificationText(notification: NotificationDto, someone = 'Someone'): string {
  const message = notification.message;
  if (typeof message === 'string') return truncate(message, LIMITS.notificationMessageMax);
  const template = message.activityMsg ?? '';
  const filled = template.replace(/\$([A-Za-z]+)/g, (whole, key: string) => {
    if (key === 'userName') return firedBy(notification) ?? someone;
    const value = message[key];
    return typeof value === 'string' || typeof value === 'number' ? placeholderText(key, value) : whole;
  });
  return truncate(filled, LIMITS.notificationMessageMax);
}

/**
 * Where a click leads (SPEC 4.5). Class notifications open the class; a customer clicking a cancel
 * notification stays put, as does a follow (followers have no page).
 */
export function notificationTarget(notification: NotificationDto, isCustomer: boolean): string | null {
  const icon = notificationIcon(notification.notificationTypeId);
  if (icon === 'follow' || notification.objectDataId === null) return null;
  if (icon === 'delete' && isCustomer) return null;
  const message = typeof notification.message === 'string' ? {} : notification.message;
  const title = typeof message.className === 'string' ? message.className : 'class';
  return classPath({ classSessionId: notification.objectDataId, title });
}
