import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers, queryClient } from '../../../app/providers';
import { loadNamespaces, startI18n } from '../../../lib/i18n';
import { fakeApi } from '../../../test/fake-api';
import { stubFontFaceSet } from '../../../test/font-face-set';
import { TEST_BRAND } from '../../../test/test-brand';
import { testUser } from '../../../test/test-user';
import { SessionTimeModal } from './SessionTimeModal';

/**
 * The class editor's seats: a session's credit seats follow its seats down, and credit seats
 * above the seats are refused on the form, before anything is sent.
 */
const api = fakeApi();
const GYM = testUser({ id: 1, userCategory: 3 });
const SESSION = {
  kind: 'session' as const,
  sessionId: 44,
  title: 'Power Spin 45',
  classDate: '2026-12-09',
  fromTime: '18:00:00',
  toTime: '18:45:00',
  totalSeat: 12,
  creditSeats: 10,
  bookedCount: 3,
};

function open() {
  render(
    <Providers brand={TEST_BRAND}>
      <SessionTimeModal target={SESSION} user={GYM} onClose={() => undefined} />
    </Providers>,
  );
  const dialog = screen.getByRole('dialog');
  const seats = within(dialog).getByRole('textbox', { name: /^Seats/ }) as HTMLInputElement;
  const creditSeats = within(dialog).getByRole('textbox', { name: 'Credit seats' }) as HTMLInputElement;
  return { dialog, seats, creditSeats };
}

describe('a session’s seats and credit seats', () => {
  beforeAll(async () => {
    stubFontFaceSet();
    await startI18n();
    await loadNamespaces(['classManagement']);
    vi.stubGlobal('fetch', vi.fn(api.fetch));
  });
  afterEach(() => {
    cleanup();
    api.reset();
    queryClient.clear();
  });
  afterAll(() => vi.unstubAllGlobals());

  it('brings the credit seats down with the seats', async () => {
    const { seats, creditSeats } = open();
    expect(creditSeats.value).toBe('10');
    await act(async () => {
      fireEvent.change(seats, { target: { value: '6' } });
    });
    expect(creditSeats.value).toBe('6');
  });

  it('refuses more credit seats than seats, and sends nothing', async () => {
    const { dialog, creditSeats } = open();
    await act(async () => {
      fireEvent.change(creditSeats, { target: { value: '15' } });
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save session' }));
    });
    expect(await within(dialog).findByText('Credit seats cannot be more than the seats.')).toBeTruthy();
    expect(api.calls.filter((call) => call.startsWith('PUT'))).toEqual([]);
  });
});
