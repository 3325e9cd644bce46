import { NOTIFICATION_TYPES } from '@kinetic/domain';
import type { Db } from '../../db/client';
import type { AppJob } from '../../lib/app-module';
import { createNotificationsRepository } from './notifications.repository';

/** How often the job looks (a package is told once, so a missed pass only delays it). */
const INTERVAL_MS = 60 * 60_000;

/**
 * SPEC 4.5 and 9: a package is 'expiring soon' under 10 days ahead (under half its life for a short one). Each live package crossing into
 * that window is announced to its customer once. Any number of API processes may run
 * it: the insert and the check that nobody was told share one transaction under a per-package lock.
 */
export async function tellExpiringPackages(db: Db, options: { now?: Date; limit?: number } = {}) {
  const now = options.now ?? new Date();
  const type = NOTIFICATION_TYPES.packageExpiringSoon.id;
  const due = await createNotificationsRepository(db).expiringUntold(now, type, options.limit ?? 200);
  let told = 0;
  for (const row of due) {
    told += await db.transaction(async (tx) => {
      const repository = createNotificationsRepository(tx as unknown as Db);
      // Two processes may find the same package: the advisory lock lets one tell it.
      if (!(await repository.lockPackageNotice(row.userPackageId))) return 0;
      const still = await repository.expiringUntold(now, type, 1, row.userPackageId);
      if (still.length === 0) return 0;
      await repository.notify(
        {
          kind: 'packageExpiringSoon',
          to: row.userId,
          objectId: row.userPackageId,
          values: { packageName: row.packageName, expiryDate: row.expiryDate },
          extra: {
            userPackageId: row.userPackageId,
            packageId: row.packageId,
            packageNameAr: row.packageNameAr,
          },
        },
        now,
      );
      return 1;
    });
  }
  return { told };
}

/**
 * Looks for packages entering their last 10 days every hour, through the scheduler: on PostgreSQL one
 * process takes each hour's pass (docs/adr/0017).
 */
export const expiringPackagesJob: AppJob = {
  name: 'expiring-packages',
  start: ({ db, log, scheduler }) =>
    scheduler.every('tell-expiring-packages', INTERVAL_MS, async () => {
      const { told } = await tellExpiringPackages(db);
      if (told > 0) log.info({ told }, 'expiring packages told');
    }),
};
