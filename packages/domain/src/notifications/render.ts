import { type Language, localise, nameIn } from '../i18n/localise';
import { NOTIFICATION_TEMPLATES_AR } from '../i18n/notifications.ar';
import { fillTemplate, NOTIFICATION_TYPES, notificationKindOf } from './types';

/** A stored notification as its reader's client renders it (SPEC 3.4). */
export interface RenderableNotification {
  notificationTypeId: number;
  message: unknown;
}

/** The activityMsg template of a type id in `language` (the stored one for a type we do not know). */
export function notificationTemplate(notification: RenderableNotification, language: Language): string {
  const kind = notificationKindOf(notification.notificationTypeId);
  const message = notification.message;
  const stored =
    typeof message === 'string'
      ? message
      : typeof (message as { activityMsg?: unknown } | null)?.activityMsg === 'string'
        ? (message as { activityMsg: string }).activityMsg
        : '';
  if (!kind) return localise(stored, language);
  return language === 'ar' ? NOTIFICATION_TEMPLATES_AR[kind] : NOTIFICATION_TYPES[kind].template;
}

/**
 * A notification's text in `language`: its type's template with `$userName` as `who` and every
 * other placeholder from the message's values, each passed through `format` (dates, times and numbers
 * read in the reader's language). A name stored with its Arabic beside it (`packageName` and
 * `packageNameAr`) reads in the reader's language, whatever the language it was raised in.
 */
export function renderNotification(
  notification: RenderableNotification,
  language: Language,
  who: string,
  format: (name: string, value: string | number) => string = (_name, value) => String(value),
): string {
  const template = notificationTemplate(notification, language);
  const message = notification.message;
  const values = message !== null && typeof message === 'object' ? (message as Record<string, unknown>) : {};
  return fillTemplate(template, who, (name) => {
    const stored = values[name];
    const arabic = values[`${name}Ar`];
    const value =
      typeof stored === 'string' && typeof arabic === 'string'
        ? nameIn({ name: stored, nameAr: arabic }, language)
        : stored;
    return typeof value === 'string' || typeof value === 'number' ? format(name, value) : undefined;
  });
}
