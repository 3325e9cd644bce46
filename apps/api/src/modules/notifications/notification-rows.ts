import { type NotificationEvent, notificationRecord } from '@kinetic/domain';
import type { notifications } from '../../db/schema';

/** The rows `events` write (a notification each); values of a statement built once. */
export type NotificationRow = typeof notifications.$inferInsert;
export const notificationRows = (events: readonly NotificationEvent[], at?: Date): NotificationRow[] =>
  events.map((event) => ({ ...notificationRecord(event), ...(at ? { createdAt: at } : {}) }));
