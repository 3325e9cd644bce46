import { describe, expect, it } from 'vitest';
import { AppError, fail } from '../../lib/errors';
import { ABANDONED_AFTER_MS, type IdempotencyStore, idempotent } from './idempotent';

type Row = Parameters<IdempotencyStore['claimIdempotent']>[0] & { createdAt: Date };

/** The key table in memory: the policy is the helper's, whatever store it runs on. */
function memoryStore() {
  const rows = new Map<string, Row>();
  const id = (userId: number, key: string) => `${userId}:${key}`;
  const store: IdempotencyStore = {
    async findIdempotent(userId, key) {
      const row = rows.get(id(userId, key));
      return row ? { ...row, statusCode: row.statusCode, response: row.response } : undefined;
    },
    async claimIdempotent(values) {
      if (rows.has(id(values.userId, values.key))) return false;
      rows.set(id(values.userId, values.key), { ...values, createdAt: new Date() });
      return true;
    },
    async completeIdempotent(userId, key, statusCode, response) {
      const row = rows.get(id(userId, key))!;
      rows.set(id(userId, key), { ...row, statusCode, response });
    },
    async releaseIdempotent(userId, key) {
      rows.delete(id(userId, key));
    },
    async releaseAbandonedIdempotent(userId, key, before) {
      const row = rows.get(id(userId, key));
      if (row && row.statusCode === 0 && row.createdAt < before) rows.delete(id(userId, key));
    },
  } as IdempotencyStore;
  return { store, rows };
}

const request = (body: unknown, key = 'k-1') => ({
  userId: 7,
  key,
  route: 'POST /things',
  body,
  inProgress: 'REQUEST_IN_PROGRESS' as const,
});

describe('idempotent: one Idempotency-Key policy (docs/adr/0013)', () => {
  it('keeps a success and replays it for the same request without running again', async () => {
    const { store } = memoryStore();
    let runs = 0;
    const work = async () => ({ statusCode: 201, data: { n: ++runs } });
    expect(await idempotent(store, request({ a: 1 }), work)).toEqual({ statusCode: 201, data: { n: 1 } });
    expect(await idempotent(store, request({ a: 1 }), work)).toEqual({ statusCode: 201, data: { n: 1 } });
    expect(runs).toBe(1);
  });

  it('keeps a business refusal and replays it, body for body, without running again', async () => {
    const { store } = memoryStore();
    let runs = 0;
    const work = async (): Promise<{ statusCode: number; data: never }> => {
      runs++;
      throw fail('CLASS_STARTED', { data: { title: 'x' } });
    };
    const first = (await idempotent(store, request({ a: 1 }), work).catch((e: AppError) => e)) as AppError;
    const again = (await idempotent(store, request({ a: 1 }), work).catch((e: AppError) => e)) as AppError;
    expect(again).toBeInstanceOf(AppError);
    expect([again.statusCode, again.message, again.code, again.data]).toEqual([
      first.statusCode,
      first.message,
      first.code,
      first.data,
    ]);
    expect(again.statusCode).toBe(400);
    expect(runs).toBe(1);
  });

  it('refuses the same key with a different request', async () => {
    const { store } = memoryStore();
    await idempotent(store, request({ a: 1 }), async () => ({ statusCode: 200, data: 1 }));
    await expect(
      idempotent(store, request({ a: 2 }), async () => ({ statusCode: 200, data: 2 })),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: 'This Idempotency-Key was already used for a different request.',
    });
  });

  it('frees the key after an unexpected failure or a 5xx, so the retry runs', async () => {
    const { store, rows } = memoryStore();
    await expect(
      idempotent(store, request({ a: 1 }), async () => {
        throw new Error('database went away');
      }),
    ).rejects.toThrow('database went away');
    expect(rows.size).toBe(0);
    await expect(
      idempotent(store, request({ a: 1 }), async () => {
        throw fail('GATEWAY_FAILED');
      }),
    ).rejects.toMatchObject({ statusCode: 502 });
    expect(rows.size).toBe(0);
    expect(await idempotent(store, request({ a: 1 }), async () => ({ statusCode: 200, data: 'ok' }))).toEqual(
      {
        statusCode: 200,
        data: 'ok',
      },
    );
  });

  it('gives a concurrent replay the first answer once it is ready', async () => {
    const { store } = memoryStore();
    let runs = 0;
    const work = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 150));
      return { statusCode: 201, data: runs };
    };
    const answers = await Promise.all([1, 2, 3].map(() => idempotent(store, request({ a: 1 }), work)));
    expect(answers).toEqual([1, 2, 3].map(() => ({ statusCode: 201, data: 1 })));
    expect(runs).toBe(1);
  });

  it('frees a claim left unanswered by a process that died', async () => {
    const { store, rows } = memoryStore();
    await store.claimIdempotent({
      userId: 7,
      key: 'k-1',
      route: 'POST /things',
      requestHash: 'x',
      statusCode: 0,
      response: {},
    });
    rows.get('7:k-1')!.createdAt = new Date(Date.now() - ABANDONED_AFTER_MS - 1000);
    // The stored hash is the dead request's; a claim for the same request frees and re-runs.
    const { requestHash } = (await (async () => {
      const probe = memoryStore();
      await idempotent(probe.store, request({ a: 1 }), async () => ({ statusCode: 200, data: 0 }));
      return probe.rows.get('7:k-1')!;
    })())!;
    rows.get('7:k-1')!.requestHash = requestHash;
    expect(
      await idempotent(store, request({ a: 1 }), async () => ({ statusCode: 200, data: 'ran' })),
    ).toEqual({
      statusCode: 200,
      data: 'ran',
    });
  });
});
