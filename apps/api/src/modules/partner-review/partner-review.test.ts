import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type BrandReviewSettingDto,
  type ClassListPageDto,
  type GymItemDto,
  type LoginResult,
  type PackageDto,
  type Page,
  type PartnerDecisionDto,
  type PartnerReviewStateDto,
  type PendingPartnerDto,
  type PtDaySlotsDto,
  type PtSlotSessionDto,
  type PtTrainerCardDto,
  type PtTrainerDetailDto,
  type PurchaseResultDto,
  type QuoteDto,
  renderNotification,
  type SearchResultDto,
  type TrainerItemDto,
} from '@kinetic/domain';
import { eq, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, gymProfiles, mailQueue, notifications, packages, purchases } from '../../db/schema';
import { customerBody, gymBody, uniqueEmail } from '../../test/accounts';
import { createClass, joinTeam, newGym, newTrainer, sessionsOfClass } from '../../test/class-management';
import { createCustomer, tokenFor } from '../../test/discovery';
import { packageId } from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';

const WEB_INDEX = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/index.html');

/**
 * On a brand that asks for it, a new trainer or gym stays unlisted (class list, search,
 * lists, pages, link previews, booking, checkout and packages, personal training, following) until the
 * platform operator approves them; the operator reviews them on their own routes, and the partner is
 * told in the bell and by e-mail, in their language.
 */
