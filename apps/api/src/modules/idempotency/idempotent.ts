import { createHash } from 'node:crypto';
import { type Envelope, MSG } from '@kinetic/domain';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError, fail, type PlainErrorCode } from '../../lib/errors';
import { idempotencyQueries } from './idempotency.repository';

export type IdempotencyStore = Pick<
  ReturnType<typeof idempotencyQueries>,
  | 'findIdempotent'
  | 'claimIdempotent'
  | 'completeIdempotent'
  | 'releaseIdempotent'
  | 'releaseAbandonedIdempotent'
  | 'answerPart'
>;

/** Where the answers are kept, on `db` (a transaction's store claims inside that transaction). */
export const idempotencyStore = (db: Db): IdempotencyStore => idempotencyQueries(db);

export interface IdempotentRequest {
  userId: number;
  /** The Idempotency-Key header; without one the work simply runs. */
  key: string | undefined;
  route: string;
  /** What makes two requests "the same request": hashed with the route. */
  body: unknown;
  /** The answer to a replay that arrives while the first request is still running past the wait. */
  inProgress: PlainErrorCode;
}

export interface IdempotentAnswer<T> {
  statusCode: number;
  data: T;
}

const IN_PROGRESS_WAIT_MS = 8_000;
/** A claim still unanswered after this long belongs to a process that died: the key is freed. */
export const ABANDONED_AFTER_MS = 120_000;

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * The answer stored for (user, key): replayed (a refusal is thrown again), or undefined when there is
 * none. A claim still in progress is waited for (up to IN_PROGRESS_WAIT_MS), and freed when abandoned.
 */
