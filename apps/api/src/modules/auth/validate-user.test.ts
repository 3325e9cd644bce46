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
