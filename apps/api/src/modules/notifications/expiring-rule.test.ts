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

/** A customer whose package ends `msAhead` after `now`. */
async function packageEnding(now: Date, msAhead: number) {
  const customer = await createCustomer(t, { credits: 5 });
  const expiresAt = new Date(now.getTime() + msAhead);
  await t.database.db
    .update(userPackages)
    .set({ expiresAt })
    .where(eq(userPackages.id, customer.userPackageId!));
  return { ...customer, expiresAt };
}

describe("one 'expiring soon' rule (SPEC 4.5)", () => {
  it('the notification and the mail pick the same packages as the shop flag, at both edges', async () => {
    const now = new Date();
    const cases = [
      await packageEnding(now, WINDOW_MS - 60_000),
      await packageEnding(now, WINDOW_MS),
      await packageEnding(now, 60_000),
      await packageEnding(now, -60_000),
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
      seen.push({ told, mailed, flag: isExpiringSoon(c.expiresAt, now) });
    }
    expect(seen).toEqual([
      { told: true, mailed: true, flag: true },
      { told: false, mailed: false, flag: false },
      { told: true, mailed: true, flag: true },
      { told: false, mailed: false, flag: false },
    ]);
  });
});
