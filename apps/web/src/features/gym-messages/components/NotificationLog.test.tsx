import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers, queryClient } from '../../../app/providers';
import { changeLanguage, loadNamespaces, startI18n } from '../../../lib/i18n';
import { fakeApi } from '../../../test/fake-api';
import { TEST_BRAND } from '../../../test/test-brand';
import { NotificationLog } from './NotificationLog';

/** The gym's notification log (docs/adr/0049): statuses by channel, the e-mail fallback, pages, states. */
const api = fakeApi();
const entry = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  customer: 'Noura Saleh',
  kind: 'BOOKING_CONFIRMED',
  channel: 'WHATSAPP',
  status: 'READ',
  template: 'kinetic_booking_confirmed',
  language: 'ar',
  createdAt: '2026-12-06T09:00:00.000Z',
  sentAt: '2026-12-06T09:00:02.000Z',
  deliveredAt: '2026-12-06T09:00:03.000Z',
  readAt: '2026-12-06T09:05:00.000Z',
  failedAt: null,
  fallback: null,
  error: null,
  ...over,
});
const LOG = 'GET /manage/notification-log';

function show() {
  render(
    <Providers brand={TEST_BRAND}>
      <NotificationLog />
    </Providers>,
  );
}

describe('the gym notification log', () => {
  beforeAll(async () => {
    await startI18n();
    await loadNamespaces(['gymMessages', 'gymAdmin']);
    vi.stubGlobal('fetch', vi.fn(api.fetch));
  });
  afterEach(async () => {
    cleanup();
    queryClient.clear();
    api.reset();
    await changeLanguage('en');
  });
  afterAll(() => vi.unstubAllGlobals());

  it('lists WhatsApp statuses, an e-mail, and a WhatsApp that fell back to e-mail, with pages', async () => {
    api.answers[LOG] = [
      200,
      {
        page: 0,
        size: 20,
        total: 23,
        items: [
          entry(3),
          entry(2, {
            status: 'FAILED',
            failedAt: '2026-12-06T09:00:04.000Z',
            readAt: null,
            deliveredAt: null,
            fallback: 'SENT',
            kind: 'PAYMENT_RECEIPT',
          }),
          entry(1, {
            channel: 'EMAIL',
            status: 'SENT',
            template: null,
            language: null,
            readAt: null,
            deliveredAt: null,
            kind: 'CLASS_REMINDER',
          }),
        ],
      },
    ];
    show();
    const table = await screen.findByRole('table', { name: 'Messages to customers' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Read')).toBeTruthy();
    expect(within(rows[0]!).getByText('Arabic')).toBeTruthy();
    expect(within(rows[0]!).getByText('WhatsApp')).toBeTruthy();
    expect(within(rows[1]!).getByText('Failed')).toBeTruthy();
    expect(within(rows[1]!).getByText('E-mail instead: Sent')).toBeTruthy();
    expect(within(rows[2]!).getByText('E-mail')).toBeTruthy();
    expect(within(rows[2]!).getByText('Class reminder')).toBeTruthy();

    api.answers[LOG] = [
      200,
      { page: 1, size: 20, total: 23, items: [entry(4, { status: 'DELIVERED', readAt: null })] },
    ];
    fireEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByText('Delivered')).toBeTruthy();
    expect(api.calls.filter((call) => call === LOG)).toHaveLength(2);
  });

  it('says when there is nothing yet, in Arabic', async () => {
    await changeLanguage('ar');
    api.answers[LOG] = [200, { page: 0, size: 20, total: 0, items: [] }];
    show();
    expect(await screen.findByText(/^لا رسائل بعد/)).toBeTruthy();
  });

  it('says when the log could not be loaded', async () => {
    api.answers[LOG] = [403, 'You cannot do this.', 'FORBIDDEN'];
    show();
    expect(await screen.findByText('Could not load the messages.')).toBeTruthy();
  });
});
