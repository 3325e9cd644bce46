import type { PackageDto, TransactionDto, UserDto } from '@kinetic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createCustomer } from '../../test/discovery';
import { buy, packageId, payOnSandbox, SANDBOX_CARDS } from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';

const AR = { 'accept-language': 'ar' };
const KUWAIT = { 'x-store-id': '1' };

describe('packages in the reader language, and the gateway page in the customer language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('names and describes the house packages in Arabic for an Arabic reader, in English otherwise', async () => {
    const list = (headers: Record<string, string>) =>
      t.call<PackageDto[]>({ method: 'GET', url: '/api/v1/packages', headers: { ...KUWAIT, ...headers } });
    const english = (await list({})).body.data;
    const arabic = (await list(AR)).body.data;
    expect(arabic.map((p) => p.id)).toEqual(english.map((p) => p.id));
    const ten = english.findIndex((p) => p.name === 'Kinetic 10 Credits');
    expect(ten).toBeGreaterThanOrEqual(0);
    expect(english[ten]!.description).toBe('Ten credits for classes at any studio, renewable monthly.');
    expect(arabic[ten]).toMatchObject({
      name: 'Kinetic 10 نقاط',
      description: 'عشر نقاط لحصص أي استوديو، تتجدد كل شهر.',
    });
    // Every seeded package has its Arabic name: no English word but the Latin brand and gym names.
    for (const p of arabic) {
      const latin = `${p.name} ${p.description}`.match(/[A-Za-z]+/g) ?? [];
      expect(
        latin.filter((word) => !/^(Kinetic|FlexZone|Lotus|Yoga|House|Dilmun|Fitness)$/.test(word)),
      ).toEqual([]);
    }
  });

  it('names the bought package in Arabic on the transaction and on the user record', async () => {
    const { token } = await createCustomer(t, { credits: null });
    const bought = await buy(t, token, { packageId: await packageId(t, 'Kinetic 10 Credits') });
    expect(bought.status).toBe(201);
    await payOnSandbox(t, bought.body.data.paymentUrl!, SANDBOX_CARDS.pays);
    const tx = await t.call<TransactionDto>({
      method: 'GET',
      url: `/api/v1/transactions/${bought.body.data.referenceId}`,
      token,
      headers: AR,
    });
    expect(tx.body.data).toMatchObject({ status: 'PAID', packageName: 'Kinetic 10 نقاط' });
    const me = await t.call<UserDto>({ method: 'GET', url: '/api/v1/users/me', token, headers: AR });
    expect(me.body.data.userPackageDetailDtoList.map((p) => p.name)).toContain('Kinetic 10 نقاط');
    const meInEnglish = await t.call<UserDto>({ method: 'GET', url: '/api/v1/users/me', token });
    expect(meInEnglish.body.data.userPackageDetailDtoList.map((p) => p.name)).toContain('Kinetic 10 Credits');
  });

  it('opens the sandbox gateway page in Arabic, right to left, for an Arabic account', async () => {
    const { userId, token } = await createCustomer(t, { credits: null });
    await t.database.db.update(users).set({ language: 'ar' }).where(eq(users.id, userId));
    const bought = await buy(t, token, { packageId: await packageId(t, 'Kinetic 10 Credits') });
    const paymentUrl = bought.body.data.paymentUrl!;
    expect(paymentUrl).toMatch(/\?lang=ar$/);
    const page = await t.app.inject({ method: 'GET', url: paymentUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain('رقم البطاقة');
    expect(page.body).not.toContain('Card number');
    const refused = await t.app.inject({
      method: 'POST',
      url: paymentUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ mode: 'CARD', cardNumber: '1234' }).toString(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('lang="ar"');
    expect(refused.body).not.toMatch(/card number/i);
    // An English account's page stays English, whatever the link says otherwise.
    const english = await createCustomer(t, { credits: null });
    const other = await buy(t, english.token, { packageId: await packageId(t, 'Kinetic 10 Credits') });
    const englishPage = await t.app.inject({ method: 'GET', url: other.body.data.paymentUrl! });
    expect(englishPage.body).toContain('<html lang="en" dir="ltr">');
    expect(englishPage.body).toContain('Card number');
  });
});
