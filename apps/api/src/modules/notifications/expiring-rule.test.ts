import { isExpiringSoon, LIMITS, NOTIFICATION_TYPE } from '@kinetic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue, userPackages } from '../../db/schema';
import { notificationsOf } from '../../test/class-management';
import { createCustomer } from '../../test/discovery';
import { createTestApp, type TestApp } from '../../test/test-app';
import { queueTimedMail } from '../mail';
import { tellExpiringPackages } from './expiring-packages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WINDOW_MS = LIMITS.expiringSoonDays * 86_400_000;

/** A customer whose package ends `msAhead` after `now`, bought `lifeMs` before its end (30 days). */
async function packageEnding(now: Date, msAhead: number, lifeMs = 30 * 86_400_000) {
  const customer = await createCustomer(t, { credits: 5 });
  const expiresAt = new Date(now.getTime() + msAhead);
  const startsAt = new Date(expiresAt.getTime() - lifeMs);
  await t.database.db
    .update(userPackages)
    .set({ startsAt, expiresAt })
    .where(eq(userPackages.id, customer.userPackageId!));
  return { ...customer, startsAt, expiresAt };
}

describe("one 'expiring soon' rule (SPEC 4.5)", () => {
  it('the notification and the mail pick the same packages as the shop flag, at both edges', async () => {
    const now = new Date();
    const cases = [
      await packageEnding(now, WINDOW_MS - 60_000),
      await packageEnding(now, WINDOW_MS),
      await packageEnding(now, 60_000),
      await packageEnding(now, -60_000),
      // A one-week drop-in: not at its purchase, only in the second half of its week.
      await packageEnding(now, 7 * 86_400_000, 7 * 86_400_000),
      await packageEnding(now, 3.5 * 86_400_000 - 60_000, 7 * 86_400_000),
    ];
    await tellExpiringPackages(t.database.db, { now, limit: 1000 });
    await queueTimedMail(t.database.db, { now, limit: 1000 });
    const seen = [];
    for (const c of cases) {
      const told = (await notificationsOf(t, c.userId)).some(
        (n) => n.notificationTypeId === NOTIFICATION_TYPE.packageExpiringSoon,
      );
      const mailed =
        (
          await t.database.db
            .select()
            .from(mailQueue)
            .where(eq(mailQueue.idempotencyKey, `user-package:${c.userPackageId}:expiring`))
        ).length === 1;
      seen.push({ told, mailed, flag: isExpiringSoon(c, now) });
    }
    expect(seen).toEqual([
      { told: true, mailed: true, flag: true },
      { told: false, mailed: false, flag: false },
      { told: true, mailed: true, flag: true },
      { told: false, mailed: false, flag: false },
      { told: false, mailed: false, flag: false },
      { told: true, mailed: true, flag: true },
    ]);
  });
});
