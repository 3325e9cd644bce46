import type { QuoteDto, UserDto, WalletDto } from '@kinetic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../test/discovery';
import { packageId, setWallet, walletOf } from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Money stays in the currency it came in, and pays only for packages sold in it. */
describe('a wallet per currency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const wallet = async (token: string) =>
    (await t.call<WalletDto>({ method: 'GET', url: '/api/v1/wallet', token })).body.data;
  const quote = async (token: string, name: string) =>
    (
      await t.call<QuoteDto>({
        method: 'POST',
        url: '/api/v1/checkout/quote',
        token,
        payload: { packageId: await packageId(t, name), useWallet: true },
      })
    ).body.data;

  it('a balance left in Bahraini dinars neither pays in Kuwait nor turns into Kuwaiti dinars', async () => {
    const customer = await createCustomer(t, { credits: null });
    await setWallet(t, customer.userId, 5_000, 'BHD');

    // In Kuwait: no KWD balance; the BHD one is shown for what it is.
    expect(await wallet(customer.token)).toEqual({
      balance: 0,
      currencyCode: 'KWD',
      elsewhere: [{ balance: 5_000, currencyCode: 'BHD' }],
    });
    expect(await quote(customer.token, 'Kinetic 10 Credits')).toMatchObject({
      currencyCode: 'KWD',
      walletBalance: 0,
      walletApplied: 0,
    });

    // Back in Bahrain, it pays for Bahrain's packages.
    const moved = await t.call({
      method: 'PUT',
      url: `/api/v1/users/${customer.userId}/store`,
      token: customer.token,
      payload: { storeId: 2 },
    });
    expect(moved.status).toBe(200);
    expect(await wallet(customer.token)).toEqual({ balance: 5_000, currencyCode: 'BHD', elsewhere: [] });
    expect(await quote(customer.token, 'Bahrain 10 Credits')).toMatchObject({
      currencyCode: 'BHD',
      walletBalance: 5_000,
      walletApplied: 5_000,
    });
    const me = await t.call<UserDto>({ method: 'GET', url: '/api/v1/users/me', token: customer.token });
    expect(me.body.data.walletDto).toEqual({ balance: 5_000, currencyCode: 'BHD' });
    expect(await walletOf(t, customer.userId, 'KWD')).toEqual({ balance: 0, ledgerSum: 0 });
  });
});
