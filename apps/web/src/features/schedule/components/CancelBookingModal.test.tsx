import type { BookingItemDto, SeatFeeTerms } from '@kinetic/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers, queryClient } from '../../../app/providers';
import { changeLanguage, loadNamespaces, startI18n } from '../../../lib/i18n';
import { fakeApi } from '../../../test/fake-api';
import { stubFontFaceSet } from '../../../test/font-face-set';
import { TEST_BRAND } from '../../../test/test-brand';
import { testClassItem } from '../../../test/test-class';
import { CancelBookingModal } from './CancelBookingModal';

/**
 * The cancel dialog (SPEC 4.5) with a partner's late-cancel fee (docs/adr/0040): a cancel too late for a
 * refund says the exact fee charged on top; an early one, or a class with no late-cancel fee, says none.
 */
const api = fakeApi();
const FEES = 'GET /class-sessions/53/fees';
const HOUR = 3_600_000;

function booking(startsInHours: number): BookingItemDto {
  const startsAt = new Date(Date.now() + startsInHours * HOUR);
  return {
    ...testClassItem({
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + HOUR).toISOString(),
      classDate: startsAt.toISOString().slice(0, 10),
    }),
    booking: {
      bookingId: 77,
      status: 'BOOKED',
      kidId: null,
      kidName: null,
      creditsSpent: 2,
      bookedAt: '2026-01-01T10:00:00.000Z',
      checkedInAt: null,
      selfCheckInMinutes: null,
    },
  };
}

async function openModal(item: BookingItemDto, terms: SeatFeeTerms | null) {
  api.answers[FEES] = [200, terms];
  api.answers['GET /cancellation-reasons'] = [200, [{ id: 1, name: 'Something came up' }]];
  render(
    <Providers brand={TEST_BRAND}>
      <MemoryRouter>
        <CancelBookingModal item={item} onClose={() => undefined} />
      </MemoryRouter>
    </Providers>,
  );
  const modal = await screen.findByRole('dialog');
  await within(modal).findByRole('radio', { name: 'Something came up' });
  return modal;
}

const MONEY: SeatFeeTerms = { feeUnit: 'MONEY', lateCancelFee: 1500, noShowFee: 3000, currencyCode: 'KWD' };

describe('the cancel dialog and a late-cancel fee', () => {
  beforeAll(async () => {
    stubFontFaceSet();
    await startI18n();
    await loadNamespaces(['schedule']);
    vi.stubGlobal('fetch', vi.fn(api.fetch));
  });
  afterEach(async () => {
    cleanup();
    queryClient.clear();
    api.reset();
    await changeLanguage('en');
  });
  afterAll(() => vi.unstubAllGlobals());

  it('says the exact fee in the no-refund warning when the cancel is late', async () => {
    const modal = await openModal(booking(2), MONEY);
    const alert = within(modal).getByRole('alert');
    expect(alert.textContent).toContain('No refund');
    expect((await within(alert).findByTestId('late-cancel-fee')).textContent).toBe(
      'A late-cancel fee of 1.500 KWD will also be charged.',
    );
    expect(api.calls).toContain(FEES);
  });

  it('says a fee in credits as credits', async () => {
    const modal = await openModal(booking(1), { ...MONEY, feeUnit: 'CREDITS', lateCancelFee: 1 });
    expect((await within(modal).findByTestId('late-cancel-fee')).textContent).toBe(
      'A late-cancel fee of 1 credit will also be charged.',
    );
  });

  it('says no fee when the cancel is early enough for a refund', async () => {
    const modal = await openModal(booking(48), MONEY);
    expect(within(modal).queryByRole('alert')).toBeNull();
    expect(within(modal).getByText('Cancelling now returns your 2 credits.')).toBeTruthy();
    expect(within(modal).queryByTestId('late-cancel-fee')).toBeNull();
  });

  it('says no fee when the partner charges none for a late cancel', async () => {
    const noLateFee = await openModal(booking(2), { ...MONEY, lateCancelFee: 0 });
    await within(noLateFee).findByRole('alert');
    expect(within(noLateFee).queryByTestId('late-cancel-fee')).toBeNull();
    cleanup();
    queryClient.clear();
    const none = await openModal(booking(2), null);
    expect(within(none).getByRole('alert').textContent).toContain('No refund');
    expect(within(none).queryByTestId('late-cancel-fee')).toBeNull();
  });

  it('reads in Arabic', async () => {
    await changeLanguage('ar');
    await loadNamespaces(['schedule']);
    const modal = await openModal(booking(2), MONEY);
    expect((await within(modal).findByTestId('late-cancel-fee')).textContent).toBe(
      'وستُحتسب عليك أيضًا رسوم إلغاء متأخر قدرها ١٫٥٠٠ دينار كويتي.',
    );
  });
});
