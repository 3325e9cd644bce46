import type { CardDto, WalletDto } from '@kinetic/domain';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { loadNamespaces, startI18n } from '../../../lib/i18n';
import { fakeApi } from '../../../test/fake-api';
import { TEST_BRAND } from '../../../test/test-brand';
import { WalletCard } from '../../membership/components/WalletCard';
import { SavedCards } from './SavedCards';

/**
 * On the membership page, the customer chooses the card renewals use, and a balance left in another
 * currency says what it pays for.
 */
const api = fakeApi();
const card = (id: number, last4: string, renewalDefault: boolean): CardDto => ({
  id,
  brand: last4 === '4242' ? 'VISA' : 'MASTERCARD',
  last4,
  expiryMonth: 5,
  expiryYear: 2030,
  renewalDefault,
});

function renderIn(children: React.ReactNode) {
  render(
    <Providers brand={TEST_BRAND}>
      <MemoryRouter>{children}</MemoryRouter>
    </Providers>,
  );
}

describe('the membership page’s cards and wallet', () => {
  beforeAll(async () => {
    await startI18n();
    await loadNamespaces(['payments', 'membership']);
    vi.stubGlobal('fetch', vi.fn(api.fetch));
  });
  afterEach(() => {
    cleanup();
    api.reset();
  });
  afterAll(() => vi.unstubAllGlobals());

  it('marks the card renewals use, and moves renewals to another when asked', async () => {
    api.answers['GET /cards/support'] = [200, { canSaveCards: true }];
    api.answers['GET /cards'] = [200, [card(1, '4444', true), card(2, '4242', false)]];
    api.answers['PUT /cards/2/default'] = [200, [card(1, '4444', false), card(2, '4242', true)]];
    renderIn(<SavedCards order={null} />);

    const cards = await screen.findAllByTestId('saved-card');
    expect(within(cards[0]!).getByText('Renewals use this card')).toBeTruthy();
    expect(within(cards[1]!).queryByText('Renewals use this card')).toBeNull();
    // The card already used for renewals offers no choice.
    expect(within(cards[0]!).queryByRole('button', { name: /for renewals/ })).toBeNull();

    api.answers['GET /cards'] = [200, [card(1, '4444', false), card(2, '4242', true)]];
    await act(async () => {
      fireEvent.click(
        within(cards[1]!).getByRole('button', { name: 'Use the card ending 4242 for renewals' }),
      );
    });
    expect(api.calls).toContain('PUT /cards/2/default');
    expect(await screen.findByText('Your subscriptions now renew on your card ending 4242.')).toBeTruthy();
    const after = await screen.findAllByTestId('saved-card');
    await vi.waitFor(() => expect(within(after[1]!).getByText('Renewals use this card')).toBeTruthy());
    expect(within(after[0]!).queryByText('Renewals use this card')).toBeNull();
  });

  it('shows a balance left in another currency for what it is', async () => {
    const wallet: WalletDto = {
      balance: 0,
      currencyCode: 'KWD',
      elsewhere: [{ balance: 5_000, currencyCode: 'BHD' }],
    };
    api.answers['GET /wallet'] = [200, wallet];
    renderIn(<WalletCard />);
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('0.000 KWD');
    expect(screen.getByTestId('wallet-elsewhere').textContent).toBe(
      'Also 5.000 BHD: it pays only for packages sold in BHD, and is never converted.',
    );
  });
});
