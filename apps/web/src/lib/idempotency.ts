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
