import { NOTIFICATION_TYPE, renderNotification } from '@kinetic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packages, trainerFollows, userPackages, users } from '../../db/schema';
import { DEMO, loginToken } from '../../test/accounts';
import {
  bookCustomer,
  classBody,
  createClass,
  newTrainer,
  notificationsOf,
  startsSoon,
} from '../../test/class-management';
import { createCustomer, makeSession, userIdOf } from '../../test/discovery';
import { buy, packageId, payOnSandbox, SANDBOX_CARDS } from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';
import { tellExpiringPackages } from './expiring-packages';

/** What an Arabic reader reads: the listed notifications of `typeId`, rendered as the bell renders them. */
async function readInArabic(t: TestApp, token: string, userId: number, typeId: number) {
  await t.database.db.update(users).set({ language: 'ar' }).where(eq(users.id, userId));
  const { body } = await t.call<{ items: { notificationTypeId: number; message: unknown }[] }>({
    method: 'GET',
    url: '/api/v1/notifications',
    token,
  });
  return body.data.items
    .filter((item) => item.notificationTypeId === typeId)
    .map((item) => ({
      ar: renderNotification(item, 'ar', 'Someone'),
      en: renderNotification(item, 'en', 'Someone'),
    }));
}

const ofType = async (t: TestApp, userId: number, typeId: number) =>
  (await notificationsOf(t, userId)).filter((n) => n.notificationTypeId === typeId);

