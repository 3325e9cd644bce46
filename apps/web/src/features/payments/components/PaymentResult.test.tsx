import type { TransactionDto, UserPackageDto } from '@kinetic/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { loadNamespaces, startI18n } from '../../../lib/i18n';
import { fakeApi } from '../../../test/fake-api';
import { TEST_BRAND } from '../../../test/test-brand';
import { PaymentResult } from './PaymentResult';

/**
 * The payment confirmation shows what was bought, every session booked and each
 * source of money.
 */
const api = fakeApi();
// The app's query cache outlives a render: each test pays under its own reference.
let reference = 0;

function paid(changes: Partial<TransactionDto> = {}): TransactionDto {
  return {
    referenceId: `KIN-TEST-${reference}`,
    status: 'PAID',
    amount: 25_000,
    price: 25_000,
    promoDiscount: 0,
    subscriptionDiscount: 0,
    currencyCode: 'KWD',
    packageName: 'Kinetic 10 Credits',
    packageId: 1,
    promoName: null,
    walletApplied: 0,
    createdAt: '2026-12-05T09:00:00.000Z',
    paidAt: '2026-12-05T09:01:00.000Z',
    message: 'Payment successful.',
    creditedToWallet: false,
    userPackageId: 70,
    booking: null,
    programSessions: [],
    ...changes,
  };
}

function held(changes: Partial<UserPackageDto> = {}): UserPackageDto {
  return {
    id: 70,
    packageId: 1,
    name: 'Kinetic 10 Credits',
    packageType: 'GENERAL',
    packageCategoryType: 'ADULTS',
    kidName: null,
    creditsBalance: 10,
    credits: 10,
    classesLeft: null,
    unlimited: false,
    startsAt: '2026-12-05T09:01:00.000Z',
    expiresAt: '2027-01-04T09:01:00.000Z',
    expiringSoon: false,
    status: 'ACTIVE',
    subscription: null,
    gymName: null,
    ...changes,
  };
}

async function confirmation(transaction: TransactionDto, owned: UserPackageDto) {
  api.answers[`GET /transactions/${transaction.referenceId}`] = [200, transaction];
  api.answers['GET /user-packages'] = [200, [owned]];
  render(
    <Providers brand={TEST_BRAND}>
      <MemoryRouter>
        <PaymentResult referenceId={transaction.referenceId} showCredits />
      </MemoryRouter>
    </Providers>,
  );
  return screen.findByTestId('payment-success');
}

describe('the payment confirmation', () => {
  beforeAll(async () => {
    await startI18n();
    await loadNamespaces(['payments']);
    vi.stubGlobal('fetch', vi.fn(api.fetch));
  });
  afterEach(() => {
    cleanup();
    api.reset();
    reference += 1;
  });
  afterAll(() => vi.unstubAllGlobals());

  it('a plain card payment is one line', async () => {
    const card = await confirmation(paid(), held());
    expect(within(card).getByText('Paid: 25.000 KWD')).toBeTruthy();
    expect(await within(card).findByText('Credits: 10 credits available')).toBeTruthy();
  });

  it('shows each source of money: the promo, the wallet and the card', async () => {
    const card = await confirmation(
      paid({
        price: 25_000,
        promoDiscount: 2_500,
        promoName: 'WELCOME10',
        walletApplied: 5_000,
        amount: 17_500,
      }),
      held(),
    );
    const lines = within(card).getByRole('status', { name: 'What you paid' });
    expect(lines.textContent).toContain('Price25.000 KWD');
    expect(lines.textContent).toContain('Promo WELCOME10- 2.500 KWD');
    expect(lines.textContent).toContain('From your wallet- 5.000 KWD');
    expect(within(card).getByTestId('paid-by-card').textContent).toBe('17.500 KWD');
  });

  it('an unlimited package says so, not "0 credits available"', async () => {
    const card = await confirmation(
      paid({ packageName: 'Kinetic Unlimited Month', price: 90_000, amount: 90_000 }),
      held({ name: 'Kinetic Unlimited Month', unlimited: true, creditsBalance: 0, credits: 0 }),
    );
    expect(await within(card).findByText('Unlimited classes while the package lasts')).toBeTruthy();
    expect(within(card).queryByText(/credits available/)).toBeNull();
  });

  it('a workshop lists every session it booked', async () => {
    const sessions = [1, 2, 3].map((n) => ({
      bookingId: 100 + n,
      classSessionId: 200 + n,
      title: 'Strength Program',
      classDate: `2026-12-1${n}`,
      fromTime: '18:00',
    }));
    const card = await confirmation(
      paid({ booking: sessions[0]!, programSessions: sessions }),
      held({ packageType: 'AUTOJOINWITHPACKAGE', creditsBalance: 0, classesLeft: 0 }),
    );
    const booked = within(card).getByTestId('program-sessions');
    expect(within(booked).getByText('You are booked on all 3 sessions')).toBeTruthy();
    expect(within(booked).getAllByRole('listitem')).toHaveLength(3);
    expect(within(card).queryByText(/credits available/)).toBeNull();
  });
});
