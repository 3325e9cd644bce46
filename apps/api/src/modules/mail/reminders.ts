import { DEFAULT_REMINDER_MINUTES } from '@kinetic/domain';
import type { Db } from '../../db/client';
import { mailQueries } from './mail.repository';
import { mailNotices } from './notices';

/** Minutes before a class its reminder goes when the class sets none ("a few hours before"). */
export { DEFAULT_REMINDER_MINUTES };

/**
 * The time-driven mails, queued for whatever is due at `now`: each class's reminder at its
 * reminder time, and the 'expiring soon' notice of packages ending in under 10 days. Each is keyed by
 * its booking or package, so a second run, or a second process, queues nothing more.
 */
export async function queueTimedMail(db: Db, options: { now?: Date; limit?: number } = {}) {
  const at = options.now ?? new Date();
  const limit = options.limit ?? 200;
  const q = mailQueries(db);
  const notices = mailNotices(q, { now: () => at });
  let reminders = 0;
  for (const { id } of await q.dueReminders(at, DEFAULT_REMINDER_MINUTES, limit)) {
    if (await notices.classReminder(id)) reminders++;
  }
  let expiring = 0;
  for (const { id } of await q.expiringPackages(at, limit)) {
    if (await notices.packageExpiring(id)) expiring++;
  }
  return { reminders, expiring };
}
