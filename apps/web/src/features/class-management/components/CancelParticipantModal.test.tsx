import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { loadNamespaces, startI18n } from '../../../lib/i18n';
import { fakeApi } from '../../../test/fake-api';
import { stubFontFaceSet } from '../../../test/font-face-set';
import { TEST_BRAND } from '../../../test/test-brand';
import { testParticipant as participant } from '../../../test/test-participant';
import type { ParticipantDto } from '../api/contract';
import { CancelParticipantModal } from './CancelParticipantModal';

/**
 * Cancelling a walk-in guest promises no notification (they have no account),
 * nor a refund, before or after (they spent nothing), while a member's toast says whether credits went back.
 */
const api = fakeApi();
const fetchSpy = vi.fn(api.fetch);
const WALK_IN = participant({
  bookingId: 6,
  userId: null,
  name: 'Wafa Walk-in',
  email: null,
  guest: true,
  creditsSpent: 0,
});

function openFor(who: ParticipantDto) {
  render(
    <Providers brand={TEST_BRAND}>
      <MemoryRouter>
        <CancelParticipantModal sessionId={9} participant={who} onClose={() => undefined} />
      </MemoryRouter>
    </Providers>,
  );
  return screen.getByRole('dialog');
}

describe('cancelling a participant’s booking', () => {
  beforeAll(async () => {
    stubFontFaceSet();
    await startI18n();
    await loadNamespaces(['classManagement']);
    vi.stubGlobal('fetch', fetchSpy);
  });
  afterEach(() => {
    cleanup();
    api.reset();
    fetchSpy.mockClear();
  });
  afterAll(() => vi.unstubAllGlobals());

  /** Presses Cancel booking; the toast the gym then reads. */
  async function confirmCancel(dialog: HTMLElement, toast: string) {
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    });
    return (await screen.findByText(toast, {}, { timeout: 5000 })).closest('[role="alert"]') ?? document.body;
  }
  /** The refund the DELETE asked for. */
  const askedRefund = () => JSON.parse(String(fetchSpy.mock.calls.at(-1)?.[1]?.body)).refundType;

  it('tells the gym a member will be notified', () => {
    expect(openFor(participant()).textContent).toContain('They will be notified.');
  });

  it('tells the gym a walk-in guest has no account to notify', () => {
    const dialog = openFor(WALK_IN);
    expect(dialog.textContent).not.toContain('They will be notified');
    expect(dialog.textContent).toContain('walk-in guest without an account, so no one is notified');
  });

  it('offers a walk-in guest no refund, and the toast says only that the booking was cancelled', async () => {
    api.answers['DELETE /manage/bookings/6'] = [200, { bookingId: 6, refunded: false, creditsRefunded: 0 }];
    const dialog = openFor(WALK_IN);
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect(dialog.textContent).not.toMatch(/credit|refund/i);
    const toast = await confirmCancel(dialog, "Wafa Walk-in's booking was cancelled.");
    expect(toast.textContent).not.toMatch(/credit|refund/i);
    expect(askedRefund()).toBe('NONE');
  });

  it('tells the gym a member’s credits went back when the server gave them back', async () => {
    api.answers['DELETE /manage/bookings/5'] = [200, { bookingId: 5, refunded: true, creditsRefunded: 1 }];
    const dialog = openFor(participant());
    expect(
      (within(dialog).getByRole('radio', { name: 'Give the credits back (1)' }) as HTMLInputElement).checked,
    ).toBe(true);
    await confirmCancel(dialog, "Sara Ali's booking was cancelled and the credits refunded.");
    expect(askedRefund()).toBe('CREDITS');
  });

  it('tells the gym a member’s booking was cancelled without a refund when it chose none', async () => {
    api.answers['DELETE /manage/bookings/5'] = [200, { bookingId: 5, refunded: false, creditsRefunded: 0 }];
    const dialog = openFor(participant());
    fireEvent.click(within(dialog).getByRole('radio', { name: 'No refund' }));
    await confirmCancel(dialog, "Sara Ali's booking was cancelled without a refund.");
    expect(askedRefund()).toBe('NONE');
  });
});
