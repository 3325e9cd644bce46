// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postBooking } from './bookings';

/**
 * The join the web sends keeps its Idempotency-Key across the customer's retry of a lost
 * answer, so the server replays the booking it made instead of answering "already booked".
 */
const booked = {
  statusCode: 201,
  data: { status: 'BOOKED', message: 'Class booked', booking: { id: 1 }, userPackageDetailDtoList: [] },
};

function keysSent(fetch: ReturnType<typeof vi.fn>): string[] {
  return fetch.mock.calls
    .map(([, init]) => (init as RequestInit).headers as Record<string, string>)
    .map((headers) => headers['idempotency-key']!);
}

describe('POST /bookings from the web', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the retry of a join whose answer was lost with the same key, and the next join with a new one', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(async () => new Response(JSON.stringify(booked), { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    await expect(postBooking({ classSessionId: 41, userKidId: null })).rejects.toMatchObject({ status: 0 });
    await expect(postBooking({ classSessionId: 41, userKidId: null })).resolves.toMatchObject({
      status: 'BOOKED',
    });
    await postBooking({ classSessionId: 41, userKidId: null });
    const [first, retry, next] = keysSent(fetch);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });
});
