import { type ClassListPageDto, MSG } from '@kinetic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSession, sessionRow, setSession } from '../../test/discovery';
import { createTestApp, type TestApp } from '../../test/test-app';

const HOUR = 3_600_000;

/**
 * "Load more" pages of one list are computed from the instant of its first page (asOf, docs/adr/0014):
 * a session that starts between two pages neither hides a session nor repeats one. The clock of the
 * API is moved by the test; pages are shared from memory as in production.
 */
describe('the pages of one class list continue it, whatever starts meanwhile', () => {
  let t: TestApp;
  let offset = 0;
  const clock = () => new Date(Date.now() + offset);
  beforeAll(async () => {
    t = await createTestApp({ CLASS_LIST_CACHE_MS: '60000', CLASS_LIST_SEATS_MS: '60000' }, { now: clock });
    // A session about to start, so the list's first one starts within minutes.
    await makeSession(t, 'Power Spin 45', { startsInHours: 0.1 });
  });
  afterAll(() => t.close());

  const list = async (payload: Record<string, unknown>) => {
    const { status, body } = await t.call<ClassListPageDto>({
      method: 'POST',
      url: '/api/v1/classes/list',
      payload,
    });
    return { status, body, data: body.data };
  };
  const ids = (page: ClassListPageDto) => page.items.map((item) => item.classSessionId);

  it('answers page 1 sent with the asOf of page 0 as the rest of that list, after its first session started', async () => {
    const before = clock().getTime();
    const first = (await list({ size: 4 })).data;
    expect(Date.parse(first.asOf)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(first.asOf)).toBeLessThanOrEqual(clock().getTime());
    expect(first.items).toHaveLength(4);

    // The first session of page 0 starts before the visitor asks for more.
    offset = Date.parse(first.items[0]!.startsAt) + 1 - Date.now();
    const next = (await list({ size: 4, page: 1, asOf: first.asOf })).data;
    const whole = (await list({ size: 8, asOf: first.asOf })).data;
    expect(whole.asOf).toBe(first.asOf);
    expect(next.asOf).toBe(first.asOf);
    expect(ids(whole)).toEqual([...ids(first), ...ids(next)]);
    expect(next.total).toBe(first.total);

    // Without asOf, the list is from now: it has moved on, and its page 1 would skip a session.
    const fromNow = (await list({ size: 4, page: 1 })).data;
    expect(ids(fromNow)).not.toEqual(ids(next));
    expect(ids(fromNow)).not.toContain(ids(next)[0]);
  });

  it('gives every caller of a shared page its asOf, and shares their next pages too', async () => {
    const a = (await list({ size: 3 })).data;
    offset += 1000;
    const b = (await list({ size: 3 })).data;
    expect(b.asOf).toBe(a.asOf);
    expect(ids(b)).toEqual(ids(a));

    const next = (await list({ size: 3, page: 1, asOf: a.asOf })).data;
    // A session with a seat left (which one depends on the hour the suite runs).
    const open = next.items.find((item) => item.availableSeat > 0)!;
    const sessionId = open.classSessionId;
    const seats = open.availableSeat;
    // Another process takes a seat: a shared page does not show it before its seats are read again.
    await setSession(t, sessionId, { booked: (await sessionRow(t, sessionId)).booked + 1 });
    // The same instant written another way is the same page.
    const offsetForm = new Date(Date.parse(a.asOf)).toISOString().replace('Z', '+00:00');
    const again = (await list({ page: 1, asOf: offsetForm, size: 3 })).data;
    expect(again.asOf).toBe(a.asOf);
    expect(again.items.find((item) => item.classSessionId === sessionId)).toMatchObject({
      availableSeat: seats,
    });
  });

  it('refuses, in plain words, an asOf older than an hour or in the future', async () => {
    const now = clock().getTime();
    const old = await list({ page: 1, asOf: new Date(now - HOUR - 1000).toISOString() });
    expect(old.status).toBe(400);
    expect(old.body.errorMessage).toBe(MSG.classListOutdated);
    expect(old.body.data).toEqual({ fields: { asOf: MSG.classListOutdated } });

    const ahead = await list({ page: 1, asOf: new Date(now + 60_000).toISOString() });
    expect(ahead.status).toBe(400);
    expect(ahead.body.errorMessage).toBe(MSG.classListAsOfFuture);

    const bad = await list({ page: 1, asOf: 'yesterday' });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual({ fields: { asOf: MSG.invalidDate } });

    // Almost an hour old, or a moment ahead (another process's clock), is answered from that instant.
    for (const at of [now - HOUR + 60_000, now + 1000]) {
      const asOf = new Date(at).toISOString();
      const answer = await list({ page: 1, asOf });
      expect(answer.status).toBe(200);
      expect(answer.data.asOf).toBe(asOf);
    }
  });
});
