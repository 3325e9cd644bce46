import { MSG } from '@kinetic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, interestedCities, users } from '../db/schema';
import { countRows, customerBody, DEMO, loginToken } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * A NUL (or another control character, or a lone surrogate) in any text was an HTTP 500 on
 * these routes, the database refusing the byte. Now each is a 400 naming the field, and nothing is written.
 */
describe('control characters in any text', () => {
  let t: TestApp;
  let customer: string;
  let trainer: string;
  beforeAll(async () => {
    t = await createTestApp();
    customer = await loginToken(t, DEMO.customer, DEMO.password);
    trainer = await loginToken(t, DEMO.trainer, DEMO.password);
  });
  afterAll(() => t.close());

  const guestCases: [string, string, string, unknown][] = [
    ['POST', '/api/v1/auth/register', 'firstName', customerBody({ firstName: 'a\u0000b' })],
    ['GET', '/api/v1/search?queryString=a%00b', 'queryString', undefined],
    ['GET', '/api/v1/trainers?queryString=a%00b', 'queryString', undefined],
    ['GET', '/api/v1/gyms?queryString=a%00b', 'queryString', undefined],
    ['GET', '/pay/sandbox/%00', 'id', undefined],
    ['POST', '/pay/sandbox/%00', 'id', { cardNumber: '4242424242424242' }],
    ['GET', '/api/v1/payments/callback/sandbox?paymentId=%00', 'paymentId', undefined],
    ['POST', '/api/v1/special-packages/status', 'referenceId', { referenceId: 'x\u0000' }],
    ['POST', '/api/v1/feedback', 'message', { name: 'Huda', email: 'h@example.com', message: 'hi\u0000' }],
    ['POST', '/api/v1/interested-cities', 'cityName', { cityName: 'Doha\u0000' }],
    ['POST', '/api/v1/auth/login', 'password', { email: 'a@example.com', password: 'x\ud800y' }],
    ['POST', '/api/v1/feedback', 'message', { name: 'Huda', email: 'h@example.com', message: 'bell\u0007' }],
  ];

  it.each(guestCases)('%s %s → 400 naming %s', async (method, url, field, payload) => {
    const { status, body } = await t.call({
      method: method as 'GET' | 'POST',
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    expect(status).toBe(400);
    expect(body.errorMessage).toBe(MSG.unsafeText);
    expect(body.data).toEqual({ fields: { [field]: MSG.unsafeText } });
  });

  it.each([
    ['POST', '/api/v1/promo-codes/apply', 'name', { name: 'SAVE\u0000', packageId: 1 }],
    ['POST', '/api/v1/users/device', 'logedInToken', { logedInToken: 'tok\u0000', deviceType: 'webapp' }],
    // A guest meets the login first: 401 whatever the path holds.
    ['GET', '/api/v1/transactions/%00', 'referenceId', undefined],
  ])('a customer: %s %s → 400 naming %s', async (method, url, field, payload) => {
    const { status, body } = await t.call({
      method: method as 'POST',
      url,
      ...(payload === undefined ? {} : { payload }),
      token: customer,
    });
    expect(status).toBe(400);
    expect(body.data).toEqual({ fields: { [field]: MSG.unsafeText } });
  });

  it.each([
    ['POST', '/api/v1/manage/classes', 'title', { title: 'Yoga\u0000', description: 'x' }],
    ['PUT', '/api/v1/manage/profile', 'bio', { bio: 'Coach\u0000' }],
  ])('a trainer: %s %s → 400 naming %s', async (method, url, field, payload) => {
    const { status, body } = await t.call({ method: method as 'POST', url, payload, token: trainer });
    expect(status).toBe(400);
    expect(body.data).toEqual({ fields: { [field]: MSG.unsafeText } });
  });

  it('writes nothing for a refused text', async () => {
    const before = [
      await countRows(t, users),
      await countRows(t, feedback),
      await countRows(t, interestedCities),
    ];
    await t.call({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: customerBody({ lastName: '\u0000' }),
    });
    await t.call({
      method: 'POST',
      url: '/api/v1/feedback',
      payload: { name: 'N\u0000', email: 'n@example.com', message: 'm' },
    });
    await t.call({ method: 'POST', url: '/api/v1/interested-cities', payload: { cityName: '\u0000' } });
    expect([
      await countRows(t, users),
      await countRows(t, feedback),
      await countRows(t, interestedCities),
    ]).toEqual(before);
  });

  it('keeps Arabic, emoji and line breaks', async () => {
    const { status } = await t.call({
      method: 'POST',
      url: '/api/v1/feedback',
      payload: { name: 'هدى', email: 'huda@example.com', message: 'شكراً 🙏\r\nMore yoga\tplease' },
    });
    expect(status).toBe(201);
  });
});
