import type { CustomerPageDto, CustomerRowDto } from '@kinetic/domain';
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
import { CustomersView } from './CustomersView';

/**
 * The gym's customers table (the gym tables): a row per customer with their money and last
 * visit, the totals of the dates, pages of the server's size, and an empty state that says why.
 */
const api = fakeApi();
/** The query strings of the customers list requests, in order. */
let listQueries: URLSearchParams[] = [];
const RANGE = { fromDate: '2026-11-01', toDate: '2026-11-30' };

function customer(userId: number, changes: Partial<CustomerRowDto> = {}): CustomerRowDto {
  return {
    userId,
    name: `Customer ${userId}`,
    email: `customer${userId}@kinetic.test`,
    mobile: '+96550000000',
    activePackages: 1,
    lastVisit: '2026-11-20T15:00:00.000Z',
    totalPaid: 25_000,
    currencyCode: 'KWD',
    ...changes,
  };
}

const page = (items: CustomerRowDto[], total = items.length, number = 0): CustomerPageDto => ({
  items,
  page: number,
  size: 50,
  total,
});

function showCustomers() {
  render(
    <Providers brand={TEST_BRAND}>
      <MemoryRouter>
        <CustomersView range={RANGE} onRange={() => undefined} />
      </MemoryRouter>
    </Providers>,
  );
}

describe('the gym’s customers table', () => {
  beforeAll(async () => {
    stubFontFaceSet();
    await startI18n();
    await loadNamespaces(['gymCustomers', 'gymAdmin']);
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname.endsWith('/manage/customers')) listQueries.push(url.searchParams);
        return api.fetch(input, init);
      }),
    );
  });
  afterEach(() => {
    cleanup();
    session.clear();
    api.reset();
    queryClient.clear();
    listQueries = [];
  });
  afterAll(() => vi.unstubAllGlobals());

  it('lists each customer with what they paid, their packages and last visit, and the dates’ totals', async () => {
    session.update(testUser({ id: 1, userCategory: 3 }));
    api.answers['GET /manage/customers/packages'] = [200, []];
    api.answers['GET /manage/customers/totals'] = [
      200,
      {
        ...RANGE,
        newCustomers: 3,
        activeCustomers: 5,
        bookings: 41,
        revenue: 273_500,
        currencyCode: 'KWD',
        currencyDecimals: 3,
      },
    ];
    api.answers['GET /manage/customers'] = [
      200,
      page([customer(31, { name: 'Layla Al-Sabah' }), customer(32, { lastVisit: null, totalPaid: 0 })]),
    ];
    showCustomers();
    const table = await screen.findByRole('table', { name: 'Customers' });
    const rows = within(table).getAllByTestId('customer-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Layla Al-Sabah' }).getAttribute('href')).toBe(
      '/gym/admin/customers/31',
    );
    expect(rows[0]!.textContent).toContain('25.000');
    expect(rows[1]!.textContent).toContain('Never');
    expect(rows[1]!.textContent).toContain('0.000');
    expect((await screen.findByTestId('total-revenue')).textContent).toContain('273.500');
    expect(screen.getByTestId('total-activeCustomers').textContent).toContain('5');
    // One page holds them all: no pager buttons.
    expect(screen.getByText('Rows 1–2 of 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
  });

  it('pages through the server’s pages of 50', async () => {
    session.update(testUser({ id: 1, userCategory: 3 }));
    api.answers['GET /manage/customers/packages'] = [200, []];
    api.answers['GET /manage/customers'] = [
      200,
      page(
        Array.from({ length: 50 }, (_, index) => customer(100 + index)),
        120,
      ),
    ];
    showCustomers();
    await screen.findByText('Rows 1–50 of 120');
    api.answers['GET /manage/customers'] = [200, page([customer(300)], 120, 2)];
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '3' }));
    });
    await screen.findByText('Rows 101–120 of 120');
    expect(listQueries.at(-1)?.get('page')).toBe('2');
  });

  it('says no customer matches a search that finds none, and asks the server with the search', async () => {
    session.update(testUser({ id: 1, userCategory: 3 }));
    api.answers['GET /manage/customers/packages'] = [200, []];
    api.answers['GET /manage/customers'] = [200, page([customer(31)])];
    showCustomers();
    await screen.findByRole('table', { name: 'Customers' });
    api.answers['GET /manage/customers'] = [200, page([])];
    fireEvent.change(screen.getByTestId('customer-search'), { target: { value: 'nobody' } });
    await screen.findByText('No customers match.', undefined, { timeout: 3_000 });
    expect(listQueries.at(-1)?.get('search')).toBe('nobody');
    expect(screen.queryByRole('table', { name: 'Customers' })).toBeNull();
  });
});
