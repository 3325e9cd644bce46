import { MSG } from '@kinetic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, fieldsOf, registerCustomer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('GET /auth/validate-user (e-mail check on blur)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const check = (query: string) =>
    t.call<{ available: boolean; message: string }>({
      method: 'GET',
      url: `/api/v1/auth/validate-user?${query}`,
    });

  it('says a free e-mail is available', async () => {
    const { status, body } = await check('type=email&value=free@example.com');
    expect(status).toBe(200);
    expect(body.data).toEqual({ available: true, message: MSG.emailAvailable });
  });

  it('says a taken e-mail (any case) already has an account', async () => {
    const { body } = await check(`type=email&value=${encodeURIComponent('Customer@Kinetic.TEST')}`);
    expect(body.data).toEqual({ available: false, message: MSG.alreadyHaveAccount });
  });

  it("treats the user's own e-mail as available when userId is theirs, not someone else's", async () => {
    const { user } = await registerCustomer(t);
    const own = await check(`type=email&value=${user.email}&userId=${user.id}`);
    expect(own.body.data.available).toBe(true);
    const other = await check(`type=email&value=${DEMO.trainer}&userId=${user.id}`);
    expect(other.body.data.available).toBe(false);
  });

  it.each([
    ['type=email&value=not-an-email', 'value', MSG.invalidEmail],
    ['type=email', 'value', MSG.required],
    ['type=phone&value=a@b.co', 'type', undefined],
    ['value=a@b.co&userId=abc', 'userId', undefined],
  ])('refuses %s with 400', async (query, field, message) => {
    const { status, body } = await check(query);
    expect(status).toBe(400);
    const fields = fieldsOf(body);
    expect(Object.keys(fields)).toContain(field);
    if (message) expect(body.errorMessage).toBe(message);
  });
});

describe('GET /auth/validate-user per client', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<TestApp['otherProcess']>>;
  beforeAll(async () => {
    t = await createTestApp({ VALIDATE_USER_RATE_LIMIT: '3', TRUST_PROXY_HOPS: '1' });
    other = await t.otherProcess();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const lookUp = (api: Pick<TestApp, 'call'>, email: string, ip: string) =>
    api.call<{ available: boolean }>({
      method: 'GET',
      url: `/api/v1/auth/validate-user?type=email&value=${encodeURIComponent(email)}`,
      headers: { 'x-forwarded-for': ip },
    });

  it('answers VALIDATE_USER_RATE_LIMIT look-ups an hour to one client, across processes, then 429', async () => {
    const ip = '198.51.100.40';
    const statuses = [];
    for (const [i, api] of [t, other, t].entries()) {
      statuses.push((await lookUp(api, `probe-${i}@example.com`, ip)).status);
    }
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await lookUp(other, DEMO.customer, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.errorMessage).toBe(MSG.tooManyLookups);
    // The refusal tells nothing about the address.
    expect(refused.body.data).toBeNull();
    expect((await lookUp(t, DEMO.customer, '198.51.100.41')).body.data.available).toBe(false);
  });
});
