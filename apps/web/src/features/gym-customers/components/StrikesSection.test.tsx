import type { CustomerDetailDto, CustomerStrikesDto, StrikeDto } from '@kinetic/domain';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers, queryClient } from '../../../app/providers';
import { loadedToasts } from '../../../components/toasts/toasts';
import { changeLanguage, loadNamespaces, startI18n } from '../../../lib/i18n';
import { fakeApi } from '../../../test/fake-api';
import { stubFontFaceSet } from '../../../test/font-face-set';
import { TEST_BRAND } from '../../../test/test-brand';
import { dateTime } from '../model/dates';
import { CustomerView } from './CustomerView';

/**
 * The strikes on the gym's customer page (docs/adr/0039): each no-show and late cancel with its class
 * and time, waived with its reason or ready to waive; the pause of new bookings they made; a waiver
 * asks for a reason (checked as the API checks it) and shows the list the API answers.
 */
const api = fakeApi();
/** The bodies of the waive requests, in order. */
let waiveBodies: unknown[] = [];

const CUSTOMER: CustomerDetailDto = {
  userId: 31,
  name: 'Layla Al-Sabah',
  email: 'layla@kinetic.test',
  mobile: null,
  gender: null,
  createdAt: '2026-01-10T09:00:00.000Z',
  currencyCode: 'KWD',
  currencyDecimals: 3,
  kids: [],
  packages: [],
  bookings: [],
  transactions: [],
  offers: [],
};

const strike = (changes: Partial<StrikeDto> = {}): StrikeDto => ({
  id: 9,
  kind: 'NO_SHOW',
  classSessionId: 501,
  title: 'Morning Yoga',
  startsAt: '2026-12-03T06:00:00.000Z',
  createdAt: '2026-12-03T09:00:00.000Z',
  waivedAt: null,
  waiveReason: null,
  ...changes,
});

const PAUSED_UNTIL = '2026-12-10T06:00:00.000Z';
const STRIKES = 'GET /manage/customers/31/strikes';
const WAIVE = 'POST /manage/strikes/9/waive';

function showCustomer(strikes: CustomerStrikesDto) {
  api.answers['GET /manage/customers/31'] = [200, CUSTOMER];
  api.answers[STRIKES] = [200, strikes];
  api.answers['GET /manage/customers/31/fees'] = [200, []];
  render(
    <Providers brand={TEST_BRAND}>
      <MemoryRouter>
        <CustomerView userId={31} />
      </MemoryRouter>
    </Providers>,
  );
}

const press = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};
const section = () => screen.getByRole('region', { name: 'Strikes' });

