import type { SeatFeeDto } from '@kinetic/domain';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers, queryClient } from '../../../app/providers';
import { changeLanguage, loadNamespaces, startI18n } from '../../../lib/i18n';
import { type Answer, fakeApi } from '../../../test/fake-api';
import { TEST_BRAND } from '../../../test/test-brand';
import { momentLabel } from '../dates';
import { MyFeesCard } from './MyFeesCard';

/**
 * The customer's own late-cancel and no-show fees (docs/adr/0040) on the membership page: each with its
 * class, kind, amount and status, an owed one saying how it is paid; hidden when there are none.
 */
const api = fakeApi();
const FEES = 'GET /fees';

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

function showCard(answer: Answer) {
  api.answers[FEES] = answer;
  render(
    <Providers brand={TEST_BRAND}>
      <MyFeesCard />
    </Providers>,
  );
}

const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
const statusOf = (row: HTMLElement) => within(row).getByTestId('my-fee-status').textContent;

describe("the customer's own fees", () => {
  beforeAll(async () => {
    await startI18n();
    await loadNamespaces(['membership']);
    vi.stubGlobal('fetch', vi.fn(api.fetch));
  });
  afterEach(async () => {
    cleanup();
    queryClient.clear();
    api.reset();
    await changeLanguage('en');
  });
  afterAll(() => vi.unstubAllGlobals());

  it('lists each fee with its class, kind, amount and status', async () => {
    showCard([
      200,
      [
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
        fee({ id: 10, status: 'TAKEN', source: 'WALLET', amount: 1500, title: 'Spin 45' }),
        fee({ id: 9, status: 'OWED', amount: 2500 }),
        fee({ id: 8, status: 'WAIVED', waiveReason: 'Studio closed' }),
      ],
    ]);
    const region = await screen.findByRole('region', { name: 'Fees' });
    const rows = within(region).getAllByTestId('my-fee');
    expect(rows).toHaveLength(5);
    const [pending, credits, wallet, owed, waived] = rows as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(pending.textContent).toContain('No-show fee · Morning Yoga');
    expect(pending.textContent).toContain(momentLabel('2026-12-03T06:00:00.000Z'));
    expect(within(pending).getByTestId('my-fee-amount').textContent).toBe('3.000 KWD');
    expect(statusOf(pending)).toBe(`Pending until ${momentLabel('2026-12-04T09:00:00.000Z')}`);
    expect(credits.textContent).toContain('Late-cancel fee · Morning Yoga');
    expect(within(credits).getByTestId('my-fee-amount').textContent).toBe('2 credits');
    expect(statusOf(credits)).toBe('Taken from your credits');
    expect(statusOf(wallet)).toBe('Taken from your wallet');
    expect(statusOf(owed)).toBe('Owed: your next purchase settles it');
    expect(statusOf(waived)).toBe('Waived');
  });

  it('is hidden when the customer has no fees', async () => {
    showCard([200, []]);
    await settled();
    expect(api.calls).toEqual([FEES]);
    expect(screen.queryByRole('region', { name: 'Fees' })).toBeNull();
  });

  it('offers to try again when the fees could not be read', async () => {
    showCard([403, 'Not allowed', 'FORBIDDEN']);
    const region = await screen.findByRole('region', { name: 'Fees' });
    expect(within(region).getByTestId('my-fees-error').textContent).toContain('We could not load your fees.');
    api.answers[FEES] = [200, [fee({ status: 'OWED' })]];
    await act(async () => {
      fireEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    });
    expect(statusOf(await screen.findByTestId('my-fee'))).toBe('Owed: your next purchase settles it');
  });

  it('reads in Arabic', async () => {
    await changeLanguage('ar');
    await loadNamespaces(['membership']);
    showCard([200, [fee({ status: 'TAKEN', source: 'WALLET' })]]);
    const region = await screen.findByRole('region', { name: 'الرسوم' });
    const row = within(region).getByTestId('my-fee');
    expect(row.textContent).toContain('رسوم غياب');
    expect(within(row).getByTestId('my-fee-amount').textContent).toBe('٣٫٠٠٠ دينار كويتي');
    expect(statusOf(row)).toBe('خُصمت من محفظتك');
  });
});
