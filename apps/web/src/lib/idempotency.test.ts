import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { endsIdempotencyKey } from './idempotency';

describe('endsIdempotencyKey', () => {
  it('ends the key on a refusal, so the next try is a new request', () => {
    expect(endsIdempotencyKey(new ApiError(400, 'An upgrade must cost more'))).toBe(true);
    expect(endsIdempotencyKey(new ApiError(409, 'Saved cards are not available', undefined))).toBe(true);
  });

  it('keeps the key when the answer was lost, the server failed or the first try still runs', () => {
    expect(endsIdempotencyKey(new ApiError(0, 'Connection refused'))).toBe(false);
    expect(endsIdempotencyKey(new ApiError(502, 'Gateway failed'))).toBe(false);
    expect(endsIdempotencyKey(new ApiError(409, 'Payment under process', '999'))).toBe(false);
    expect(endsIdempotencyKey(new Error('boom'))).toBe(false);
  });
});