/** Each product event raises its type for the one it concerns, with no `$` left unfilled. */
describe('product events raise their notifications', () => {
  let t: TestApp;
  let gymId: number;
  beforeAll(async () => {
    t = await createTestApp();
    gymId = await userIdOf(t, DEMO.gym);
  });
  afterAll(() => t.close());

  const expectFilled = (row: { notificationTypeId: number; message: unknown }) => {
    for (const language of ['en', 'ar'] as const) {
      expect(renderNotification(row, language, 'Someone')).not.toContain('$');
    }
  };

  it('a booking and a cancellation tell the gym; a refund tells the customer', async () => {
    const sessionId = await makeSession(t, 'HIIT Burn', { startsInHours: 30 });
    const customer = await bookCustomer(t, sessionId);
    const [joined] = await ofType(t, gymId, NOTIFICATION_TYPE.classJoined);
    expect(joined).toBeDefined();
    const mine = (await ofType(t, gymId, NOTIFICATION_TYPE.classJoined)).find(
      (n) => n.userWhoFiredEventId === customer.userId,
    )!;
    expect(mine).toMatchObject({ objectDataId: sessionId, message: { className: 'HIIT Burn' } });
    expectFilled(mine);

    const cancelled = await t.call({
      method: 'DELETE',
      url: `/api/v1/bookings/${customer.bookingId}`,
      token: customer.token,
    });
    expect(cancelled.status).toBe(200);
    const left = (await ofType(t, gymId, NOTIFICATION_TYPE.classLeft)).find(
      (n) => n.userWhoFiredEventId === customer.userId,
    );
    expect(left).toMatchObject({ objectDataId: sessionId });
    const [refund] = await ofType(t, customer.userId, NOTIFICATION_TYPE.creditsRefunded);
    expect(refund?.message).toMatchObject({ className: 'HIIT Burn', credits: expect.any(Number) });
    expectFilled(refund!);
  });

  it('joining a full class’s waitlist tells the gym', async () => {
    const sessionId = await makeSession(t, 'HIIT Burn', { startsInHours: 30, seats: 1 });
    await bookCustomer(t, sessionId);
    const late = await createCustomer(t, { credits: 10 });
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/bookings',
      token: late.token,
      payload: { classSessionId: sessionId, waitlistIfFull: true },
    });
    expect(res.status).toBe(200);
    const told = (await ofType(t, gymId, NOTIFICATION_TYPE.waitlistJoined)).find(
      (n) => n.userWhoFiredEventId === late.userId,
    );
    expect(told).toMatchObject({ objectDataId: sessionId });
  });

  it('a check-in tells the customer, once', async () => {
    const sessionId = await makeSession(t, 'HIIT Burn', { startsInHours: 30 });
    const customer = await bookCustomer(t, sessionId);
    const gymToken = await loginToken(t, DEMO.gym, DEMO.password);
    await startsSoon(t, sessionId);
    for (let i = 0; i < 2; i++) {
      const res = await t.call({
        method: 'PUT',
        url: `/api/v1/manage/bookings/${customer.bookingId}/check-in`,
        token: gymToken,
        payload: { checkedIn: true },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const told = await ofType(t, customer.userId, NOTIFICATION_TYPE.checkedIn);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ objectDataId: sessionId, userWhoFiredEventId: gymId });
  });

  it('a followed trainer’s new class tells the followers; an edit tells those booked', async () => {
    const trainer = await newTrainer(t);
    const fan = await createCustomer(t, { credits: 10 });
    await t.database.db
      .insert(trainerFollows)
      .values({ followerUserId: fan.userId, trainerUserId: trainer.userId });
    const created = await createClass(t, trainer.token);
    const [news] = await ofType(t, fan.userId, NOTIFICATION_TYPE.followedTrainerClassCreated);
    expect(news).toMatchObject({
      userWhoFiredEventId: trainer.userId,
      message: { className: created.title },
    });
    expectFilled(news!);

    const booked = await bookCustomer(t, news!.objectDataId!);
    const { timings: _timings, ...update } = await classBody(t, {
      title: created.title,
      description: 'Now with music',
    });
    const edited = await t.call({
      method: 'PUT',
      url: `/api/v1/manage/classes/${created.classId}`,
      token: trainer.token,
      payload: update,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const [changed] = await ofType(t, booked.userId, NOTIFICATION_TYPE.classEdited);
    expect(changed).toMatchObject({ objectDataId: news!.objectDataId });
    expectFilled(changed!);
    expect(await ofType(t, fan.userId, NOTIFICATION_TYPE.classEdited)).toEqual([]);
  });

  it('a paid package tells the customer and the gym that sells it; a declined one tells the customer', async () => {
    const customer = await createCustomer(t, { credits: null });
    const flex = await packageId(t, 'FlexZone 8 Visits');
    const order = await buy(t, customer.token, { packageId: flex });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    await payOnSandbox(t, order.body.data.paymentUrl!, SANDBOX_CARDS.pays);
    const [bought] = await ofType(t, customer.userId, NOTIFICATION_TYPE.packageBought);
    expect(bought?.message).toMatchObject({ packageName: 'FlexZone 8 Visits' });
    const sold = (await ofType(t, gymId, NOTIFICATION_TYPE.packageSold)).find(
      (n) => n.userWhoFiredEventId === customer.userId,
    );
    expect(sold?.message).toMatchObject({ packageName: 'FlexZone 8 Visits' });

    const declined = await buy(t, customer.token, { packageId: flex });
    await payOnSandbox(t, declined.body.data.paymentUrl!, SANDBOX_CARDS.declined);
    const [failed] = await ofType(t, customer.userId, NOTIFICATION_TYPE.paymentFailed);
    expect(failed?.message).toMatchObject({
      packageName: 'FlexZone 8 Visits',
      referenceId: declined.body.data.referenceId,
    });
    // Raised in English, read in the reader's language: the package's Arabic name inside Arabic text.
    const [read] = await readInArabic(t, customer.token, customer.userId, NOTIFICATION_TYPE.packageBought);
    expect(read!.ar).toContain('FlexZone ثماني زيارات');
    expect(read!.ar).not.toContain('FlexZone 8 Visits');
    expect(read!.en).toContain('FlexZone 8 Visits');
  });

  it('a package entering its last 10 days tells its customer once', async () => {
    const customer = await createCustomer(t, { credits: 5, expiresInDays: 30 });
    const now = new Date();
    await tellExpiringPackages(t.database.db, { now });
    expect(await ofType(t, customer.userId, NOTIFICATION_TYPE.packageExpiringSoon)).toEqual([]);

    await t.database.db
      .update(userPackages)
      .set({
        startsAt: new Date(now.getTime() - 25 * 86_400_000),
        expiresAt: new Date(now.getTime() + 5 * 86_400_000),
      })
      .where(eq(userPackages.id, customer.userPackageId!));
    await tellExpiringPackages(t.database.db, { now });
    await tellExpiringPackages(t.database.db, { now });
    const told = await ofType(t, customer.userId, NOTIFICATION_TYPE.packageExpiringSoon);
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toMatchObject({ expiryDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expectFilled(told[0]!);
    const [pkg] = await t.database.db
      .select({ name: packages.name, nameAr: packages.nameAr })
      .from(packages)
      .innerJoin(userPackages, eq(userPackages.packageId, packages.id))
      .where(eq(userPackages.id, customer.userPackageId!));
    expect(pkg!.nameAr).toBeTruthy();
    const [read] = await readInArabic(
      t,
      customer.token,
      customer.userId,
      NOTIFICATION_TYPE.packageExpiringSoon,
    );
    expect(read!.ar).toContain(pkg!.nameAr!);
    expect(read!.en).toContain(pkg!.name);
  });
});
