import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { OUTBOX_LOCAL_ONLY } from './dev.routes';

const outbox = (t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox', remoteAddress, headers });

describe('development outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    // As `npm start` runs it: development, no SMTP, so the outbox route is on.
    t = await createTestApp({ NODE_ENV: 'development' });
  });
  afterAll(() => t.close());

  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])(
    'is served to a loopback caller (%s)',
    async (address) => {
      const response = await outbox(t, address);
      expect(response.statusCode).toBe(200);
      expect(Array.isArray(response.json().data)).toBe(true);
    },
  );

  it.each(['192.168.1.20', '203.0.113.7', '::ffff:10.0.0.5'])(
    'refuses a caller from another machine (%s)',
    async (address) => {
      const response = await outbox(t, address);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ statusCode: 403, data: null, errorMessage: OUTBOX_LOCAL_ONLY });
    },
  );

  it('does not trust X-Forwarded-For claiming loopback', async () => {
    const response = await outbox(t, '203.0.113.7', { 'x-forwarded-for': '127.0.0.1' });
    expect(response.statusCode).toBe(403);
  });

  it.each(['x-forwarded-for', 'forwarded', 'x-real-ip'])(
    'refuses a loopback request relayed by a proxy on this machine (%s)',
    async (header) => {
      const response = await outbox(t, '127.0.0.1', { [header]: '203.0.113.7' });
      expect(response.statusCode).toBe(403);
    },
  );

  it('runs the reminder job as at a shifted time for a loopback caller only', async () => {
    const at = new Date(Date.now() + 3 * 3_600_000).toISOString();
    const run = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/dev/jobs/timed-mail', remoteAddress, payload: { at } });
    const local = await run('127.0.0.1');
    expect(local.statusCode).toBe(200);
    expect(local.json().data).toEqual({ reminders: expect.any(Number), expiring: expect.any(Number) });
    expect((await run('203.0.113.7')).statusCode).toBe(403);
  });

  it('is not served at all when DEV_OUTBOX is off', async () => {
    const off = await createTestApp({ NODE_ENV: 'development', DEV_OUTBOX: 'false' });
    try {
      expect((await outbox(off, '127.0.0.1')).statusCode).toBe(404);
      const job = await off.app.inject({
        method: 'POST',
        url: '/api/v1/dev/jobs/timed-mail',
        remoteAddress: '127.0.0.1',
        payload: { at: new Date().toISOString() },
      });
      expect(job.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
