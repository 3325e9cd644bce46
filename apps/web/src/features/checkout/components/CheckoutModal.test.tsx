import type { PackageDto, QuoteDto } from '@kinetic/domain';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers, queryClient } from '../../../app/providers';
import { loadNamespaces, startI18n } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { fakeApi } from '../../../test/fake-api';
import { stubFontFaceSet } from '../../../test/font-face-set';
import { TEST_BRAND } from '../../../test/test-brand';
import { testUser } from '../../../test/test-user';
import { CheckoutModal } from './CheckoutModal';

/**
 * Checkout's totals: the popup shows the server's quote line by line, and what the Pay
 * button charges is its total; the wallet switch asks the server again and the lines follow.
 */
const api = fakeApi();
/** The bodies of the quote requests, in order. */
let quoteBodies: Record<string, unknown>[] = [];
/** The Idempotency-Key of each purchase sent, in order. */
let purchaseKeys: string[] = [];

const pack: PackageDto = {
  id: 4,
  name: 'Kinetic 10 Credits',
  description: 'Ten classes at any gym.',
  cost: 10_000,
  currencyCode: 'KWD',
  credits: 10,
  noOfClass: null,
  duration: 30,
  validityPeriod: '30 days',
  packageType: 'GENERAL',
  packageCategoryType: 'ADULTS',
  gymId: null,
  gymName: null,
  gymDetail: null,
  reminder: null,
  subscribable: true,
  readyPackageSize: null,
  classCategoryIds: [],
};

function quote(changes: Partial<QuoteDto> = {}): QuoteDto {
  return {
    price: 10_000,
    promoDiscount: 0,
    subscriptionDiscount: 0,
    walletApplied: 0,
    owedFees: 0,
    total: 10_000,
    currencyCode: 'KWD',
    extraCredits: 0,
    extraDays: 0,
    walletBalance: 0,
    walletAllowed: true,
    subscribable: false,
    ...changes,
  };
}

async function openCheckout(pkg: PackageDto = pack) {
  render(
    <Providers brand={TEST_BRAND}>
      <MemoryRouter>
        <CheckoutModal target={{ pkg }} onClose={() => undefined} />
      </MemoryRouter>
    </Providers>,
  );
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByTestId('checkout-total');
  return dialog;
}

