import { MSG, type WaitlistOfferDto } from '@kinetic/domain';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers, queryClient } from '../../../app/providers';
import { closeConfirm, useConfirmRequest } from '../../../components/confirm/confirm-store';
import { OnDemand } from '../../../components/OnDemand';
import { loadedToasts } from '../../../components/toasts/toasts';
import { changeLanguage, loadNamespaces, startI18n } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { fakeApi } from '../../../test/fake-api';
import { TEST_BRAND } from '../../../test/test-brand';
import { testUser } from '../../../test/test-user';
import { SeatOffers } from './SeatOffers';

/**
 * The seat offers above a customer's upcoming classes (docs/adr/0038): each open offer with its class, its
 * day and time and its countdown; Claim sends the offer's route with an Idempotency-Key and shows the
 * server's words; a refusal shows its own; Pass asks first. The API is answered at `fetch`.
 */
const api = fakeApi();
/** Each call's Idempotency-Key, in order (null: none sent). */
const keys: (string | null)[] = [];
/** A call held until the test lets it answer. */
let held: { call: string; until: Promise<void> } | null = null;

const MINUTE = 60_000;
const offer = (changes: Partial<WaitlistOfferDto> = {}): WaitlistOfferDto => ({
  id: 5,
  classSessionId: 53,
  classId: 7,
  title: 'Morning Yoga',
  startsAt: new Date(Date.now() + 26 * 60 * MINUTE).toISOString(),
  // 12 and a half minutes: the countdown reads 13.
  expiresAt: new Date(Date.now() + 12.5 * MINUTE).toISOString(),
  timeZone: 'Asia/Kuwait',
  kidName: null,
  ...changes,
});

const ConfirmPopup = lazy(() => import('../../../components/confirm/ConfirmPopup'));

function ConfirmHost() {
  const navigate = useNavigate();
  const request = useConfirmRequest();
  return (
    <OnDemand
      wanted={request !== null}
      component={ConfirmPopup}
      props={{ navigate, partnerUrl: TEST_BRAND.partnerUrl }}
    />
  );
}

function renderOffers(offers: WaitlistOfferDto[]) {
  api.answers['GET /waitlist-offers'] = [200, offers];
  render(
    <Providers brand={TEST_BRAND}>
      <MemoryRouter initialEntries={['/upcoming']}>
        <Suspense fallback={null}>
          <SeatOffers />
        </Suspense>
        <ConfirmHost />
      </MemoryRouter>
    </Providers>,
  );
}

const press = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};
const offersCalls = () => api.calls.filter((call) => call === 'GET /waitlist-offers').length;