describe('the strikes on the gym’s customer page', () => {
  beforeAll(async () => {
    stubFontFaceSet();
    await startI18n();
    await loadNamespaces(['gymCustomers']);
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).endsWith('/waive')) waiveBodies.push(JSON.parse(String(init?.body)));
        return api.fetch(input, init);
      }),
    );
  });
  afterEach(async () => {
    cleanup();
    loadedToasts()?.notifications.clean();
    queryClient.clear();
    api.reset();
    waiveBodies = [];
    await changeLanguage('en');
  });
  afterAll(() => vi.unstubAllGlobals());

  it('lists each strike with its class and time, waived with its reason or ready to waive, and the pause', async () => {
    showCustomer({
      strikes: [
        strike(),
        strike({
          id: 8,
          kind: 'LATE_CANCEL',
          title: 'Spin 45',
          startsAt: '2026-11-28T15:30:00.000Z',
          waivedAt: '2026-11-29T10:00:00.000Z',
          waiveReason: 'Family emergency, told us by phone',
        }),
      ],
      pausedUntil: PAUSED_UNTIL,
    });
    const rows = await screen.findAllByTestId('strike');
    expect(within(section()).getByTestId('strikes-paused').textContent).toContain(
      `New bookings paused until ${dateTime(PAUSED_UNTIL)}`,
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('No-show');
    expect(rows[0]!.textContent).toContain('Morning Yoga');
    expect(rows[0]!.textContent).toContain(dateTime('2026-12-03T06:00:00.000Z'));
    expect(within(rows[0]!).getByRole('button', { name: /^Waive the strike for Morning Yoga/ })).toBeTruthy();
    expect(rows[1]!.textContent).toContain('Late cancel');
    expect(rows[1]!.textContent).toContain('Spin 45');
    expect(within(rows[1]!).getByTestId('strike-waived').textContent).toBe(
      'Waived: Family emergency, told us by phone',
    );
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
  });

  it('waives a strike with the reason given, then shows the list as the API answers it', async () => {
    showCustomer({ strikes: [strike()], pausedUntil: PAUSED_UNTIL });
    await press(await screen.findByRole('button', { name: /^Waive the strike for Morning Yoga/ }));
    const modal = await screen.findByRole('dialog', { name: 'Waive a strike' });

    // Too short: said at once, nothing sent.
    fireEvent.change(within(modal).getByRole('textbox', { name: /Reason/ }), { target: { value: 'ok' } });
    await press(within(modal).getByRole('button', { name: 'Waive' }));
    expect(within(modal).getByText('Give a reason of 3 to 300 characters.')).toBeTruthy();
    expect(api.calls).not.toContain(WAIVE);

    const reason = 'Car broke down on the way, called the desk';
    api.answers[WAIVE] = [
      200,
      { strikes: [strike({ waivedAt: new Date().toISOString(), waiveReason: reason })], pausedUntil: null },
    ];
    fireEvent.change(within(modal).getByRole('textbox', { name: /Reason/ }), { target: { value: reason } });
    await press(within(modal).getByRole('button', { name: 'Waive' }));

    expect(waiveBodies).toEqual([{ reason }]);
    expect(await screen.findByText('Strike waived', {}, { timeout: 5000 })).toBeTruthy();
    expect((await within(section()).findByTestId('strike-waived')).textContent).toBe(`Waived: ${reason}`);
    expect(within(section()).queryByTestId('strikes-paused')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Waive a strike' })).toBeNull();
    // The answer is the list: no second read.
    expect(api.calls.filter((call) => call === STRIKES)).toHaveLength(1);
  });

  it('shows the server’s words on the reason when it refuses it', async () => {
    showCustomer({ strikes: [strike()], pausedUntil: null });
    await press(await screen.findByRole('button', { name: /^Waive the strike for Morning Yoga/ }));
    const modal = await screen.findByRole('dialog', { name: 'Waive a strike' });
    api.answers[WAIVE] = [400, 'Check the fields', 'VALIDATION', { fields: { reason: 'Not allowed here' } }];
    fireEvent.change(within(modal).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'A fair reason' },
    });
    await press(within(modal).getByRole('button', { name: 'Waive' }));
    expect(await within(modal).findByText('Not allowed here')).toBeTruthy();
  });

  it('says so when the customer has no strikes', async () => {
    showCustomer({ strikes: [], pausedUntil: null });
    expect(
      await screen.findByText('No strikes: this customer has not missed a class or cancelled late.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Strikes' })).toBeNull();
    expect(screen.queryByTestId('strikes-paused')).toBeNull();
  });

  it('offers to try again when the strikes do not load', async () => {
    showCustomer({ strikes: [], pausedUntil: null });
    api.answers[STRIKES] = [403, 'Not allowed', 'FORBIDDEN'];
    expect(await screen.findByText('The strikes could not be loaded.')).toBeTruthy();
    api.answers[STRIKES] = [200, { strikes: [strike()], pausedUntil: null }];
    await press(within(section()).getByRole('button', { name: 'Try again' }));
    expect(await within(section()).findAllByTestId('strike')).toHaveLength(1);
  });

  it('reads in Arabic', async () => {
    await changeLanguage('ar');
    await loadNamespaces(['gymCustomers']);
    showCustomer({ strikes: [strike()], pausedUntil: PAUSED_UNTIL });
    const region = await screen.findByRole('region', { name: 'المخالفات' });
    expect((await within(region).findByTestId('strikes-paused')).textContent).toContain(
      'الحجوزات الجديدة موقوفة حتى',
    );
    expect(within(region).getByTestId('strike').textContent).toContain('غياب');
    expect(within(region).getByRole('button', { name: /^ألغِ مخالفة Morning Yoga/ })).toBeTruthy();
  });
});