describe('checkout’s totals', () => {
  beforeAll(async () => {
    stubFontFaceSet();
    await startI18n();
    await loadNamespaces(['checkout', 'payments']);
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).includes('/checkout/quote')) quoteBodies.push(JSON.parse(String(init?.body)));
        if (String(input).includes('/purchases')) {
          purchaseKeys.push(new Headers(init?.headers).get('idempotency-key') ?? '');
        }
        return api.fetch(input, init);
      }),
    );
  });
  afterEach(() => {
    cleanup();
    session.clear();
    api.reset();
    queryClient.clear();
    quoteBodies = [];
    purchaseKeys = [];
  });
  afterAll(() => vi.unstubAllGlobals());

  it('charges the quote’s total, with the promo and subscription discounts subtracted on their own lines', async () => {
    session.update(testUser());
    api.answers['POST /checkout/quote'] = [
      200,
      quote({ promoDiscount: 1_500, subscriptionDiscount: 500, total: 8_000 }),
    ];
    const dialog = await openCheckout();
    expect(within(dialog).getByText('Promo discount').nextSibling?.textContent).toContain('1.500');
    expect(within(dialog).getByText('Subscription discount').nextSibling?.textContent).toContain('0.500');
    expect(within(dialog).getByTestId('checkout-total').textContent).toContain('8.000');
    expect(within(dialog).getByRole('button', { name: /Pay .*8\.000/ })).toBeTruthy();
    // No wallet line when the wallet pays nothing.
    expect(within(dialog).queryByText('Wallet')).toBeNull();
  });

  it('adds unpaid class fees on a line of their own, and pays them with the package', async () => {
    session.update(testUser());
    api.answers['POST /checkout/quote'] = [200, quote({ owedFees: 2_500, total: 12_500 })];
    const dialog = await openCheckout();
    expect(within(dialog).getByText('Unpaid class fees').nextSibling?.textContent).toContain('2.500');
    expect(within(dialog).getByTestId('checkout-total').textContent).toContain('12.500');
    expect(within(dialog).getByRole('button', { name: /Pay .*12\.500/ })).toBeTruthy();
  });

  it('shows no fee line when nothing is owed', async () => {
    session.update(testUser());
    api.answers['POST /checkout/quote'] = [200, quote()];
    const dialog = await openCheckout();
    expect(within(dialog).queryByText('Unpaid class fees')).toBeNull();
  });

  it('asks the server again when the wallet is switched on, and the wallet becomes a line of its own', async () => {
    session.update(testUser({ walletDto: { balance: 4_000, currencyCode: 'KWD' } }));
    api.answers['POST /checkout/quote'] = [200, quote({ walletBalance: 4_000 })];
    const dialog = await openCheckout();
    expect(quoteBodies.at(-1)).toMatchObject({ packageId: 4, useWallet: false });
    expect(within(dialog).getByRole('button', { name: /Pay .*10\.000/ })).toBeTruthy();

    api.answers['POST /checkout/quote'] = [
      200,
      quote({ walletBalance: 4_000, walletApplied: 4_000, total: 6_000 }),
    ];
    const walletSwitch = within(dialog).getByRole('switch', { name: /Use my wallet balance/ });
    await act(async () => {
      fireEvent.click(walletSwitch);
    });
    await within(dialog).findByRole('button', { name: /Pay .*6\.000/ });
    expect(quoteBodies.at(-1)).toMatchObject({ packageId: 4, useWallet: true });
    expect(within(dialog).getByText('Wallet').nextSibling?.textContent).toContain('4.000');
    expect(within(dialog).getByTestId('checkout-total').textContent).toContain('6.000');
  });

  it('pays again with the same Idempotency-Key after a lost answer, and with a new one after a refusal', async () => {
    session.update(testUser());
    api.answers['POST /checkout/quote'] = [200, quote()];
    const dialog = await openCheckout();
    const payButton = () => within(dialog).getByRole('button', { name: /Pay .*10\.000/ });
    const pay = async () => {
      await act(async () => {
        fireEvent.click(payButton());
      });
      // Answered: the button stops loading and the error shows.
      await vi.waitFor(() => expect(payButton().hasAttribute('data-loading')).toBe(false));
      await within(dialog).findByRole('alert');
    };
    // The server failed (its answer may be lost): the retry is the same order, so it buys once.
    api.answers['POST /purchases'] = [500, 'Something went wrong.'];
    await pay();
    await pay();
    expect(purchaseKeys).toHaveLength(2);
    expect(purchaseKeys[1]).toBe(purchaseKeys[0]);
    // A refusal ends the key: the customer may have fixed what was refused, so the next Pay is new.
    api.answers['POST /purchases'] = [402, 'Your wallet balance is not enough.', 'WALLET'];
    await pay();
    expect(within(dialog).getByRole('alert').textContent).toContain('Your wallet balance is not enough.');
    await pay();
    expect(purchaseKeys).toHaveLength(4);
    expect(purchaseKeys[2]).toBe(purchaseKeys[0]);
    expect(purchaseKeys[3]).not.toBe(purchaseKeys[2]);
  });

  it('writes Bahraini dinars with their three decimals', async () => {
    session.update(testUser({ storeId: 2, currencyCode: 'BHD' }));
    api.answers['POST /checkout/quote'] = [
      200,
      quote({ price: 12_345, total: 12_345, currencyCode: 'BHD', walletAllowed: false }),
    ];
    const dialog = await openCheckout({ ...pack, cost: 12_345, currencyCode: 'BHD' });
    expect(within(dialog).getByTestId('checkout-total').textContent).toMatch(/12\.345.*BHD|BHD.*12\.345/);
    expect(within(dialog).queryByRole('switch', { name: /wallet/i })).toBeNull();
  });

  it('says the order could not be priced, and offers no Pay, when the quote fails', async () => {
    session.update(testUser());
    api.answers['POST /checkout/quote'] = [409, 'This package is no longer on sale.', 'PACKAGE_NOT_ON_SALE'];
    render(
      <Providers brand={TEST_BRAND}>
        <MemoryRouter>
          <CheckoutModal target={{ pkg: pack }} onClose={() => undefined} />
        </MemoryRouter>
      </Providers>,
    );
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('We could not price this order');
    expect(within(dialog).getByText('This package is no longer on sale.')).toBeTruthy();
    expect(within(dialog).queryByTestId('checkout-total')).toBeNull();
    expect(
      within(dialog).getByRole('button', { name: /^Pay/ }).hasAttribute('disabled') ||
        within(dialog).getByRole('button', { name: /^Pay/ }).getAttribute('data-disabled') === 'true',
    ).toBe(true);
  });
});
