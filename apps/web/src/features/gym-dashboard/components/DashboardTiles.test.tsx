import type { Dashboard } from '@kinetic/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers, queryClient } from '../../../app/providers';
import { changeLanguage, loadNamespaces, startI18n } from '../../../lib/i18n';
import { fakeApi } from '../../../test/fake-api';
import { TEST_BRAND } from '../../../test/test-brand';
import { DashboardView } from './DashboardView';

const api = fakeApi();
const dashboard: Dashboard = {
  today: '2026-03-15',
  currencyCode: 'KWD',
  currencyDecimals: 3,
  todaySessions: { classes: 2, attending: 4, freeSeats: 11 },
  thisMonth: {
    fromDate: '2026-03-01',
    toDate: '2026-03-15',
    incomeNet: 17_000,
    bookings: 9,
    newCustomers: 2,
  },
  previousMonth: {
    fromDate: '2026-02-01',
    toDate: '2026-02-15',
    incomeNet: 15_000,
    bookings: 12,
    newCustomers: 0,
  },
  atRisk: 2,
  expiring: 3,
  firstToSecondVisit: { firstVisits: 3, returned: 2, rate: 66.7 },
  rates: {
    fromDate: '2026-02-14',
    toDate: '2026-03-15',
    attended: 3,
    noShows: 2,
    attendanceRate: 60,
    noShowRate: 40,
  },
};

function show() {
  render(
    <Providers brand={TEST_BRAND}>
      <MemoryRouter>
        <DashboardView />
      </MemoryRouter>
    </Providers>,
  );
}
const tile = async (id: string) => screen.findByTestId(`tile-${id}`);
const value = async (id: string) => within(await tile(id)).getByTestId('value').textContent;

describe("the owner's dashboard tiles", () => {
  beforeAll(async () => {
    await startI18n();
    await loadNamespaces(['gymDashboard', 'gymAdmin']);
    vi.stubGlobal('fetch', vi.fn(api.fetch));
  });
  afterEach(() => {
    cleanup();
    api.reset();
    queryClient.clear();
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  it('shows each figure with its change against the same days last month, each a link to what is behind it', async () => {
    await changeLanguage('en');
    api.answers['GET /manage/dashboard'] = [200, dashboard];
    show();
    expect(await value('classes')).toBe('2');
    expect(await value('attending')).toBe('4');
    expect(await value('freeSeats')).toBe('11');
    expect(await value('incomeNet')).toBe('17.000 KWD');
    expect(within(await tile('incomeNet')).getByTestId('change').textContent).toBe(
      'Up 13.3% on the same days last month',
    );
    expect(within(await tile('bookings')).getByTestId('change').textContent).toBe(
      'Down 25% on the same days last month',
    );
    expect(within(await tile('newCustomers')).getByTestId('change').textContent).toBe(
      'None in the same days last month (0)',
    );
    expect(await value('atRisk')).toBe('2');
    expect(await value('expiring')).toBe('3');
    expect(await value('firstToSecondVisit')).toBe('66.7%');
    expect(await value('attendanceRate')).toBe('60%');
    expect(await value('noShowRate')).toBe('40%');
    expect(screen.getByText('1 Mar to 15 Mar, against 1 Feb to 15 Feb')).toBeTruthy();

    // Every tile is a link (keyboard reachable) to its list or report.
    const hrefs = Object.fromEntries(
      screen.getAllByRole('link').map((link) => [link.dataset.testid, link.getAttribute('href')]),
    );
    expect(hrefs).toMatchObject({
      'tile-classes': '/gym/admin/dashboard/today',
      'tile-incomeNet': '/gym/admin/reports',
      'tile-bookings': '/gym/admin/bookings',
      'tile-newCustomers': '/gym/admin/customers',
      'tile-atRisk': '/gym/admin/dashboard/at-risk',
      'tile-expiring': '/gym/admin/dashboard/expiring',
      'tile-noShowRate': '/gym/admin/reports',
    });
  });

  it('reads in Arabic with the reader’s digits and money', async () => {
    await changeLanguage('ar');
    api.answers['GET /manage/dashboard'] = [200, dashboard];
    show();
    expect(await value('attending')).toBe('٤');
    expect(await value('incomeNet')).toContain('١٧٫٠٠٠');
    expect(await value('noShowRate')).toMatch(/^٤٠٪/);
    expect(within(await tile('atRisk')).getByText('باقة سارية ولا زيارة منذ ١٤ يومًا')).toBeTruthy();
  });

  it('says "No data yet" for a rate with nothing to count, not 0%', async () => {
    await changeLanguage('en');
    api.answers['GET /manage/dashboard'] = [
      200,
      {
        ...dashboard,
        firstToSecondVisit: { firstVisits: 0, returned: 0, rate: 0 },
        rates: { ...dashboard.rates, attended: 0, noShows: 0, attendanceRate: 0, noShowRate: 0 },
      },
    ];
    show();
    expect(await value('firstToSecondVisit')).toBe('No data yet');
    expect(await value('attendanceRate')).toBe('No data yet');
    expect(await value('noShowRate')).toBe('No data yet');
  });

  it('says so when the dashboard cannot be loaded', async () => {
    await changeLanguage('en');
    api.answers['GET /manage/dashboard'] = [403, 'Only the gym can see this.'];
    show();
    expect(await screen.findByText('The dashboard could not be loaded')).toBeTruthy();
    expect(screen.getByText('Only the gym can see this.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
