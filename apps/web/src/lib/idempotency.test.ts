import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { endsIdempotencyKey, keptUntilAnswered, RETRY_WINDOW_MS } from './idempotency';

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

describe('keptUntilAnswered', () => {
  /** A call that notes the key it was sent with, then fails as given. */
  const failing = (keys: string[], error: ApiError) => (key: string) => {
    keys.push(key);
    return Promise.reject(error);
  };
  const LOST = new ApiError(0, 'Connection lost');
  const REFUSED = new ApiError(409, 'Already booked', 'ALREADY_BOOKED');

  it('sends a retried request with its first key until it is answered, then a new one', async () => {
    const send = keptUntilAnswered();
    const keys: string[] = [];
    const join = { classSessionId: 7, userKidId: null };
    await expect(send(join, failing(keys, LOST))).rejects.toThrow('Connection lost');
    await send({ ...join }, async (key) => keys.push(key));
    await send(join, async (key) => keys.push(key));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('gives another request, a refused one, or one retried after the window, a new key', async () => {
    let clock = 0;
    const send = keptUntilAnswered(() => clock);
    const keys: string[] = [];
    await expect(send({ classSessionId: 7 }, failing(keys, LOST))).rejects.toThrow();
    await expect(send({ classSessionId: 8 }, failing(keys, REFUSED))).rejects.toThrow();
    await expect(send({ classSessionId: 8 }, failing(keys, LOST))).rejects.toThrow();
    clock += RETRY_WINDOW_MS;
    await send({ classSessionId: 7 }, async (key) => keys.push(key));
    expect(new Set(keys).size).toBe(4);
  });
});
