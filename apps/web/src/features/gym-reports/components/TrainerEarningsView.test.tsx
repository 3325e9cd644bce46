import type { TrainerOwnClasses } from '@kinetic/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { loadNamespaces, startI18n } from '../../../lib/i18n';
import { fakeApi } from '../../../test/fake-api';
import { TEST_BRAND } from '../../../test/test-brand';
import { TrainerEarningsView } from './TrainerEarningsView';

/** A freelance trainer's "My earnings" shows what her own classes took, not only gyms' pay. */
const api = fakeApi();
const ownRow: TrainerOwnClasses['rows'][number] = {
  classId: 7,
  title: 'Sunrise Yoga',
  currencyCode: 'KWD',
  currencyDecimals: 3,
  sessions: 2,
  bookings: 3,
  creditsUsed: 6,
  sales: 7_500,
  refunds: 1,
  refundedCredits: 2,
  refundedAmount: 2_500,
};

describe("a trainer's earnings", () => {
  beforeAll(async () => {
    await startI18n();
    await loadNamespaces(['gymReports', 'gymAdmin']);
    vi.stubGlobal('fetch', vi.fn(api.fetch));
  });
  afterEach(() => {
    cleanup();
    api.reset();
  });
  afterAll(() => vi.unstubAllGlobals());

  it('shows a freelancer her own classes’ bookings, credits, sales and refunds, with a CSV', async () => {
    api.answers['GET /manage/reports/trainer-earnings'] = [200, { gyms: [] }];
    api.answers['GET /manage/reports/trainer-classes'] = [200, { rows: [ownRow] }];
    render(
      <Providers brand={TEST_BRAND}>
        <MemoryRouter>
          <TrainerEarningsView range={{ fromDate: '2026-03-01', toDate: '2026-03-31' }} />
        </MemoryRouter>
      </Providers>,
    );
    const own = await screen.findByRole('region', { name: 'My own classes' });
    const row = (await within(own).findByText('Sunrise Yoga')).closest('tr')!;
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'Sunrise Yoga',
      '2',
      '3',
      '6',
      '7.500 KWD',
      '1',
      '2',
      '2.500 KWD',
    ]);
    expect(within(own).getByRole('button', { name: 'Download my classes as CSV' })).toBeTruthy();
    // The gyms' table stays, empty for a freelancer.
    const gyms = screen.getByRole('region', { name: 'Earnings by gym' });
    expect(await within(gyms).findByText('Nothing in these dates.')).toBeTruthy();
  });
});
