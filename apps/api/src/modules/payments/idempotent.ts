import { type Envelope, MSG, PAYMENT_MSG } from '@kinetic/domain';
import { AppError, badRequest } from '../../lib/errors';
import type { idempotencyQueries } from '../idempotency';
import { requestHash } from './orders';

type IdempotencyStore = ReturnType<typeof idempotencyQueries>;

const IN_PROGRESS_WAIT_MS = 8_000;

/**
 * Runs a money-moving call at most once per Idempotency-Key (DESIGN 4), on the shared key store
 * (idempotency.repository.ts): the first request claims the key and its answer is kept; a replay, even a
 * concurrent one, gets that answer back and nothing new happens. The same key with another request is
 * refused; a request that fails frees its key for a corrected retry.
 */
export async function idempotent<T>(
  store: IdempotencyStore,
  request: { userId: number; key: string | undefined; route: string; body: unknown; statusCode: number },
  work: () => Promise<T>,
): Promise<T> {
  const { userId, key, route, statusCode } = request;
  if (!key) return work();
  const hash = requestHash([route, request.body]);
  const replay = async (): Promise<T | undefined> => {
    const deadline = Date.now() + IN_PROGRESS_WAIT_MS;
    for (;;) {
      const stored = await store.findIdempotent(userId, key);
      if (!stored) return undefined;
      if (stored.requestHash !== hash) throw badRequest(MSG.idempotencyKeyReused);
      if (stored.statusCode !== 0) return (stored.response as Envelope<T>).data;
      if (Date.now() > deadline) throw new AppError(409, PAYMENT_MSG.paymentUnderProcess, '999');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const first = await replay();
  if (first !== undefined) return first;
  const claimed = await store.claimIdempotent({
    userId,
    key,
    route,
    requestHash: hash,
    statusCode: 0,
    response: {},
  });
  if (!claimed) return (await replay())!;
  try {
    const data = await work();
    await store.completeIdempotent(userId, key, statusCode, { statusCode, data });
    return data;
  } catch (error) {
    await store.releaseIdempotent(userId, key);
    throw error;
  }
}
