import { localise, MSG } from '@kinetic/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue, outboxEmails, passwordResets, users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import {
  countRows,
  DEMO,
  expectSignedIn,
  expectSignedOut,
  fieldsOf,
  latestMailTo,
  login,
  loginToken,
  PASSWORD,
  PRIME,
  registerCustomer,
} from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

const forgot = (t: TestApp, email: string, headers: Record<string, string> = {}) =>
  t.call<{ message: string }>({
    method: 'POST',
    url: `/api/v1/auth/forgot-password/${encodeURIComponent(email)}`,
    headers,
  });

const reset = (t: TestApp, token: string, newPassword: string, confirmPassword = newPassword) =>
  t.call<{ message: string }>({
    method: 'PUT',
    url: `/api/v1/auth/verify-password/${token}`,
    payload: { newPassword, confirmPassword },
  });

/** Asks for a reset link and returns the token read from the e-mail. */
async function requestToken(t: TestApp, email: string, headers: Record<string, string> = {}) {
  expect((await forgot(t, email, headers)).status).toBe(200);
  const mail = await latestMailTo(t, email);
  return /verifyPassword\?token=([\w-]+)/.exec(mail!.textBody)![1]!;
}

describe('forgot password and the reset link', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Every test here asks from the same IP; the limit has its own test below.
    t = await createTestApp({ FORGOT_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  it('mails a single-use link on the brand share URL and stores only the token hash', async () => {
    const { user } = await registerCustomer(t, { email: 'forgetful@example.com' });
    const { status, body } = await forgot(t, 'Forgetful@Example.com');
    expect(status).toBe(200);
    expect(body.data).toEqual({ message: MSG.resetMailSent });

    const mail = await latestMailTo(t, 'forgetful@example.com');
    expect(mail!.subject).toBe('Reset your Kinetic password');
    const token = /http:\/\/localhost:3000\/verifyPassword\?token=([\w-]+)/.exec(mail!.textBody)![1]!;
    const [row] = await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(Math.round(minutes)).toBe(t.config.RESET_TOKEN_TTL_MINUTES);
    // It went through the mail queue like every mail (retries, sent once), in the brand's name.
    const queued = await t.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.idempotencyKey, `password-reset:${hashToken(token)}`));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ kind: 'PASSWORD_RESET', status: 'SENT', userId: user.id, attempts: 1 });
    expect(queued[0]!.fromAddress).toBe(mail!.fromAddress);
    expect(mail!.fromAddress).toMatch(/^"Kinetic" </);
    // Once sent, the queue keeps no copy of the link: only the token's hash stays in the database.
    expect(queued[0]!.textBody).toBe('');
    expect(queued[0]!.htmlBody).toBe('');
    expect(JSON.stringify(queued[0])).not.toContain(token);
  });

  it('uses the prime brand name and share URL on the prime host', async () => {
    await forgot(t, DEMO.customer, PRIME);
    const mail = await latestMailTo(t, DEMO.customer);
    expect(mail!.subject).toBe('Reset your Prime Fitness Club password');
    expect(mail!.textBody).toContain('http://prime.localhost:3000/verifyPassword?token=');
  });

  it('accepts an empty JSON body as well as no body', async () => {
    const { status } = await t.call({
      method: 'POST',
      url: `/api/v1/auth/forgot-password/${DEMO.customer}`,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(status).toBe(200);
  });

  it('answers 404 for an unknown e-mail and 400 for an invalid one, sending nothing', async () => {
    const mails = await countRows(t, outboxEmails);
    const unknown = await forgot(t, 'nobody@example.com');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorMessage).toBe(MSG.emailDoesNotExist);
    const invalid = await forgot(t, 'not-an-email');
    expect(invalid.status).toBe(400);
    expect(invalid.body.errorMessage).toBe(MSG.invalidEmail);
    expect(await countRows(t, outboxEmails)).toBe(mails);
  });

  it('sets the new password, ends every session, and works only once', async () => {
    const { user, token: session } = await registerCustomer(t);
    const other = await loginToken(t, user.email, PASSWORD);
    const token = await requestToken(t, user.email);

    const { status, body } = await reset(t, token, 'brandNew9');
    expect(status).toBe(200);
    expect(body.data).toEqual({ message: MSG.passwordUpdated });
    await expectSignedOut(t, session);
    await expectSignedOut(t, other);
    expect((await login(t, user.email, PASSWORD)).status).toBe(422);
    expect((await login(t, user.email, 'brandNew9')).status).toBe(200);

    const second = await reset(t, token, 'another9');
    expect(second.status).toBe(400);
    expect(second.body.errorMessage).toBe(MSG.resetTokenInvalid);
    expect((await login(t, user.email, 'brandNew9')).status).toBe(200);
  });

  it('ends the older link as soon as a newer one is issued', async () => {
    const { user } = await registerCustomer(t);
    const older = await requestToken(t, user.email);
    const newer = await requestToken(t, user.email);
    const stale = await reset(t, older, 'older999');
    expect(stale.status).toBe(400);
    expect(stale.body.errorMessage).toBe(MSG.resetTokenInvalid);
    expect((await reset(t, newer, 'newer999')).status).toBe(200);
    expect((await login(t, user.email, 'newer999')).status).toBe(200);
  });

  it('ends every link issued before the password was changed in settings', async () => {
    const { user, token: session } = await registerCustomer(t);
    const link = await requestToken(t, user.email);
    const changed = await t.call({
      method: 'PUT',
      url: `/api/v1/users/${user.id}/password`,
      token: session,
      payload: { oldPassword: PASSWORD, newPassword: 'changed99', confirmPassword: 'changed99' },
    });
    expect(changed.status).toBe(200);
    const { status, body } = await reset(t, link, 'hijacked9');
    expect(status).toBe(400);
    expect(body.errorMessage).toBe(MSG.resetTokenInvalid);
    expect((await login(t, user.email, 'changed99')).status).toBe(200);
    // A link asked for after the change works as usual.
    expect((await reset(t, await requestToken(t, user.email), 'afterwards9')).status).toBe(200);
  });

  it('refuses an expired link', async () => {
    const { user } = await registerCustomer(t);
    const token = await requestToken(t, user.email);
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResets.tokenHash, hashToken(token)));
    const { status, body } = await reset(t, token, 'brandNew9');
    expect(status).toBe(400);
    expect(body.errorMessage).toBe(MSG.resetTokenInvalid);
    expect((await login(t, user.email, PASSWORD)).status).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const { status, body } = await reset(t, 'made-up-token', 'brandNew9');
    expect(status).toBe(400);
    expect(body.errorMessage).toBe(MSG.resetTokenInvalid);
  });

  it.each([
    ['a mismatched confirmation', 'brandNew9', 'brandNew8', 'confirmPassword', MSG.passwordMismatch],
    ['a short password', 'abc', 'abc', 'newPassword', MSG.minLength(8)],
    ['a 7-character password', 'brand9X', 'brand9X', 'newPassword', MSG.minLength(8)],
    ['a common password', 'Password123', 'Password123', 'newPassword', MSG.commonPassword],
    ['a password without a number', 'brandNew', 'brandNew', 'newPassword', MSG.passwordRule],
    ['a blank password', '      ', '      ', 'newPassword', MSG.required],
  ])(
    'refuses %s with 400, leaving the link usable and the password unchanged',
    async (_name, next, confirm, field, message) => {
      const { user, token: session } = await registerCustomer(t);
      const token = await requestToken(t, user.email);
      const [before] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      const { status, body } = await reset(t, token, next, confirm);
      expect(status).toBe(400);
      expect(body.errorMessage).toBe(message);
      expect(fieldsOf(body)[field]).toBe(message);
      const [after] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      expect(after!.passwordHash).toBe(before!.passwordHash);
      await expectSignedIn(t, session);
      expect((await reset(t, token, 'finally9')).status).toBe(200);
    },
  );
});

