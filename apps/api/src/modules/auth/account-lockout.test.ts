import { localise, MSG } from '@kinetic/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, mailQueue, rateLimits, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { latestMailTo, PASSWORD, PRIME, registerCustomer, uniqueEmail } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Failed sign-ins are limited per account, whichever client and API process they come
 * through (the per-IP limits cannot see guesses spread over many addresses).
 */
describe('failed sign-ins per account', () => {
  const LIMIT = 3;
  let t: TestApp;
  let other: Awaited<ReturnType<TestApp['otherProcess']>>;
  beforeAll(async () => {
    t = await createTestApp({
      LOGIN_FAILURES_PER_ACCOUNT: String(LIMIT),
      LOGIN_LOCKOUT_MINUTES: '15',
      TRUST_PROXY_HOPS: '1',
    });
    other = await t.otherProcess();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  let ip = 0;
  /** A sign-in from a new client address each time, through this process or the other one. */
  const attempt = (api: Pick<TestApp, 'call'>, email: string, password: string, language = 'en') =>
    api.call({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'x-forwarded-for': `192.0.2.${++ip}`, 'accept-language': language },
      payload: { email, password },
    });

  const lockoutMails = async (userId: number) =>
    (
      await t.database.db
        .select()
        .from(mailQueue)
        .where(and(eq(mailQueue.userId, userId), eq(mailQueue.kind, 'ACCOUNT_LOCKED')))
    ).length;

  it('locks the account after LOGIN_FAILURES_PER_ACCOUNT failures from many addresses, even to the right password', async () => {
    const { user } = await registerCustomer(t);
    expect((await attempt(t, user.email, 'wrong-guess-1')).status).toBe(422);
    expect((await attempt(other, user.email, 'wrong-guess-2')).status).toBe(422);
    const locking = await attempt(t, user.email, 'wrong-guess-3');
    expect(locking.status).toBe(429);
    expect(locking.body.errorMessage).toBe(MSG.accountLocked(15));

    const raw = await other.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'x-forwarded-for': '198.51.100.200' },
      payload: { email: user.email.toUpperCase(), password: PASSWORD },
    });
    expect(raw.statusCode).toBe(429);
    expect(raw.json().errorMessage).toBe(MSG.accountLocked(15));
    expect(Number(raw.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(raw.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    const arabic = await attempt(t, user.email, PASSWORD, 'ar');
    expect(arabic.status).toBe(429);
    expect(arabic.body.errorMessage).toBe(localise(MSG.accountLocked(15), 'ar'));
    expect(arabic.body.errorMessage).toContain('بعد 15 دقيقة');
  });

  it('tells the owner once per lock-out, in their language and their brand, whichever process locked it', async () => {
    const { user } = await registerCustomer(t);
    // An Arabic reader who joined on the prime brand; the guesses come through the main host.
    const [prime] = await t.database.db.select().from(brands).where(eq(brands.host, PRIME.host));
    await t.database.db
      .update(users)
      .set({ language: 'ar', brandId: prime!.id })
      .where(eq(users.id, user.id));

    for (const api of [t, other, t, other, t]) await attempt(api, user.email, 'wrong-guess');
    expect(await lockoutMails(user.id)).toBe(1);
    const mail = await latestMailTo(t, user.email);
    expect(mail!.subject).toBe('أوقفنا الدخول إلى حسابك في Prime Fitness Club مؤقتًا');
    expect(mail!.fromAddress).toMatch(/^"Prime Fitness Club" </);
    expect(mail!.textBody).toContain(`${LIMIT} مرات`);
    expect(mail!.textBody).toContain('http://prime.localhost:3000');
  });

  it('checks no more than LOGIN_FAILURES_PER_ACCOUNT passwords when guesses race in through both processes', async () => {
    const { user } = await registerCustomer(t);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt(i % 2 ? other : t, user.email, `wrong-guess-${i}`)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(LIMIT - 1).fill(422), ...Array(12 - LIMIT + 1).fill(429)]);
    expect(await lockoutMails(user.id)).toBe(1);
  });

  it('answers an unknown e-mail exactly as a registered one, and e-mails nobody', async () => {
    const email = uniqueEmail('nobody');
    const before = (await t.database.db.select().from(mailQueue)).length;
    const statuses = [];
    for (const api of [t, other, t, other]) statuses.push((await attempt(api, email, 'wrong-guess')).status);
    expect(statuses).toEqual([422, 422, 429, 429]);
    expect((await t.database.db.select().from(mailQueue)).length).toBe(before);
  });

  it('does not count successful sign-ins as failures', async () => {
    const { user } = await registerCustomer(t);
    expect((await attempt(t, user.email, 'wrong-guess')).status).toBe(422);
    expect((await attempt(other, user.email, 'wrong-guess')).status).toBe(422);
    for (const api of [t, other, t]) expect((await attempt(api, user.email, PASSWORD)).status).toBe(200);
    // The third failure, not the third attempt, locks it.
    expect((await attempt(other, user.email, 'wrong-guess')).status).toBe(429);
  });

  it('keeps a lock-out in force after the right password, and lets the owner in once the window ends', async () => {
    const { user } = await registerCustomer(t);
    for (let i = 0; i < LIMIT; i++) await attempt(t, user.email, 'wrong-guess');
    for (let i = 0; i < 3; i++) expect((await attempt(other, user.email, PASSWORD)).status).toBe(429);
    await t.database.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(sql`${rateLimits.key} like 'login-account:%'`);
    expect((await attempt(other, user.email, PASSWORD)).status).toBe(200);
  });

  it('is lifted by a password reset: the owner proved the address is theirs', async () => {
    const { user } = await registerCustomer(t);
    for (let i = 0; i < LIMIT; i++) await attempt(t, user.email, 'wrong-guess');
    expect((await attempt(t, user.email, PASSWORD)).status).toBe(429);
    await t.call({ method: 'POST', url: `/api/v1/auth/forgot-password/${user.email}` });
    const mail = await latestMailTo(t, user.email);
    const token = /verifyPassword\?token=([\w-]+)/.exec(mail!.textBody)![1]!;
    const reset = await other.call({
      method: 'PUT',
      url: `/api/v1/auth/verify-password/${token}`,
      payload: { newPassword: 'fresh-start-9', confirmPassword: 'fresh-start-9' },
    });
    expect(reset.status).toBe(200);
    expect((await attempt(t, user.email, 'fresh-start-9')).status).toBe(200);
  });

  it('still signs in with a password set before the 8-character and common-password rules (only new ones are checked)', async () => {
    const { user } = await registerCustomer(t);
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('abc12') })
      .where(eq(users.id, user.id));
    expect((await attempt(other, user.email, 'abc12')).status).toBe(200);
  });

  it('keeps the counters hashed, with no e-mail address in the clear', async () => {
    const rows = await t.database.db
      .select()
      .from(rateLimits)
      .where(sql`${rateLimits.key} like 'login-account:%'`);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.key).toMatch(/^login-account:[0-9a-f]{64}$/);
  });
});
