import type { JoinResultDto, PackageDto, UserPackageDto } from '@kinetic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, makeSession } from '../../test/discovery';
import { buy, creditLedgerOf, packageId, payOnSandbox, userPackagesOf } from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';

type Booked = Extract<JoinResultDto, { status: 'BOOKED' }>;

describe('the unlimited package (SPEC 3.2, 9; DESIGN 5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says unlimited only for the unlimited package: a credit pack has credits and no class count', async () => {
    const { body } = await t.call<PackageDto[]>({ method: 'GET', url: '/api/v1/packages' });
    const byName = (name: string) => body.data.find((p) => p.name === name)!;
    expect(byName('Kinetic Unlimited Month')).toMatchObject({ noOfClass: 9_999_999, subscribable: true });
    expect(byName('Kinetic 10 Credits')).toMatchObject({ credits: 10, noOfClass: null });
    expect(byName('FlexZone 8 Visits')).toMatchObject({ credits: 24, noOfClass: null });
    expect(byName('Aerial Pack 8')).toMatchObject({ noOfClass: 8 });
    expect(body.data.filter((p) => p.noOfClass === 9_999_999).map((p) => p.name)).toEqual([
      'Kinetic Unlimited Month',
    ]);
  });

  it('joins class after class without running out, each booking with its ledger row', async () => {
    const customer = await createCustomer(t, { credits: null });
    const bought = await buy(t, customer.token, { packageId: await packageId(t, 'Kinetic Unlimited Month') });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    await payOnSandbox(t, bought.body.data.paymentUrl, '4242424242424242');
    const [held] = await userPackagesOf(t, customer.userId);
    expect(held).toMatchObject({ unlimited: true });

    const mine = await t.call<UserPackageDto[]>({
      method: 'GET',
      url: '/api/v1/user-packages',
      token: customer.token,
    });
    expect(mine.body.data[0]).toMatchObject({ name: 'Kinetic Unlimited Month', unlimited: true });

    // The package holds no credits at all, and class after class is booked on it.
    for (let n = 0; n < 12; n++) {
      const sessionId = await makeSession(t, 'HIIT Burn', { startsInHours: 30 + n * 3 });
      const joined = await t.call<JoinResultDto>({
        method: 'POST',
        url: '/api/v1/bookings',
        token: customer.token,
        payload: { classSessionId: sessionId },
      });
      expect(joined.status, JSON.stringify(joined.body)).toBe(201);
      const data = joined.body.data as Booked;
      expect(data.booking).toMatchObject({ userPackageId: held!.id, creditsSpent: 0 });
      expect(data.userPackageDetailDtoList).toEqual([
        expect.objectContaining({ id: held!.id, unlimited: true }),
      ]);
    }
    const ledger = (await creditLedgerOf(t, customer.userId)).filter((r) => r.reason === 'BOOKING');
    expect(ledger).toHaveLength(12);
    expect(ledger.every((r) => r.deltaCredits === 0 && r.userPackageId === held!.id)).toBe(true);
    const [after] = await userPackagesOf(t, customer.userId);
    expect(after!.creditsBalance).toBe(held!.creditsBalance);
  });
});
