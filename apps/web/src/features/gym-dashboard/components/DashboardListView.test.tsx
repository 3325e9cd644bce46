import type { AtRiskPage } from '@kinetic/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers, queryClient } from '../../../app/providers';
import { changeLanguage, loadNamespaces, startI18n } from '../../../lib/i18n';
import { fakeApi } from '../../../test/fake-api';
import { TEST_BRAND } from '../../../test/test-brand';
import { DashboardListView } from './DashboardListView';

const api = fakeApi();
const page: AtRiskPage & { timeZone: string } = {
  items: [
    {
      userId: 31,
      name: 'Gita Test',
      email: 'gita@example.com',
      mobile: null,
      packageName: 'Ten visits',
      expiresAt: '2026-05-31T21:30:00.000Z',
      left: null,
      lastVisit: null,
    },
    {
      userId: 32,
      name: 'Badr Test',
      email: 'badr@example.com',
      mobile: null,
      packageName: 'Ten visits',
      expiresAt: '2026-03-25T07:00:00.000Z',
      left: 6,
      lastVisit: '2026-02-10T15:00:00.000Z',
    },
  ],
  page: 0,
  size: 20,
  total: 2,
  timeZone: 'Asia/Kuwait',
};

function show() {
  render(
    <Providers brand={TEST_BRAND}>
      <MemoryRouter>
        <DashboardListView list="at-risk" />
      </MemoryRouter>
    </Providers>,
  );
}

describe('a list behind a dashboard tile', () => {
  beforeAll(async () => {
    await startI18n();
    await loadNamespaces(['gymDashboard', 'gymAdmin']);
    await changeLanguage('en');
    vi.stubGlobal('fetch', vi.fn(api.fetch));
  });
  afterEach(() => {
    cleanup();
    api.reset();
    queryClient.clear();
  });
  afterAll(() => vi.unstubAllGlobals());

  it('shows the members at risk on the store calendar, each a link to the customer', async () => {
    api.answers['GET /manage/dashboard/at-risk'] = [200, page];
    show();
    const table = await screen.findByRole('table', { name: 'Members at risk' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['Gita Test', 'gita@example.com', 'Ten visits', 'Unlimited', '1 Jun 2026', 'Never'],
      ['Badr Test', 'badr@example.com', 'Ten visits', '6', '25 Mar 2026', '10 Feb 2026'],
    ]);
    expect(within(table).getByRole('link', { name: 'Badr Test' }).getAttribute('href')).toBe(
      '/gym/admin/customers/32',
    );
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
  });

  it('says what an empty list means', async () => {
    api.answers['GET /manage/dashboard/at-risk'] = [200, { ...page, items: [], total: 0 }];
    show();
    expect(
      await screen.findByText('No member at risk: everyone with a package came in the last 14 days.'),
    ).toBeTruthy();
  });
});