async function storedAnswer<T>(
  store: IdempotencyStore,
  request: IdempotentRequest,
  hash: string,
): Promise<IdempotentAnswer<T> | undefined> {
  const { userId, key } = request as IdempotentRequest & { key: string };
  const deadline = Date.now() + IN_PROGRESS_WAIT_MS;
  for (;;) {
    const stored = await store.findIdempotent(userId, key);
    if (!stored) return undefined;
    if (stored.requestHash !== hash) throw fail('IDEMPOTENCY_KEY_REUSED');
    const envelope = stored.response as Envelope<T>;
    if (stored.statusCode >= 400) {
      throw new AppError(
        stored.statusCode,
        envelope.errorMessage ?? MSG.genericError,
        envelope.code,
        envelope.data ?? null,
      );
    }
    if (stored.statusCode !== 0) return { statusCode: stored.statusCode, data: envelope.data as T };
    if (Date.now() - stored.createdAt.getTime() > ABANDONED_AFTER_MS) {
      await store.releaseAbandonedIdempotent(userId, key, new Date(Date.now() - ABANDONED_AFTER_MS));
      return undefined;
    }
    if (Date.now() > deadline) throw fail(request.inProgress);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const refusalBody = (error: AppError) => ({
  statusCode: error.statusCode,
  data: error.data,
  errorMessage: error.message,
  code: error.code,
});

/**
 * The one Idempotency-Key policy (docs/adr/0013) for every call that spends seats, credits or money:
 * - a definitive answer, a success or a business refusal (an AppError below 500), is kept and replayed
 *   for the same key and the same request, even to a concurrent request, and nothing runs again;
 * - the same key with a different request is refused (IDEMPOTENCY_KEY_REUSED);
 * - an unexpected failure (a 5xx or a crash) frees the key, so the retry runs.
 */
export async function idempotent<T>(
  store: IdempotencyStore,
  request: IdempotentRequest,
  work: () => Promise<IdempotentAnswer<T>>,
): Promise<IdempotentAnswer<T>> {
  const { userId, key, route } = request;
  if (!key) return work();
  const hash = hashOf([route, request.body]);

  const replay = () => storedAnswer<T>(store, request, hash);

  // The claim comes first: a new key (nearly every request) is then one round trip, not a look-up and
  // a claim. A key already held is read and replayed, or waited for while it runs.
  const claim = () =>
    store.claimIdempotent({ userId, key, route, requestHash: hash, statusCode: 0, response: {} });
  while (!(await claim())) {
    const first = await replay();
    if (first) return first;
  }
  try {
    const answer = await work();
    await store.completeIdempotent(userId, key, answer.statusCode, {
      statusCode: answer.statusCode,
      data: answer.data,
    });
    return answer;
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) {
      await store.completeIdempotent(userId, key, error.statusCode, refusalBody(error));
    } else {
      await store.releaseIdempotent(userId, key);
    }
    throw error;
  }
}

/** A refusal the work answers with while keeping what it wrote (it commits, then the caller throws it). */
export type KeptRefusal = { refusal: AppError };

/**
 * The key as the work's own statements carry it, so claiming and answering cost no round trips of
 * their own (docs/adr/0034). Both are null when the request has no key.
 */
export interface KeyParts<T> {
  /**
   * The claim's values, for the work's first statement to claim with `claimPart` (a CTE named
   * `key_claimed`; `exists (select 1 from key_claimed)` tells whether it claimed). A concurrent
   * request holding the key makes the statement wait for it; a key already held makes the work
   * answer `KEY_HELD` at once.
   */
  claim: KeyClaim | null;
  /** The answer stored, a CTE (`key_answered`) for the work's last write: it is then not stored again. */
  answer(answer: IdempotentAnswer<T>): SQL | null;
}

/** What a claim writes. */
export interface KeyClaim {
  userId: number;
  key: string;
  route: string;
  requestHash: string;
}

/** The work's answer when its first statement found the key held: the first request's answer is replayed. */
export const KEY_HELD = Symbol('key held');

/**
 * The same policy for work that is all database writes (a join): the claim, the work and its stored
 * answer are one transaction (`inTransaction` opens it and hands its store), and ride in the work's
 * own statements (`KeyParts`). A second request with the key waits on the claim's unique index until
 * the first commits, then replays its answer; a crash leaves no claim behind. A refusal thrown by the
 * work rolls everything back and is then stored on its own, so the retry replays it.
 */
export async function idempotentTransaction<T, Tx>(
  inTransaction: <R>(work: (tx: Tx, store: IdempotencyStore) => Promise<R>) => Promise<R>,
  request: IdempotentRequest,
  work: (tx: Tx, key: KeyParts<T>) => Promise<IdempotentAnswer<T> | KeptRefusal | typeof KEY_HELD>,
  /** The store outside any transaction, for the refusal kept after a rollback and for replays. */
  store: IdempotencyStore,
): Promise<IdempotentAnswer<T>> {
  const { userId, key, route } = request;
  const hash = hashOf([route, request.body]);
  const stored = (answer: IdempotentAnswer<T>) => ({ statusCode: answer.statusCode, data: answer.data });
  const noKey: KeyParts<T> = { claim: null, answer: () => null };
  for (;;) {
    let outcome: IdempotentAnswer<T> | KeptRefusal | typeof KEY_HELD;
    try {
      outcome = await inTransaction(async (tx, txStore) => {
        if (!key) return work(tx, noKey);
        const storedByWork = new WeakSet<IdempotentAnswer<T>>();
        const answer = await work(tx, {
          claim: { userId, key, route, requestHash: hash },
          answer(answer) {
            storedByWork.add(answer);
            return txStore.answerPart(userId, key, answer.statusCode, stored(answer));
          },
        });
        if (answer === KEY_HELD) return answer;
        if ('refusal' in answer) {
          const { refusal } = answer;
          await txStore.completeIdempotent(userId, key, refusal.statusCode, refusalBody(refusal));
        } else if (!storedByWork.has(answer)) {
          await txStore.completeIdempotent(userId, key, answer.statusCode, stored(answer));
        }
        return answer;
      });
    } catch (error) {
      if (key && error instanceof AppError && error.statusCode < 500) {
        // Rolled back with the claim: kept on its own (a concurrent retry that claimed meanwhile wins).
        await store.claimIdempotent({
          userId,
          key,
          route,
          requestHash: hash,
          statusCode: error.statusCode,
          response: refusalBody(error),
        });
      }
      throw error;
    }
    if (outcome === KEY_HELD) {
      // The first request has committed (the claim waited for it): its answer, or a new try when the
      // key was freed meanwhile (an abandoned claim).
      const first = await storedAnswer<T>(store, request, hash);
      if (first) return first;
      continue;
    }
    if ('refusal' in outcome) throw outcome.refusal;
    return outcome;
  }
}
