import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type BrandReviewSettingDto,
  type ClassListPageDto,
  type GymItemDto,
  type LoginResult,
  type Page,
  type PartnerDecisionDto,
  type PartnerReviewStateDto,
  type PendingPartnerDto,
  renderNotification,
  type SearchResultDto,
  type TrainerItemDto,
} from '@kinetic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, mailQueue } from '../../db/schema';
import { customerBody, gymBody } from '../../test/accounts';
import { createClass, newGym, newTrainer, sessionsOfClass } from '../../test/class-management';
import { createCustomer, tokenFor } from '../../test/discovery';
import { createTestApp, type TestApp } from '../../test/test-app';

const WEB_INDEX = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/index.html');

/**
 * Issue 40 item 9: on a brand that asks for it, a new trainer or gym stays unlisted (class list, search,
 * lists, pages, link previews, booking) until the platform operator approves them; the operator reviews
 * them on their own routes, and the partner is told in the bell and by e-mail, in their language.
 */
describe('partners await the operator’s review where the brand asks for it', () => {
  let t: TestApp;
  let operator: string;
  let customer: Awaited<ReturnType<typeof createCustomer>>;

  const call = <T>(
    method: 'GET' | 'POST' | 'PUT',
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
  });
});