describe('the seat offers on the upcoming classes', () => {
  beforeAll(async () => {
    await startI18n();
    await loadNamespaces(['waitlistOffers']);
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        keys.push(new Headers(init?.headers).get('idempotency-key'));
        const call = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`;
        if (held && call.endsWith(held.call)) return held.until.then(() => api.fetch(input, init));
        return api.fetch(input, init);
      }),
    );
  });
  afterEach(async () => {
    cleanup();
    // The toasts outlive a render, as they outlive a page.
    loadedToasts()?.notifications.clean();
    closeConfirm({ confirmed: false });
    queryClient.clear();
    session.clear();
    api.reset();
    keys.length = 0;
    held = null;
    await changeLanguage('en');
  });
  afterAll(() => vi.unstubAllGlobals());

  it('shows nothing when no seat is offered', async () => {
    renderOffers([]);
    await vi.waitFor(() => expect(offersCalls()).toBe(1));
    await act(async () => {});
    expect(screen.queryByTestId('seat-offers')).toBeNull();
  });

  it('shows each open offer under a heading: the class, its day and time, the claim-by time and the minutes left', async () => {
    renderOffers([offer(), offer({ id: 6, title: 'Spin', kidName: 'Omar' })]);
    const panel = await screen.findByRole('region', { name: '2 seats are waiting for you' });
    const cards = within(panel).getAllByTestId('seat-offer');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Morning Yoga' }).getAttribute('href')).toBe(
      '/classes/53/Morning-Yoga',
    );
    expect(
      first.getByText(/^Claim by \d{2}:\d{2} [AP]M$|^Claim by \w{3} \d+ \w{3}, \d{2}:\d{2} [AP]M$/),
    ).toBeTruthy();
    expect(first.getByTestId('offer-countdown').textContent).toBe('13 minutes left');
    expect(first.getByRole('button', { name: /^Claim seat: Morning Yoga, / })).toBeTruthy();
    expect(first.getByRole('button', { name: /^Pass to the next person: Morning Yoga, / })).toBeTruthy();
    expect(within(cards[1]!).getByText('For Omar')).toBeTruthy();
  });

  it('claims with an Idempotency-Key and shows the server’s message', async () => {
    renderOffers([offer()]);
    api.answers['POST /waitlist-offers/5/claim'] = [
      201,
      { message: MSG.offerClaimed, classSessionId: 53, bookingId: 900 },
    ];
    await press(await screen.findByRole('button', { name: /^Claim seat/ }));

    expect(await screen.findByText(MSG.offerClaimed, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Seat claimed')).toBeTruthy();
    const claim = api.calls.indexOf('POST /waitlist-offers/5/claim');
    expect(claim).toBeGreaterThan(-1);
    expect(keys[claim]).toMatch(/^[0-9a-f-]{36}$/);
    // The offers are read again (the claimed one is gone).
    await vi.waitFor(() => expect(offersCalls()).toBe(2));
  });

  it('shows the claim under way on its button, and holds the other one', async () => {
    renderOffers([offer()]);
    api.answers['POST /waitlist-offers/5/claim'] = [
      201,
      { message: MSG.offerClaimed, classSessionId: 53, bookingId: 900 },
    ];
    let answer = () => {};
    held = { call: '/waitlist-offers/5/claim', until: new Promise((resolve) => (answer = resolve)) };
    const claim = await screen.findByRole('button', { name: /^Claim seat/ });
    await press(claim);

    await vi.waitFor(() => expect(claim.hasAttribute('data-loading')).toBe(true));
    expect(screen.getByRole('button', { name: /^Pass to the next person/ }).hasAttribute('disabled')).toBe(
      true,
    );
    await act(async () => answer());
    expect(await screen.findByText(MSG.offerClaimed, {}, { timeout: 5000 })).toBeTruthy();
  });

  it('shows an offer that ran out meanwhile as the server words it, and reads the offers again', async () => {
    renderOffers([offer()]);
    api.answers['POST /waitlist-offers/5/claim'] = [409, MSG.offerGone, 'OFFER_GONE'];
    await press(await screen.findByRole('button', { name: /^Claim seat/ }));

    expect(await screen.findByText(MSG.offerGone, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Could not claim the seat')).toBeTruthy();
    await vi.waitFor(() => expect(offersCalls()).toBe(2));
  });

  it('asks before passing the seat on, and passes it only when the customer says yes', async () => {
    renderOffers([offer()]);
    api.answers['POST /waitlist-offers/5/decline'] = [200, { message: MSG.offerDeclined }];
    const pass = await screen.findByRole('button', { name: /^Pass to the next person/ });

    await press(pass);
    let popup = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(popup).getByText('Pass the seat on?')).toBeTruthy();
    await press(within(popup).getByRole('button', { name: 'Cancel' }));
    expect(api.calls).not.toContain('POST /waitlist-offers/5/decline');

    await press(pass);
    popup = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await press(within(popup).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(MSG.offerDeclined, {}, { timeout: 5000 })).toBeTruthy();
    expect(api.calls).toContain('POST /waitlist-offers/5/decline');
  });

  it('takes an offer away when its countdown reaches zero, and asks the server again', async () => {
    renderOffers([offer({ expiresAt: new Date(Date.now() + 800).toISOString() })]);
    const card = await screen.findByTestId('seat-offer');
    expect(within(card).getByTestId('offer-countdown').textContent).toBe('1 minute left');
    await vi.waitFor(() => expect(screen.queryByTestId('seat-offers')).toBeNull(), { timeout: 4000 });
    await vi.waitFor(() => expect(offersCalls()).toBe(2));
  });

  it('reads in Arabic, right to left', async () => {
    session.update(testUser());
    await changeLanguage('ar');
    await loadNamespaces(['waitlistOffers']);
    renderOffers([offer()]);
    const panel = await screen.findByRole('region', { name: 'مكان بانتظارك' });
    expect(within(panel).getByTestId('offer-countdown').textContent).toBe('باقي ١٣ دقيقة');
    expect(within(panel).getByRole('button', { name: /^احجز المكان: Morning Yoga/ })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
