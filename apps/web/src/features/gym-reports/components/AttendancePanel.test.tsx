import type { AttendanceReport } from '@kinetic/domain';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers, queryClient } from '../../../app/providers';
import { formatPercent } from '../../../lib/format';
import { changeLanguage, loadNamespaces, startI18n } from '../../../lib/i18n';
import { fakeApi } from '../../../test/fake-api';
import { TEST_BRAND } from '../../../test/test-brand';
import { AttendancePanel } from './AttendancePanel';

/** The Reports page's no-shows and late cancels: totals, a row each, by class, trainer or customer. */
const api = fakeApi();
const fetchSpy = vi.fn(api.fetch);
const ROUTE = 'GET /manage/reports/attendance';
const totals = {
  bookings: 40,
  attended: 30,
  noShows: 6,
  lateCancels: 3,
  waived: 1,
  noShowRate: 16.7,
  lateCancelRate: 7.5,
  feesTaken: 4,
  feesWaived: 1,
};
/** Fees in credits and in money (minor units of KWD), none of the money waived. */
const feeAmounts = {
  creditsTaken: 6,
  creditsWaived: 2,
  moneyTaken: 3500,
  moneyWaived: 0,
  currencyCode: 'KWD',
  currencyDecimals: 3,
};
const byClass: AttendanceReport = {
  by: 'class',
  rows: [
    {
      id: 7,
      name: 'Sunrise Yoga',
      bookings: 25,
      attended: 20,
      noShows: 4,
      lateCancels: 1,
      waived: 1,
      noShowRate: 16.7,
      lateCancelRate: 4,
      feesTaken: 3,
      feesWaived: 1,
    },
    {
      id: 9,
      name: 'Power Spin',
      bookings: 15,
      attended: 10,
      noShows: 2,
      lateCancels: 2,
      waived: 0,
      noShowRate: 16.7,
      lateCancelRate: 13.3,
      feesTaken: 1,
      feesWaived: 0,
    },
  ],
  totals,
  feeAmounts,
};
const byCustomer: AttendanceReport = {
  by: 'customer',
  rows: [{ ...byClass.rows[1]!, id: 51, name: 'Layla Hassan' }],
  totals,
  feeAmounts,
};

/** The `by` of each attendance report the panel asked for, in order. */
const asked = () =>
  fetchSpy.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname.endsWith('/manage/reports/attendance'))
    .map((url) => url.searchParams.get('by'));

async function openPanel() {
  render(
    <Providers brand={TEST_BRAND}>
      <MemoryRouter>
        <AttendancePanel range={{ fromDate: '2026-03-01', toDate: '2026-03-31' }} />
      </MemoryRouter>
    </Providers>,
  );
  return screen.findByRole('region', { name: /^(Attendance|الحضور)$/ });
}

const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);
const stat = (panel: HTMLElement, key: string) =>
  within(panel).getByTestId(`attendance-${key}`).lastElementChild?.textContent;