describe('partners await the operator’s review where the brand asks for it', () => {
  let t: TestApp;
  let operator: string;
  let customer: Awaited<ReturnType<typeof createCustomer>>;

  const call = <T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: object,
    lang = 'en',
  ) =>
    t.call<T>({ method, url, token, headers: { 'accept-language': lang }, ...(payload ? { payload } : {}) });
  const register = async (url: string, payload: object, lang = 'en') => {
    const { status, body } = await call<LoginResult>('POST', url, undefined, payload, lang);
    expect(status, JSON.stringify(body)).toBe(201);
    return body.data;
  };
  const reviewOf = async (token: string) =>
    (await call<PartnerReviewStateDto>('GET', '/api/v1/partner-reviews/me', token)).body.data;
  const pendingIds = async () =>
    (
      await call<Page<PendingPartnerDto>>('GET', '/api/v1/partner-reviews?size=100', operator)
    ).body.data.items.map((item) => item.userId);
  const previewTitle = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000' } });
    return /<meta property="og:title" content="([^"]*)"/.exec(response.body)?.[1];
  };

  /** What a guest or customer finds of a gym and its class, everywhere the product lists them. */
  async function seenByOthers(
    gym: { id: number; studioName: string },
    klass: { classId: number; title: string },
  ) {
    const [session] = await sessionsOfClass(t, klass.classId);
    const list = await call<ClassListPageDto>('POST', '/api/v1/classes/list', undefined, {
      classId: klass.classId,
    });
    const search = await call<SearchResultDto>(
      'GET',
      `/api/v1/search?queryString=${encodeURIComponent(klass.title)}`,
      customer.token,
    );
    const gymSearch = await call<SearchResultDto>(
      'GET',
      `/api/v1/search?queryString=${encodeURIComponent(gym.studioName)}`,
      customer.token,
    );
    const gyms = await call<Page<GymItemDto>>(
      'GET',
      `/api/v1/gyms?queryString=${encodeURIComponent(gym.studioName)}`,
    );
    return {
      classList: list.body.data.items.length > 0,
      searchClass: search.body.data.classDetailList.some((item) => item.classId === klass.classId),
      searchGym: gymSearch.body.data.gymDetailList.length > 0,
      gymList: gyms.body.data.items.length > 0,
      gymPage: (await call('GET', `/api/v1/gyms/${gym.id}`)).status,
      classPage: (await call('GET', `/api/v1/classes/${klass.classId}`, customer.token)).status,
      sessionPage: (await call('GET', `/api/v1/sessions/${session!.id}`)).status,
      preview: (await previewTitle(`/class/${klass.classId}`)) === klass.title,
    };
  }

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'kinetic-dist-'));
    copyFileSync(WEB_INDEX, path.join(dist, 'index.html'));
    t = await createTestApp({ WEB_DIST: dist });
    // The demo seed names gym@kinetic.test the platform operator.
    operator = await tokenFor(t, 'gym@kinetic.test');
    customer = await createCustomer(t, { credits: 50 });
  });
  afterAll(() => t.close());

  it('leaves partners of a brand without review approved, as before', async () => {
    const trainer = await register(
      '/api/v1/auth/register',
      customerBody({
        userType: 2,
        nationality: 'Kuwaiti',
        trainerType: 'FREELANCER',
        trainerClassRate: 10_000,
        certificates: ['REPs Level 3'],
        userDetailMappingList: [{ classCategoryId: 1 }],
      }),
    );
    expect(await reviewOf(trainer.token)).toEqual({ status: 'APPROVED', reason: null, reviewedAt: null });
    expect(await pendingIds()).not.toContain(trainer.user.id);
  });

  describe('on a brand that asks for approval', () => {
    it('is turned on by the operator, brand by brand', async () => {
      const brandsNow = await call<BrandReviewSettingDto[]>(
        'GET',
        '/api/v1/partner-reviews/brands',
        operator,
      );
      expect(brandsNow.body.data.map((b) => [b.host, b.partnersNeedApproval])).toEqual([
        ['localhost', false],
        ['prime.localhost', false],
      ]);
      const main = brandsNow.body.data.find((b) => b.host === 'localhost')!;
      // The brand as the web app reads it: its registration page promises a review only once on.
      const brandAsRead = async () =>
        (await call<{ partnersNeedApproval: boolean }>('GET', '/api/v1/brand')).body.data
          .partnersNeedApproval;
      expect(await brandAsRead()).toBe(false);
      const turned = await call<BrandReviewSettingDto>(
        'PUT',
        `/api/v1/partner-reviews/brands/${main.brandId}`,
        operator,
        { partnersNeedApproval: true },
      );
      expect(turned.status).toBe(200);
      expect(turned.body.data).toEqual({ ...main, partnersNeedApproval: true });
      const [row] = await t.database.db.select().from(brands).where(eq(brands.host, 'localhost'));
      expect(row?.partnersNeedApproval).toBe(true);
      expect(await brandAsRead()).toBe(true);
    });

    it('keeps a new gym and its class unlisted until approved, then public; the gym is told', async () => {
      const studioName = `Review Studio ${Date.now().toString(36)}`;
      const { user, token } = await register('/api/v1/auth/register/gym', gymBody({ studioName }));
      expect(await reviewOf(token)).toEqual({ status: 'PENDING', reason: null, reviewedAt: null });
      const klass = await createClass(t, token);
      const gym = { id: user.id, studioName };
      const [session] = await sessionsOfClass(t, klass.classId);

      expect(await seenByOthers(gym, klass)).toEqual({
        classList: false,
        searchClass: false,
        searchGym: false,
        gymList: false,
        gymPage: 404,
        classPage: 404,
        sessionPage: 404,
        preview: false,
      });
      // Booking or wishing for it answers as for an unknown class.
      const join = await call('POST', '/api/v1/bookings', customer.token, { classSessionId: session!.id });
      expect(join.status).toBe(404);
      const wish = await call('POST', '/api/v1/wishlist', customer.token, { classSessionId: session!.id });
      expect(wish.status).toBe(404);
      // The gym itself still opens its page and its class.
      expect((await call('GET', `/api/v1/gyms/${user.id}`, token)).status).toBe(200);
      expect((await call('GET', `/api/v1/classes/${klass.classId}`, token)).status).toBe(200);
      expect((await call('GET', `/api/v1/sessions/${session!.id}`, token)).status).toBe(200);

      const listed = await call<Page<PendingPartnerDto>>('GET', '/api/v1/partner-reviews?size=100', operator);
      expect(listed.status).toBe(200);
      expect(listed.body.data.items.find((item) => item.userId === user.id)).toEqual({
        userId: user.id,
        kind: 'GYM',
        name: studioName,
        contactName: 'Bader Al-Fahad',
        email: user.email,
        brandName: 'Kinetic',
        registeredAt: expect.any(String),
      });

      const approved = await call<PartnerDecisionDto>(
        'POST',
        `/api/v1/partner-reviews/${user.id}/approve`,
        operator,
      );
      expect(approved.status).toBe(200);
      expect(approved.body.data).toMatchObject({ userId: user.id, status: 'APPROVED', reason: null });
      // Decided once: a second decision is refused, and the partner leaves the list.
      const again = await call('POST', `/api/v1/partner-reviews/${user.id}/refuse`, operator, {
        reason: 'x',
      });
      expect(again.status).toBe(409);
      expect(await pendingIds()).not.toContain(user.id);

      expect(await seenByOthers(gym, klass)).toEqual({
        classList: true,
        searchClass: true,
        searchGym: true,
        gymList: true,
        gymPage: 200,
        classPage: 200,
        sessionPage: 200,
        preview: true,
      });
      const booked = await call('POST', '/api/v1/bookings', customer.token, { classSessionId: session!.id });
      expect(booked.status).toBe(201);

      // Told in the bell and by e-mail.
      const bell = await call<Page<{ notificationTypeId: number; message: unknown }>>(
        'GET',
        '/api/v1/notifications?page=0&size=50',
        token,
      );
      const told = bell.body.data.items.map((item) => renderNotification(item, 'en', ''));
      expect(told).toContain('Your account is approved: your page and classes are now public.');
      const mails = await t.database.db.select().from(mailQueue).where(eq(mailQueue.userId, user.id));
      const approval = mails.find((row) => row.kind === 'PARTNER_APPROVED');
      expect(approval?.subject).toBe('Your Kinetic partner account is approved');
      expect(approval?.textBody).toContain(`http://localhost:3000/gym/${user.id}`);
    });

    it('refuses a trainer with the reason they read in Arabic; they stay unlisted', async () => {
      const { user, token } = await register(
        '/api/v1/auth/register',
        customerBody({
          userType: 2,
          lastName: `Refused${Date.now().toString(36)}`,
          nationality: 'Kuwaiti',
          trainerType: 'FREELANCER',
          trainerClassRate: 10_000,
          certificates: ['REPs Level 3'],
          userDetailMappingList: [{ classCategoryId: 1 }],
        }),
        'ar',
      );
      await createClass(t, token);
      expect(await pendingIds()).toContain(user.id);

      // A reason is required, in the caller's language.
      const blank = await call<{ fields: Record<string, string> }>(
        'POST',
        `/api/v1/partner-reviews/${user.id}/refuse`,
        operator,
        { reason: '  ' },
        'ar',
      );
      expect(blank.status).toBe(400);
      expect(blank.body.data.fields.reason).toBe('هذه المعلومة مطلوبة.');

      const reason = 'Please upload a photo of your certificate.';
      const refused = await call<PartnerDecisionDto>(
        'POST',
        `/api/v1/partner-reviews/${user.id}/refuse`,
        operator,
        {
          reason,
        },
      );
      expect(refused.status).toBe(200);
      expect(await reviewOf(token)).toMatchObject({ status: 'REFUSED', reason });

      const trainers = await call<Page<TrainerItemDto>>(
        'GET',
        `/api/v1/trainers?queryString=${user.lastName}`,
      );
      expect(trainers.body.data.items).toEqual([]);
      expect((await call('GET', `/api/v1/trainers/${user.id}`, customer.token)).status).toBe(404);

      const bell = await call<Page<{ notificationTypeId: number; message: unknown }>>(
        'GET',
        '/api/v1/notifications?page=0&size=50',
        token,
      );
      expect(bell.body.data.items.map((item) => renderNotification(item, 'ar', ''))).toContain(
        `لم تتم الموافقة على حسابك: ${reason}`,
      );
      const mails = await t.database.db.select().from(mailQueue).where(eq(mailQueue.userId, user.id));
      const refusal = mails.find((row) => row.kind === 'PARTNER_REFUSED');
      expect(refusal?.subject).toBe('لم تتم الموافقة على حسابك كشريك في Kinetic');
      expect(refusal?.textBody).toContain(reason);
    });

    it('answers the operator’s routes to the operator only: 401, 403 for customers and trainers, 404 for other gyms', async () => {
      const otherGym = await newGym(t);
      const trainer = await newTrainer(t);
      const refuse = (token?: string) =>
        call('POST', `/api/v1/partner-reviews/${otherGym.userId}/refuse`, token, { reason: 'No' });
      const list = (token?: string) => call('GET', '/api/v1/partner-reviews', token);
      expect((await list()).status).toBe(401);
      expect((await list(customer.token)).status).toBe(403);
      expect((await list(trainer.token)).status).toBe(403);
      expect((await list(otherGym.token)).status).toBe(404);
      expect((await refuse()).status).toBe(401);
      expect((await refuse(customer.token)).status).toBe(403);
      expect((await refuse(otherGym.token)).status).toBe(404);
      const turn = (token?: string) =>
        call('PUT', '/api/v1/partner-reviews/brands/1', token, { partnersNeedApproval: false });
      expect((await turn()).status).toBe(401);
      expect((await turn(trainer.token)).status).toBe(403);
      expect((await turn(otherGym.token)).status).toBe(404);
      expect((await call('GET', '/api/v1/partner-reviews/brands', otherGym.token)).status).toBe(404);
      // The operator deciding on someone who is not a partner: 404, as an unknown id.
      expect(
        (await call('POST', `/api/v1/partner-reviews/${customer.userId}/approve`, operator)).status,
      ).toBe(404);
      expect((await call('POST', '/api/v1/partner-reviews/999999/approve', operator)).status).toBe(404);
    });

    const trainerBody = (lastName: string) =>
      customerBody({
        userType: 2,
        lastName,
        nationality: 'Kuwaiti',
        trainerType: 'FREELANCER',
        trainerClassRate: 10_000,
        certificates: ['REPs Level 3'],
        userDetailMappingList: [{ classCategoryId: 1 }],
      });
    const approve = async (userId: number) =>
      expect((await call('POST', `/api/v1/partner-reviews/${userId}/approve`, operator)).status).toBe(200);

    it('sells nothing of a gym under review: no checkout of its classes, no package of its own, no order left', async () => {
      const { user: gym, token: gymToken } = await register(
        '/api/v1/auth/register/gym',
        gymBody({ studioName: `Checkout Review ${Date.now().toString(36)}` }),
      );
      const klass = await createClass(t, gymToken);
      const [session] = await sessionsOfClass(t, klass.classId);
      const own = await call<{ id: number }>('POST', '/api/v1/manage/packages', gymToken, {
        name: 'Review Studio 5 Visits',
        packageType: 'GYMSPECIFIC',
        credits: 10,
        classes: 5,
        validityDays: 30,
        price: 20_000,
      });
      expect(own.status, JSON.stringify(own.body)).toBe(201);
      const gymPackage = own.body.data.id;
      // A special package in the gym's name (special packages are bought without a class, even by guests).
      const [special] = await t.database.db
        .insert(packages)
        .values({
          storeId: 1,
          gymUserId: gym.id,
          name: 'Review Studio Special',
          packageType: 'SPECIAL',
          credits: 4,
          validityDays: 30,
          price: 10_000,
          currencyCode: 'KWD',
        })
        .returning({ id: packages.id });
      const general = await packageId(t, 'Kinetic 10 Credits');
      const dropIn = await packageId(t, 'Drop-in');
      const buyer = await createCustomer(t, { credits: null });
      const guestEmail = uniqueEmail('guest');
      const post = <T>(url: string, payload: object, token: string | undefined = buyer.token) =>
        call<T>('POST', url, token, payload);
      const shop = async (query = '') =>
        (await call<PackageDto[]>('GET', `/api/v1/packages${query}`, buyer.token)).body.data.map((p) => p.id);
      const orders = () =>
        t.database.db
          .select()
          .from(purchases)
          .where(
            or(
              eq(purchases.userId, buyer.userId),
              inArray(purchases.packageId, [gymPackage, special!.id]),
              eq(purchases.buyerEmail, guestEmail),
            ),
          );
      const paidSession = { packageId: general, sessionId: session!.id };
      const specialOrder = { email: guestEmail, firstName: 'Guest', packageId: special!.id };

      // Booking the class answers 404, and so does every way of paying for it.
      expect((await post('/api/v1/bookings', { classSessionId: session!.id })).status).toBe(404);
      expect((await call('GET', `/api/v1/packages?sessionId=${session!.id}`, buyer.token)).status).toBe(404);
      expect((await post('/api/v1/purchases', paidSession)).status).toBe(404);
      expect((await post('/api/v1/cards/verify', { ...paidSession, newCard: true })).status).toBe(404);
      // A drop-in bought for the gym, and the gym's own packages: not for sale.
      expect((await post('/api/v1/purchases', { packageId: dropIn, gymId: gym.id })).status).toBe(404);
      expect(await shop()).not.toContain(gymPackage);
      // Its class shows on no page of the gym either: an empty page, as for an unknown gym.
      expect((await call<Page<unknown>>('GET', `/api/v1/gyms/${gym.id}/classes`)).body.data.items).toEqual(
        [],
      );
      expect(await shop(`?gymId=${gym.id}`)).not.toContain(gymPackage);
      expect((await post('/api/v1/purchases', { packageId: gymPackage })).status).toBe(404);
      expect((await post('/api/v1/checkout/quote', { packageId: gymPackage })).status).toBe(404);
      expect(
        (await post('/api/v1/promo-codes/apply', { name: 'WELCOME10', packageId: gymPackage })).status,
      ).toBe(404);
      expect((await post('/api/v1/special-packages/purchase', specialOrder, undefined)).status).toBe(404);
      expect((await post('/api/v1/special-packages/purchase', specialOrder)).status).toBe(404);
      // No order was opened: nothing pending.
      expect(await orders()).toEqual([]);

      // Once approved, the same calls sell.
      await approve(gym.id);
      expect(await shop(`?sessionId=${session!.id}`)).toContain(general);
      expect(await shop(`?gymId=${gym.id}`)).toContain(gymPackage);
      const sold = [
        await post<PurchaseResultDto>('/api/v1/purchases', paidSession),
        await post<PurchaseResultDto>('/api/v1/purchases', { packageId: dropIn, gymId: gym.id }),
        await post<PurchaseResultDto>('/api/v1/purchases', { packageId: gymPackage }),
        await post<PurchaseResultDto>('/api/v1/special-packages/purchase', specialOrder, undefined),
      ];
      expect(sold.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
      expect((await post<QuoteDto>('/api/v1/checkout/quote', { packageId: gymPackage })).status).toBe(200);
      expect((await orders()).map((row) => row.status)).toEqual(['PENDING', 'PENDING', 'PENDING', 'PENDING']);
    });

    it('offers no personal training with a gym or a trainer under review, nor takes their slots', async () => {
      const stamp = Date.now().toString(36);
      const { user: pendingGym, token: pendingGymToken } = await register(
        '/api/v1/auth/register/gym',
        gymBody({ studioName: `PT Review ${stamp}` }),
      );
      const { user: pendingTrainer, token: pendingTrainerToken } = await register(
        '/api/v1/auth/register',
        trainerBody(`PtReview${stamp}`),
      );
      const approvedGym = await newGym(t);
      await t.database.db
        .insert(gymProfiles)
        .values({ userId: approvedGym.userId, studioName: `PT Approved ${stamp}`, classType: 'MIXED' });
      const approvedTrainer = await newTrainer(t);
      const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        weekday,
        startTime: '00:00',
        endTime: '23:59',
      }));
      const setUp = async (
        gym: { token: string; userId: number },
        trainer: { token: string; userId: number },
      ) => {
        await joinTeam(t, gym, trainer);
        const { status, body } = await call<{ id: number }>('POST', '/api/v1/manage/pt-trainers', gym.token, {
          trainerUserId: trainer.userId,
          price: 20_000,
          sessionMinutes: 60,
          hours: everyDay,
        });
        expect(status, JSON.stringify(body)).toBe(201);
        return body.data.id;
      };
      // An approved trainer at a gym under review; a trainer under review at an approved gym; and both approved.
      const atPendingGym = await setUp({ token: pendingGymToken, userId: pendingGym.id }, approvedTrainer);
      const pendingAtApprovedGym = await setUp(approvedGym, {
        token: pendingTrainerToken,
        userId: pendingTrainer.id,
      });
      const bothApproved = await setUp(approvedGym, approvedTrainer);

      const pt = '/api/v1/personal-training/trainers';
      const control = await call<PtTrainerDetailDto>('GET', `${pt}/${bothApproved}`);
      expect(control.status).toBe(200);
      const date = control.body.data.dates[0]!;
      const day = await call<PtDaySlotsDto>('GET', `${pt}/${bothApproved}/slots?date=${date}`);
      const { startsAt } = day.body.data.slots.find((slot) => slot.free)!;
      const offered = async (id: number) => ({
        list: (await call<Page<PtTrainerCardDto>>('GET', pt)).body.data.items.some((item) => item.id === id),
        detail: (await call('GET', `${pt}/${id}`)).status,
        slots: (await call('GET', `${pt}/${id}/slots?date=${date}`)).status,
        take: (await call<PtSlotSessionDto>('POST', `${pt}/${id}/slots`, customer.token, { startsAt }))
          .status,
      });
      const hidden = { list: false, detail: 404, slots: 404, take: 404 };

      expect(await offered(atPendingGym)).toEqual(hidden);
      expect(await offered(pendingAtApprovedGym)).toEqual(hidden);
      expect((await call<Page<PtTrainerCardDto>>('GET', pt)).body.data.items.map((i) => i.id)).toContain(
        bothApproved,
      );
      // The gym under review still manages its own PT setup.
      const mine = await call<{ id: number }[]>('GET', '/api/v1/manage/pt-trainers', pendingGymToken);
      expect(mine.status).toBe(200);
      expect(mine.body.data.map((row) => row.id)).toEqual([atPendingGym]);

      // Approving the gym offers its PT; a refused trainer stays unoffered, even by an approved gym.
      await approve(pendingGym.id);
      const refused = await call('POST', `/api/v1/partner-reviews/${pendingTrainer.id}/refuse`, operator, {
        reason: 'Please upload your certificate.',
      });
      expect(refused.status).toBe(200);
      expect(await offered(atPendingGym)).toEqual({ list: true, detail: 200, slots: 200, take: 200 });
      expect(await offered(pendingAtApprovedGym)).toEqual(hidden);
    });

    it('lets nobody follow a trainer under review, nor tells the trainer of it', async () => {
      const { user } = await register(
        '/api/v1/auth/register',
        trainerBody(`Followed${Date.now().toString(36)}`),
      );
      const follower = await createCustomer(t);
      const follow = `/api/v1/trainers/${user.id}/follow`;
      expect((await call('POST', follow, follower.token)).status).toBe(404);
      expect((await call('DELETE', follow, follower.token)).status).toBe(404);
      expect(
        await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id)),
      ).toEqual([]);

      await approve(user.id);
      const followed = await call<{ followed: boolean; followerCount: number }>(
        'POST',
        follow,
        follower.token,
      );
      expect(followed.status).toBe(200);
      expect(followed.body.data).toEqual({ followed: true, followerCount: 1 });
    });
  });
});
