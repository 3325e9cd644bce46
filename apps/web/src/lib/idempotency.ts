import { ERRORS } from '@kinetic/domain';
import { ApiError } from './api-client';

/**
 * Whether a failed call ends its Idempotency-Key (docs/adr/0013). The server keeps a refusal and replays
 * it for the same key, so the customer's next try, after fixing what was refused, needs a new key. A
 * lost answer (no status), a server failure, or the first attempt still running (999) keeps the key, so
 * the retry charges once.
 */
export function endsIdempotencyKey(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.code !== ERRORS.PAYMENT_UNDER_PROCESS.code
  );
}

/** How long a request's unanswered key is kept for its retry; later the same request is a new one. */
export const RETRY_WINDOW_MS = 5 * 60_000;

/**
 * One Idempotency-Key per request until it is answered: a retry of the same request (the
 * customer clicks again after a lost answer) sends the first key, so the server replays its first
 * answer (the booking made) instead of deciding again (ALREADY_BOOKED). A success, a key-ending
 * refusal, or the retry window's end lets the next same request be a new attempt (a booking cancelled
 * since and booked again must not be answered with the old one).
 */
export function keptUntilAnswered(now: () => number = Date.now) {
  const pending = new Map<string, { key: string; since: number }>();
  return async function send<T>(request: unknown, call: (key: string) => Promise<T>): Promise<T> {
    const id = JSON.stringify(request);
    const kept = pending.get(id);
    const attempt =
      kept && now() - kept.since < RETRY_WINDOW_MS ? kept : { key: crypto.randomUUID(), since: now() };
    pending.set(id, attempt);
    try {
      const answer = await call(attempt.key);
      pending.delete(id);
      return answer;
    } catch (error) {
      if (endsIdempotencyKey(error)) pending.delete(id);
      throw error;
    }
  };
}
