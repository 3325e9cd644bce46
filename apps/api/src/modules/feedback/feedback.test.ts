import { MSG } from '@kinetic/domain';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../../db/schema';
import { countRows, fieldsOf, registerCustomer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('POST /feedback', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const message = { name: 'Huda', email: 'huda@example.com', message: 'Please add more evening yoga.' };
  const latest = async () =>
    (await t.database.db.select().from(feedback).orderBy(desc(feedback.id)).limit(1))[0];

  it('stores a message from anyone', async () => {
    const { status, body } = await t.call({ method: 'POST', url: '/api/v1/feedback', payload: message });
    expect(status).toBe(201);
    expect(body.data).toEqual({ message: MSG.messageSent });
    expect(await latest()).toMatchObject({ ...message, userId: null });
  });

  it('records the signed-in sender', async () => {
    const { token, user } = await registerCustomer(t);
    await t.call({ method: 'POST', url: '/api/v1/feedback', payload: message, token });
    expect((await latest())!.userId).toBe(user.id);
  });

  it.each([
    [{ ...message, email: 'huda' }, 'email', MSG.invalidEmail],
    [{ ...message, name: ' ' }, 'name', MSG.required],
    [{ ...message, message: '' }, 'message', MSG.required],
    [{ ...message, message: 'x'.repeat(2001) }, 'message', MSG.maxLength(2000)],
  ])('refuses %# with 400 on %s, storing nothing', async (payload, field, text) => {
    const before = await countRows(t, feedback);
    const { status, body } = await t.call({ method: 'POST', url: '/api/v1/feedback', payload });
    expect(status).toBe(400);
    expect(body.errorMessage).toBe(text);
    expect(fieldsOf(body)[field]).toBe(text);
    expect(await countRows(t, feedback)).toBe(before);
  });
});