describe('the attendance report', () => {
  beforeAll(async () => {
    await startI18n();
    await loadNamespaces(['gymReports', 'gymAdmin']);
    vi.stubGlobal('fetch', fetchSpy);
  });
  afterEach(async () => {
    cleanup();
    api.reset();
    fetchSpy.mockClear();
    queryClient.clear();
    await changeLanguage('en');
  });
  afterAll(() => vi.unstubAllGlobals());

  it('shows the totals as cards and a row a class, with the note and a CSV of the grouping', async () => {
    api.answers[ROUTE] = [200, byClass];
    const panel = await openPanel();
    const row = (await within(panel).findByText('Sunrise Yoga')).closest('tr')!;
    expect(cells(row)).toEqual(['Sunrise Yoga', '25', '20', '4', '16.7%', '1', '4%', '1', '3', '1']);
    expect(cells(within(panel).getByText('Power Spin').closest('tr')!)).toEqual([
      'Power Spin',
      '15',
      '10',
      '2',
      '16.7%',
      '2',
      '13.3%',
      '0',
      '1',
      '0',
    ]);
    expect(
      within(panel)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Class',
      'Bookings',
      'Attended',
      'No-shows',
      'No-show rate',
      'Late cancels',
      'Late-cancel rate',
      'Strikes waived',
      'Fees taken',
      'Fees waived',
    ]);
    expect(stat(panel, 'noShowRate')).toBe('16.7%');
    expect(stat(panel, 'lateCancelRate')).toBe('7.5%');
    expect(stat(panel, 'noShows')).toBe('6');
    expect(stat(panel, 'lateCancels')).toBe('3');
    expect(stat(panel, 'waived')).toBe('1');
    // The fees' amounts, each when not zero: credits as credits, money in the gym's currency.
    expect(stat(panel, 'creditsTaken')).toBe('6 credits');
    expect(stat(panel, 'creditsWaived')).toBe('2 credits');
    expect(stat(panel, 'moneyTaken')).toBe('3.500 KWD');
    expect(within(panel).queryByTestId('attendance-moneyWaived')).toBeNull();
    expect(within(panel).getByText('Fees taken in money')).toBeTruthy();
    expect(
      within(panel).getByText(
        "No-shows count once a class's roll is closed; a late cancel is one too late for a refund.",
      ),
    ).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Download by class (CSV)' })).toBeTruthy();
    expect(asked()).toEqual(['class']);
  });

  it('asks by customer when the manager switches to By customer', async () => {
    api.answers[ROUTE] = [200, byClass];
    const panel = await openPanel();
    await within(panel).findByText('Sunrise Yoga');
    api.answers[ROUTE] = [200, byCustomer];
    fireEvent.click(within(panel).getByRole('radio', { name: 'By customer' }));
    const row = (await within(panel).findByText('Layla Hassan')).closest('tr')!;
    expect(cells(row)).toEqual(['Layla Hassan', '15', '10', '2', '16.7%', '2', '13.3%', '0', '1', '0']);
    expect(within(panel).getAllByRole('columnheader')[0]?.textContent).toBe('Customer');
    expect(within(panel).getByRole('button', { name: 'Download by customer (CSV)' })).toBeTruthy();
    expect(asked()).toEqual(['class', 'customer']);
  });

  it('says so when the range has no bookings, with no cards of zeros', async () => {
    const zero = {
      bookings: 0,
      attended: 0,
      noShows: 0,
      lateCancels: 0,
      waived: 0,
      feesTaken: 0,
      feesWaived: 0,
    };
    const noFees = { ...feeAmounts, creditsTaken: 0, creditsWaived: 0, moneyTaken: 0 };
    api.answers[ROUTE] = [
      200,
      { by: 'class', rows: [], totals: { ...zero, noShowRate: 0, lateCancelRate: 0 }, feeAmounts: noFees },
    ];
    const panel = await openPanel();
    expect(await within(panel).findByText('No bookings in this range.')).toBeTruthy();
    expect(within(panel).queryByRole('table')).toBeNull();
    expect(within(panel).queryByTestId('attendance-noShowRate')).toBeNull();
  });

  it('reads in Arabic-Indic digits and signs in Arabic', async () => {
    await changeLanguage('ar');
    api.answers[ROUTE] = [200, byClass];
    const panel = await openPanel();
    const row = (await within(panel).findByText('Power Spin')).closest('tr')!;
    // Intl marks a percent's direction (U+061C) in Arabic; the digits and signs are what count.
    const plain = (text: string | null | undefined) => text?.replace(/\u061c/g, '');
    expect(cells(row).map(plain)).toEqual([
      'Power Spin',
      '١٥',
      '١٠',
      '٢',
      '١٦٫٧٪',
      '٢',
      '١٣٫٣٪',
      '٠',
      '١',
      '٠',
    ]);
    expect(plain(stat(panel, 'noShowRate'))).toBe('١٦٫٧٪');
    expect(within(panel).getByRole('columnheader', { name: 'الرسوم المحصّلة' })).toBeTruthy();
    expect(stat(panel, 'moneyTaken')).toBe('٣٫٥٠٠ دينار كويتي');
    expect(cells(row)[4]).toBe(formatPercent(16.7));
    expect(within(panel).getByRole('radio', { name: 'حسب العميل' })).toBeTruthy();
  });

  it('offers to try again when the report fails, and shows it when it loads', async () => {
    api.answers[ROUTE] = [500, 'Something went wrong', 'INTERNAL'];
    const panel = await openPanel();
    // The app's query client tries a server error twice more, a second apart, before it shows it.
    const retry = await within(panel).findByRole('button', { name: 'Try again' }, { timeout: 15_000 });
    api.answers[ROUTE] = [200, byClass];
    fireEvent.click(retry);
    expect(await within(panel).findByText('Sunrise Yoga', undefined, { timeout: 5000 })).toBeTruthy();
  });
});
