import type { JoinResultDto, PackageDto, UserPackageDto } from '@kinetic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classCategories } from '../../db/schema';
import { activeBookings, createCustomer, sessionOf } from '../../test/discovery';
import { buy, packageId, payOnSandbox } from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';

const MIND_AND_BODY = 'Mind and Body Category Pack';
const NOT_IN_CATEGORY =
  'Your category pack pays only for classes of its own activities, and this class is not one of them. Would you like to buy a package that covers it?';

/** A category pack (SPECIALCLASSCATEGORY) pays only for classes of its activities. */
describe('a category pack pays only for classes of its activities', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const join = (token: string, classSessionId: number, headers: Record<string, string> = {}) =>
    t.call<JoinResultDto>({
      method: 'POST',
      url: '/api/v1/bookings',
      token,
      payload: { classSessionId },
      headers,
    });
  const activityId = async (name: string) =>
    (await t.database.db.select().from(classCategories).where(eq(classCategories.name, name)))[0]!.id;

  it('"Mind and Body" books yoga and pilates, and refuses spinning and CrossFit with a clear 402', async () => {
    const customer = await createCustomer(t, { credits: null });
    const bought = await buy(t, customer.token, { packageId: await packageId(t, MIND_AND_BODY) });
    await payOnSandbox(t, bought.body.data.paymentUrl, '4242424242424242');
    const held = await t.call<UserPackageDto[]>({
      method: 'GET',
      url: '/api/v1/user-packages',
      token: customer.token,
    });
    expect(held.body.data).toEqual([expect.objectContaining({ name: MIND_AND_BODY, creditsBalance: 12 })]);

    for (const title of ['Power Spin 45', 'CrossFit WOD']) {
      const sessionId = await sessionOf(t, title);
      const refused = await join(customer.token, sessionId);
      expect(refused.status, title).toBe(402);
      expect(refused.body).toMatchObject({ code: 'CATEGORY', errorMessage: NOT_IN_CATEGORY });
      const booked = await activeBookings(t, sessionId);
      expect(booked.filter((b) => b.userId === customer.userId)).toEqual([]);
    }
    const inArabic = await join(customer.token, await sessionOf(t, 'Power Spin 45'), {
      'accept-language': 'ar',
    });
    expect(inArabic.body).toMatchObject({
      code: 'CATEGORY',
      errorMessage: 'باقة النشاط لديك تغطي حصص أنشطتها فقط، وهذه الحصة ليست منها. هل تريد شراء باقة تغطيها؟',
    });

    const yoga = await join(customer.token, await sessionOf(t, 'Sunrise Vinyasa Yoga'));
    expect(yoga.status, JSON.stringify(yoga.body)).toBe(201);
    const pilates = await join(customer.token, await sessionOf(t, 'Mat Pilates Core'));
    expect(pilates.status, JSON.stringify(pilates.body)).toBe(201);
    const after = pilates.body.data as Extract<JoinResultDto, { status: 'BOOKED' }>;
    // 12 credits, 2 for each class; the summaries carry the pack's activities for the app's own check.
    expect(after.userPackageDetailDtoList).toEqual([
      expect.objectContaining({
        name: MIND_AND_BODY,
        balance: 8,
        classCategoryIds: [await activityId('Yoga'), await activityId('Pilates')],
      }),
    ]);
  });

  it("a class's buy page offers only the packages that can pay for it, and checkout holds to it", async () => {
    const customer = await createCustomer(t, { credits: null });
    const offered = async (title: string) => {
      const listed = await t.call<PackageDto[]>({
        method: 'GET',
        url: `/api/v1/packages?sessionId=${await sessionOf(t, title)}`,
        token: customer.token,
      });
      return listed.body.data.map((p) => p.name);
    };
    const forSpinning = await offered('Power Spin 45');
    expect(forSpinning).toContain('Kinetic 10 Credits');
    expect(forSpinning).not.toContain(MIND_AND_BODY);
    expect(await offered('CrossFit WOD')).not.toContain(MIND_AND_BODY);
    expect(await offered('Sunrise Vinyasa Yoga')).toContain(MIND_AND_BODY);
    expect(await offered('Ladies Pilates Reformer')).toContain(MIND_AND_BODY);

    const forced = await buy(t, customer.token, {
      packageId: await packageId(t, MIND_AND_BODY),
      sessionId: await sessionOf(t, 'Power Spin 45'),
    });
    expect(forced.status).toBe(400);
  });
});
