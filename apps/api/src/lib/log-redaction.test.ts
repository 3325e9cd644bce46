import { PassThrough } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerBody } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { loggedError } from './log-redaction';

/** Reset tokens, OAuth codes and query parameters never reach the log. */
describe('request logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: stream });
  });
  afterAll(() => t.close());

  const logged = () => lines.join('\n');

  it('redacts the reset token in the URL and logs no query values', async () => {
    const token = 'a1b2c3d4e5f6a7b8c9d0secret-reset-token';
    await t.call({
      method: 'PUT',
      url: `/api/v1/auth/verify-password/${token}`,
      payload: { newPassword: 'secret12', confirmPassword: 'secret12' },
    });
    await t.call({ method: 'GET', url: '/api/v1/payments/callback/sandbox?paymentId=pay_private_123' });
    await t.call({ method: 'GET', url: '/api/v1/search?queryString=someone%40example.com' });
    await t.call({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: customerBody({ mobile: '96599887766' }),
    });
    const text = logged();
    expect(text).toContain('/api/v1/auth/verify-password/[redacted]');
    expect(text).toContain('/api/v1/payments/callback/sandbox?paymentId');
    expect(text).toContain('/api/v1/search?queryString');
    for (const secret of [token, 'pay_private_123', 'someone', '96599887766', 'secret12']) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('loggedError', () => {
  it("keeps a failed query's statement and the database's message, not its parameters or detail", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "user_email"'), {
      code: '23505',
      detail: 'Key (email)=(dana@example.com) already exists.',
    });
    const error = new DrizzleQueryError(
      'insert into "user" ("email", "password_hash", "mobile") values ($1, $2, $3)',
      ['dana@example.com', '$argon2id$v=19$m=19456,t=2,p=1$hash', '96550001111'],
      cause,
    );
    const line = JSON.stringify(loggedError(error));
    expect(line).toContain('insert into \\"user\\"');
    expect(line).toContain('duplicate key value');
    expect(line).toContain('23505');
    for (const secret of ['dana@example.com', 'argon2id', '96550001111']) expect(line).not.toContain(secret);
  });
});
