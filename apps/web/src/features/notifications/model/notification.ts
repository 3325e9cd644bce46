import {
  GYM_TEAM_PATH,
  LIMITS,
  type NotificationIcon,
  notificationClick,
  notificationIcon,
  notificationRecipient,
  renderNotification,
  TRAINER_GYMS_PATH,
} from '@kinetic/domain';
import { classDayLabel, dayTimeLabel } from '../../../lib/class-format';
import { formatNumber, formatTime, truncate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { classPath, myClassesPath } from '../../../lib/links';
import { INVITE_PATH } from '../../referrals';

export { type NotificationIcon, notificationIcon };

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

/** SPEC 9: a name reads at most 25 characters. */
const shortName = (name: string) => truncate(name, LIMITS.usernameDisplayMax);

export function firedBy(notification: NotificationDto): string | null {
  const who = notification.userWhoFiredEvent;
  if (!who) return null;
  return shortName(`${who.firstName} ${who.lastName ?? ''}`.trim());
}

/**
 * How a placeholder's value reads. The API stores the class's day as the store's calendar date
 * (YYYY-MM-DD) and times as its 24-hour wall clock (an offer's claimBy as 'HH:mm', or 'YYYY-MM-DD HH:mm'
 * past the day): people read 'Wed 2 Dec' and '06:00 PM' (SPEC 9),
 * numbers in the reader's digits and names cut at 25 characters.
 */
function placeholderText(key: string, value: string | number): string {
  if (typeof value === 'number') return formatNumber(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return classDayLabel(value);
  if ((key === 'fromTime' || key === 'toTime' || key === 'claimBy') && /^\d{2}:\d{2}$/.test(value))
    return formatTime(value);
  // An offer's claim window that runs past the day it was made on: '2026-12-07 17:30'.
  const dayTime = key === 'claimBy' ? /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/.exec(value) : null;
  if (dayTime) return dayTimeLabel(dayTime[1]!, dayTime[2]!);
  if (key === 'gymName' || key === 'senderName') return shortName(value);
  return value;
}

/** The message in the reader's language with its placeholders filled, cut to 100 characters (SPEC 9). */
export function notificationText(notification: NotificationDto, someone = 'Someone'): string {
  const text = renderNotification(
    notification,
    currentLanguage(),
    firedBy(notification) ?? someone,
    placeholderText,
  );
  return truncate(text, LIMITS.notificationMessageMax);
}

/**
 * Where a click leads (SPEC 4.5), from the domain's table: the class, the session's participants on the
 * partner's own classes page (the reader's category says whose), the upcoming classes (where a seat
 * offered from the waitlist is claimed), the membership page, the payment's result or the team page;
 * nowhere for a follow or a class the gym cancelled or deleted.
 */
export function notificationTarget(notification: NotificationDto, readerCategory: number): string | null {
  const message = typeof notification.message === 'string' ? {} : notification.message;
  switch (notificationClick(notification.notificationTypeId)) {
    case 'participants': {
      if (notification.objectDataId === null) return null;
      const date =
        typeof message.classDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(message.classDate)
          ? message.classDate
          : undefined;
      return myClassesPath(readerCategory, date, notification.objectDataId);
    }
    case 'class': {
      if (notification.objectDataId === null) return null;
      const title = typeof message.className === 'string' ? message.className : 'class';
      return classPath({ classSessionId: notification.objectDataId, title });
    }
    case 'review':
      // Asked to rate an attended class: its booking's rating form.
      return notification.objectDataId === null ? null : `/review/${notification.objectDataId}`;
    case 'invite':
      // A friend's payment earned the reward: the invite page lists the friends and the earnings.
      return INVITE_PATH;
    case 'offers':
      // A seat offered from the waitlist: claimed (or passed on) at the top of the upcoming classes.
      return '/upcoming';
    case 'membership':
      return '/membership';
    case 'payment':
      return typeof message.referenceId === 'string'
        ? `/paymentconfirmation/${encodeURIComponent(message.referenceId)}`
        : '/membership';
    case 'team':
      // Told to the trainer: their gyms; told to the gym: its team.
      return notificationRecipient(notification.notificationTypeId) === 'trainer'
        ? TRAINER_GYMS_PATH
        : GYM_TEAM_PATH;
    default:
      return null;
  }
}
