import type { CustomerDetailDto, SeatFeeDto } from '@kinetic/domain';
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
 * The fees on the gym's customer page (docs/adr/0040): each late-cancel and no-show fee with its class,
 * amount (credits, or money in its currency) and status; a waiver asks for a reason (checked as the API
 * checks it), says what it does (a taken fee is given back), and shows the fee as the API answers it.
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

const fee = (changes: Partial<SeatFeeDto> = {}): SeatFeeDto => ({
  id: 12,
  kind: 'NO_SHOW',
  unit: 'MONEY',
  amount: 3000,
  currencyCode: 'KWD',
  status: 'PENDING',
  source: null,
  classSessionId: 501,
  title: 'Morning Yoga',
  startsAt: '2026-12-03T06:00:00.000Z',
  createdAt: '2026-12-03T09:00:00.000Z',
  dueAt: '2026-12-04T09:00:00.000Z',
  takenAt: null,
  waivedAt: null,
  waiveReason: null,
  ...changes,
});

const FEES = 'GET /manage/customers/31/fees';
const WAIVE = 'POST /manage/fees/12/waive';
const DETAIL = 'GET /manage/customers/31';

function showCustomer(fees: SeatFeeDto[]) {
  api.answers[DETAIL] = [200, CUSTOMER];
  api.answers['GET /manage/customers/31/strikes'] = [200, { strikes: [], pausedUntil: null }];
  api.answers[FEES] = [200, fees];
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
const section = () => screen.getByRole('region', { name: 'Fees' });
const typeReason = (modal: HTMLElement, value: string) =>
  fireEvent.change(within(modal).getByRole('textbox', { name: /Reason/ }), { target: { value } });

describe('the fees on the gym’s customer page', () => {
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

  it('lists each fee with its class, amount and status, and a waiver for those not waived', async () => {
    showCustomer([
      fee(),
      fee({
        id: 11,
        kind: 'LATE_CANCEL',
        unit: 'CREDITS',
        amount: 2,
        currencyCode: null,
        status: 'TAKEN',
        source: 'CREDITS',
      }),
      fee({ id: 10, status: 'TAKEN', source: 'WALLET', amount: 1500 }),
      fee({ id: 9, status: 'OWED', amount: 2500 }),
      fee({
        id: 8,
        kind: 'LATE_CANCEL',
        title: 'Spin 45',
        status: 'WAIVED',
        waivedAt: '2026-11-29T10:00:00.000Z',
        waiveReason: 'Family emergency, told us by phone',
      }),
    ]);
    const rows = await screen.findAllByTestId('fee');
    expect(rows).toHaveLength(5);
    const [pending, credits, wallet, owed, waived] = rows as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(pending.textContent).toContain('No-show');
    expect(pending.textContent).toContain('Morning Yoga');
    expect(pending.textContent).toContain(dateTime('2026-12-03T06:00:00.000Z'));
    expect(within(pending).getByTestId('fee-amount').textContent).toBe('3.000 KWD');
    expect(within(pending).getByTestId('fee-status').textContent).toBe(
      `Pending until ${dateTime('2026-12-04T09:00:00.000Z')}`,
    );
    expect(within(credits).getByTestId('fee-amount').textContent).toBe('2 credits');
    expect(credits.textContent).toContain('Late cancel');
    expect(within(credits).getByTestId('fee-status').textContent).toBe('Taken from credits');
    expect(within(wallet).getByTestId('fee-status').textContent).toBe('Taken from wallet');
    expect(within(owed).getByTestId('fee-status').textContent).toBe('Owed');
    expect(within(owed).getByTestId('fee-detail').textContent).toBe('Taken when they next buy a package.');
    expect(within(waived).getByTestId('fee-status').textContent).toBe('Waived');
    expect(within(waived).getByTestId('fee-detail').textContent).toBe('Family emergency, told us by phone');

    for (const row of [pending, credits, wallet, owed]) expect(within(row).getByRole('button')).toBeTruthy();
    expect(within(waived).queryByRole('button')).toBeNull();
    expect(
      within(credits).getByRole('button', { name: /^Waive the late-cancel fee for Morning Yoga on / }),
    ).toBeTruthy();
  });

  it('waives a pending fee with the reason given, then shows it as the API answers it', async () => {
    showCustomer([fee()]);
    await press(await screen.findByRole('button', { name: /^Waive the no-show fee for Morning Yoga/ }));
    const modal = await screen.findByRole('dialog', { name: 'Waive a fee' });
    expect(within(modal).getByText(/^No-show fee of 3\.000 KWD · Morning Yoga/)).toBeTruthy();
    expect(within(modal).getByText('The fee will not be taken.')).toBeTruthy();

    // Too short: said at once, nothing sent.
    typeReason(modal, 'ok');
    await press(within(modal).getByRole('button', { name: 'Waive fee' }));
    expect(within(modal).getByText('Give a reason of 3 to 300 characters.')).toBeTruthy();
    expect(api.calls).not.toContain(WAIVE);

    const reason = 'First miss in two years, let it go';
    const waived = fee({ status: 'WAIVED', waivedAt: new Date().toISOString(), waiveReason: reason });
    api.answers[WAIVE] = [200, waived];
    typeReason(modal, reason);
    await press(within(modal).getByRole('button', { name: 'Waive fee' }));

    expect(waiveBodies).toEqual([{ reason }]);
    expect(await screen.findByText('Fee waived', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('It will not be taken.')).toBeTruthy();
    expect((await within(section()).findByTestId('fee-status')).textContent).toBe('Waived');
    expect(within(section()).getByTestId('fee-detail').textContent).toBe(reason);
    expect(within(section()).queryByRole('button', { name: /^Waive/ })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Waive a fee' })).toBeNull();
    // The answer is the fee: the list is not read again.
    expect(api.calls.filter((call) => call === FEES)).toHaveLength(1);
  });

  it('says a taken fee is given back when waived, and reads the customer again for the credits', async () => {
    const taken = fee({ unit: 'CREDITS', amount: 2, currencyCode: null, status: 'TAKEN', source: 'CREDITS' });
    showCustomer([taken]);
    await press(await screen.findByRole('button', { name: /^Waive the no-show fee for Morning Yoga/ }));
    const modal = await screen.findByRole('dialog', { name: 'Waive a fee' });
    expect(
      within(modal).getByText('This fee was taken: waiving it gives 2 credits back to the customer.'),
    ).toBeTruthy();
    api.answers[WAIVE] = [200, { ...taken, status: 'WAIVED', waiveReason: 'Studio was closed' }];
    typeReason(modal, 'Studio was closed');
    await press(within(modal).getByRole('button', { name: 'Waive fee' }));
    expect(
      await screen.findByText('Given back to the customer: 2 credits.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(api.calls.filter((call) => call === DETAIL).length).toBeGreaterThanOrEqual(2);
  });

  it('shows why a waiver was refused, and reads the fees again when one was settled meanwhile', async () => {
    showCustomer([fee()]);
    await press(await screen.findByRole('button', { name: /^Waive the no-show fee for Morning Yoga/ }));
    const modal = await screen.findByRole('dialog', { name: 'Waive a fee' });
    api.answers[WAIVE] = [409, 'This fee is already waived.', 'FEE_SETTLED'];
    api.answers[FEES] = [200, [fee({ status: 'WAIVED', waiveReason: 'Waived at the desk' })]];
    typeReason(modal, 'A fair reason');
    await press(within(modal).getByRole('button', { name: 'Waive fee' }));

    expect(await within(modal).findByText('This fee is already waived.')).toBeTruthy();
    expect(within(modal).getByText("Couldn't waive the fee")).toBeTruthy();
    expect((await within(section()).findByTestId('fee-detail', {}, { timeout: 5000 })).textContent).toBe(
      'Waived at the desk',
    );
  });

  it('says so when the customer has no fees', async () => {
    showCustomer([]);
    expect(
      await screen.findByText('No fees: this customer has not been charged for a late cancel or a no-show.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Fees' })).toBeNull();
  });

  it('offers to try again when the fees do not load', async () => {
    showCustomer([]);
    api.answers[FEES] = [403, 'Not allowed', 'FORBIDDEN'];
    expect(await screen.findByText('The fees could not be loaded.')).toBeTruthy();
    api.answers[FEES] = [200, [fee()]];
    await press(within(section()).getByRole('button', { name: 'Try again' }));
    expect(await within(section()).findAllByTestId('fee')).toHaveLength(1);
  });

  it('reads in Arabic', async () => {
    await changeLanguage('ar');
    await loadNamespaces(['gymCustomers']);
    showCustomer([fee({ status: 'TAKEN', source: 'WALLET' })]);
    const region = await screen.findByRole('region', { name: 'الرسوم' });
    const row = await within(region).findByTestId('fee');
    expect(row.textContent).toContain('غياب');
    expect(within(row).getByTestId('fee-amount').textContent).toBe('٣٫٠٠٠ دينار كويتي');
    expect(within(row).getByTestId('fee-status').textContent).toBe('خُصمت من المحفظة');
    expect(within(row).getByRole('button', { name: /^أعفِ من رسوم الغياب عن Morning Yoga/ })).toBeTruthy();
  });
});