describe('forgot password rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FORGOT_RATE_LIMIT: '2', TRUST_PROXY_HOPS: '1' });
  });
  afterAll(() => t.close());

  it('allows FORGOT_RATE_LIMIT requests per IP in a window, whatever the e-mail', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.20' };
    expect((await forgot(t, DEMO.customer, ip)).status).toBe(200);
    expect((await forgot(t, 'nobody@example.com', ip)).status).toBe(404);
    const limited = await forgot(t, DEMO.trainer, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.errorMessage).toBe(MSG.tooManyRequests);
    expect((await forgot(t, DEMO.trainer, { 'x-forwarded-for': '203.0.113.21' })).status).toBe(200);
  });
});

describe('reset mails per address', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<TestApp['otherProcess']>>;
  beforeAll(async () => {
    t = await createTestApp({ RESET_MAILS_PER_ADDRESS: '3', TRUST_PROXY_HOPS: '1' });
    other = await t.otherProcess();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const resetMails = async (email: string) =>
    (
      await t.database.db
        .select()
        .from(mailQueue)
        .where(and(eq(mailQueue.toAddress, email), eq(mailQueue.kind, 'PASSWORD_RESET')))
    ).length;

  it('sends one inbox RESET_MAILS_PER_ADDRESS mails an hour, from any address and either process', async () => {
    const { user } = await registerCustomer(t);
    const processes = [t, other, t, other];
    const answers = [];
    for (const [i, api] of processes.entries()) {
      answers.push(
        await api.call({
          method: 'POST',
          url: `/api/v1/auth/forgot-password/${encodeURIComponent(user.email.toUpperCase())}`,
          headers: { 'x-forwarded-for': `203.0.113.${60 + i}`, 'accept-language': 'ar' },
        }),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    expect(answers[3]!.body.errorMessage).toBe(localise(MSG.tooManyResetMails, 'ar'));
    // The fourth was never queued.
    expect(await resetMails(user.email)).toBe(3);
    // Another address is not held back by this one.
    const { user: neighbour } = await registerCustomer(t);
    expect((await forgot(t, neighbour.email, { 'x-forwarded-for': '203.0.113.63' })).status).toBe(200);
  });
});
