import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { retireCachesOnDeclaredWrites } from './cache-retirement';
import { createWriteEpoch } from './read-cache';

async function appWithRoutes() {
  const app = Fastify();
  const epoch = createWriteEpoch();
  let syncs = 0;
  retireCachesOnDeclaredWrites(app, {
    epoch,
    sync: async () => {
      syncs += 1;
    },
  });
  app.post('/bookings', { config: { retiresCaches: true } }, async () => ({ booked: true }));
  app.post('/classes/list', { config: { retiresCaches: false } }, async () => ({ items: [] }));
  app.post(
    '/checked',
    {
      config: { retiresCaches: true },
      schema: { body: { type: 'object', required: ['n'], properties: { n: { type: 'number' } } } },
    },
    async () => ({ ok: true }),
  );
  app.get('/classes', async () => ({ items: [] }));
  // Refused by its guard, as app.requireRole refuses a caller without the role.
  app.post(
    '/guarded',
    {
      config: { retiresCaches: true },
      onRequest: async (_request, reply) => {
        await reply.status(403).send({ statusCode: 403 });
      },
    },
    async () => ({ ok: true }),
  );
  await app.ready();
  return { app, epoch, syncs: () => syncs };
}

describe('writes retire cached reads where they are declared', () => {
  it('a route declaring retiresCaches moves the epoch and waits for the change feed', async () => {
    const { app, epoch, syncs } = await appWithRoutes();
    const response = await app.inject({ method: 'POST', url: '/bookings', payload: {} });
    expect(response.statusCode).toBe(200);
    expect(epoch.value).toBe(1);
    expect(syncs()).toBe(1);
    await app.close();
  });

  it('a POST declaring it only reads, a GET, an unknown route, a refused body or caller retire nothing', async () => {
    const { app, epoch, syncs } = await appWithRoutes();
    expect((await app.inject({ method: 'POST', url: '/classes/list', payload: {} })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/classes' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/nowhere', payload: {} })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/checked', payload: {} })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/guarded', payload: {} })).statusCode).toBe(403);
    expect(epoch.value).toBe(0);
    expect(syncs()).toBe(0);
    await app.close();
  });

  it('refuses a write route that does not say whether it retires the caches', async () => {
    const app = Fastify();
    retireCachesOnDeclaredWrites(app, { epoch: createWriteEpoch(), sync: async () => {} });
    expect(() => app.post('/forgot', async () => ({}))).toThrow(/must declare config.retiresCaches/);
    await app.close();
  });
});
