import type { LoginResult, OnboardingDto } from '@kinetic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gymBranches, mailQueue, users } from '../../db/schema';
import { customerBody, gymBody, trainerBody } from '../../test/accounts';
import { createClass } from '../../test/class-management';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A new trainer or gym was welcomed as a customer ("find a class near you") and left
 * on the class list. Their welcome now names their first steps, and GET /manage/onboarding tells which
 * are done, from their own data.
 */
describe('a new partner’s first steps', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function register(url: string, payload: object, language = 'en') {
    const { status, body } = await t.call<LoginResult>({
      method: 'POST',
      url,
      payload,
      headers: { 'accept-language': language },
    });
    expect(status, JSON.stringify(body)).toBe(201);
    return body.data;
  }
  const trainer = (language?: string) => register('/api/v1/auth/register', trainerBody(), language);
  const gym = (language?: string) => register('/api/v1/auth/register/gym', gymBody(), language);
  const customer = () => register('/api/v1/auth/register', customerBody());

  const welcomeOf = async (userId: number) => {
    const mails = await t.database.db.select().from(mailQueue).where(eq(mailQueue.userId, userId));
    expect(mails.map((m) => m.kind)).toEqual(['WELCOME']);
    return mails[0]!;
  };

  const checklist = (token?: string) =>
    t.call<OnboardingDto>({ method: 'GET', url: '/api/v1/manage/onboarding', token });

  describe('the welcome e-mail', () => {
    it('tells a new trainer their next steps, its button opening their checklist', async () => {
      const { user } = await trainer();
      const mail = await welcomeOf(user.id);
      expect(mail.subject).toBe('Welcome to Kinetic: your first steps');
      expect(mail.textBody).toContain('Your trainer account is ready.');
      expect(mail.textBody).toContain('1. Complete your profile: a photo of you');
      expect(mail.textBody).toContain('2. Create your first class');
      expect(mail.textBody).toContain('3. Set up your payouts: contact us');
      expect(mail.textBody).not.toContain('branch');
      expect(mail.textBody).not.toContain('find a class near you');
      expect(mail.htmlBody).toContain('Open my checklist');
      expect(mail.htmlBody).toMatch(/href="http:\/\/localhost[^"]*\/trainer\/start"/);
    });

    it('tells a new gym to add its branch too', async () => {
      const { user } = await gym();
      const mail = await welcomeOf(user.id);
      expect(mail.textBody).toContain("Your gym's account is ready.");
      expect(mail.textBody).toContain('2. Add your branch');
      expect(mail.textBody).toContain('3. Create your first class');
      expect(mail.textBody).toContain('4. Set up your payouts');
      expect(mail.htmlBody).toMatch(/href="http:\/\/localhost[^"]*\/gym\/start"/);
    });

    it('says the same in Arabic', async () => {
      const { user } = await gym('ar');
      const mail = await welcomeOf(user.id);
      expect(mail.subject).toMatch(/^أهلًا بك في .+: خطواتك الأولى$/);
      expect(mail.textBody).toContain('حساب ناديك جاهز');
      expect(mail.textBody).toContain('2. أضف فرعك');
      expect(mail.htmlBody).toContain('افتح قائمة البدء');
      expect(mail.htmlBody).toMatch(/href="http:\/\/localhost[^"]*\/gym\/start"/);
    });

    it('keeps a customer’s welcome as it was', async () => {
      const { user } = await customer();
      const mail = await welcomeOf(user.id);
      expect(mail.subject).toBe('Welcome to Kinetic');
      expect(mail.textBody).toContain('find a class near you and book your seat');
      expect(mail.textBody).not.toContain('checklist');
      expect(mail.htmlBody).toMatch(/href="http:\/\/localhost[^"]*\/classes"/);
    });
  });

  describe('GET /manage/onboarding', () => {
    it('starts a new trainer at none of three, and counts each step as it is done', async () => {
      const { token, user } = await trainer();
      const first = await checklist(token);
      expect(first.status).toBe(200);
      expect(first.body.data).toEqual({
        kind: 'TRAINER',
        steps: [
          { key: 'PHOTO', done: false },
          { key: 'BIO', done: false },
          { key: 'CLASS', done: false },
        ],
        done: 0,
        total: 3,
      });

      await t.database.db.update(users).set({ bio: 'Yoga for every body' }).where(eq(users.id, user.id));
      expect((await checklist(token)).body.data).toMatchObject({ done: 1, total: 3 });

      await createClass(t, token);
      const later = (await checklist(token)).body.data;
      expect(later.steps).toEqual([
        { key: 'PHOTO', done: false },
        { key: 'BIO', done: true },
        { key: 'CLASS', done: true },
      ]);
      expect(later.done).toBe(2);
    });

    it('asks a gym for a branch, and counts it once added', async () => {
      const { token, user } = await gym();
      expect((await checklist(token)).body.data).toMatchObject({
        kind: 'GYM',
        steps: [
          { key: 'PHOTO', done: false },
          { key: 'BIO', done: false },
          { key: 'BRANCH', done: false },
          { key: 'CLASS', done: false },
        ],
        done: 0,
        total: 4,
      });
      await t.database.db.insert(gymBranches).values({
        gymUserId: user.id,
        name: 'Salmiya',
        address: 'Salem Al Mubarak St',
        latitude: 29.33,
        longitude: 48.07,
      });
      await t.database.db
        .update(users)
        .set({ profileImageUrl: '/media/logo.jpg' })
        .where(eq(users.id, user.id));
      const now = (await checklist(token)).body.data;
      expect(now.steps.filter((s) => s.done).map((s) => s.key)).toEqual(['PHOTO', 'BRANCH']);
      expect(now).toMatchObject({ done: 2, total: 4 });
    });

    it('is a partner’s own: a customer is refused, a guest is asked to sign in', async () => {
      const { token } = await customer();
      expect((await checklist(token)).status).toBe(403);
      expect((await checklist()).status).toBe(401);
    });
  });
});
