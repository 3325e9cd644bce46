import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginToken, registerCustomer } from '../../test/accounts';
import { openCountStream as openStream } from '../../test/event-stream';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The bell's count is live: a notification raised through one API process reaches a client
 * whose stream is held by another process on the same database (PostgreSQL LISTEN/NOTIFY).
 */
describe('live notification count across API processes', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<TestApp['otherProcess']>>;
  let base: string;
  let trainerToken: string;
  let trainerId: number;
  beforeAll(async () => {
    t = await createTestApp();
    other = await t.otherProcess();
    base = await other.app.listen({ port: 0, host: '127.0.0.1' });
    trainerToken = await loginToken(t, DEMO.trainer, DEMO.password);
    trainerId = (
      await t.call<{ id: number }>({ method: 'GET', url: '/api/v1/users/me', token: trainerToken })
    ).body.data.id;
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('pushes the new count to a client of process B when process A raises a notification', async () => {
    await t.call({ method: 'POST', url: '/api/v1/notifications/seen', token: trainerToken });
    const stream = await openStream(base, trainerToken);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(await stream.untilCount((count) => count === 0)).toBe(0);

      const follower = await registerCustomer(t, { firstName: 'Mariam' });
      const followed = await t.call({
        method: 'POST',
        url: `/api/v1/trainers/${trainerId}/follow`,
        token: follower.token,
      });
      expect(followed.status).toBe(200);
      expect(await stream.untilCount((count) => count === 1)).toBe(1);

      // Opening the bell through process A resets the count the stream on B shows.
      await t.call({ method: 'POST', url: '/api/v1/notifications/seen', token: trainerToken });
      const lengthBefore = stream.counts().length;
      await stream.untilCount((count) => count === 0 && stream.counts().length > lengthBefore);
      expect(stream.counts().at(-1)).toBe(0);
    } finally {
      await stream.close();
    }
  });

  it('tells nobody else, and refuses a stream without a login', async () => {
    const customer = await registerCustomer(t);
    const stream = await openStream(base, customer.token);
    try {
      await stream.untilCount((count) => count === 0);
      const follower = await registerCustomer(t);
      await t.call({ method: 'POST', url: `/api/v1/trainers/${trainerId}/follow`, token: follower.token });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(stream.counts()).toEqual([0]);
    } finally {
      await stream.close();
    }
    const refused = await fetch(`${base}/api/v1/notifications/stream`);
    expect(refused.status).toBe(401);
  });
});
