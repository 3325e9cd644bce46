import type { SeatFeeTerms } from '@kinetic/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers, queryClient } from '../../../app/providers';
import { changeLanguage, loadNamespaces, startI18n } from '../../../lib/i18n';
import { type Answer, fakeApi } from '../../../test/fake-api';
import { TEST_BRAND } from '../../../test/test-brand';
import { ClassFeesNote } from './ClassFeesNote';

/**
 * A class's late-cancel and no-show fees under its booking button (docs/adr/0040): only the fees above
 * zero, in credits or in the partner's money; nothing when the partner charges none; a retry when they
 * could not be read. Asked without the reader's token: the fees are public.
 */
const api = fakeApi();
const fetchSpy = vi.fn(api.fetch);
const FEES = 'GET /class-sessions/53/fees';

function showNote(terms: SeatFeeTerms | null, answer: Answer = [200, terms]) {
  api.answers[FEES] = answer;
  render(
    <Providers brand={TEST_BRAND}>
      <ClassFeesNote classSessionId={53} />
    </Providers>,
  );
}

const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe("a class's fees before booking", () => {
  beforeAll(async () => {
    await startI18n();
    await loadNamespaces(['classes']);
    vi.stubGlobal('fetch', fetchSpy);
  });
  afterEach(async () => {
    cleanup();
    queryClient.clear();
    api.reset();
    fetchSpy.mockClear();
    await changeLanguage('en');
  });
  afterAll(() => vi.unstubAllGlobals());

  it('says what a late cancel and a no-show cost, in money of the partner’s currency', async () => {
    showNote({ feeUnit: 'MONEY', lateCancelFee: 1500, noShowFee: 3000, currencyCode: 'KWD' });
    expect((await screen.findByTestId('class-fees')).textContent).toBe(
      'Late cancel (less than 6 h before): 1.500 KWD. No-show: 3.000 KWD.',
    );
    const headers = new Headers(fetchSpy.mock.calls[0]?.[1]?.headers);
    expect(headers.get('authorization')).toBeNull();
  });

  it('names only the fees above zero, credits as credits', async () => {
    showNote({ feeUnit: 'CREDITS', lateCancelFee: 2, noShowFee: 0, currencyCode: 'KWD' });
    expect((await screen.findByTestId('class-fees')).textContent).toBe(
      'Late cancel (less than 6 h before): 2 credits.',
    );
    cleanup();
    queryClient.clear();
    showNote({ feeUnit: 'CREDITS', lateCancelFee: 0, noShowFee: 1, currencyCode: 'KWD' });
    expect((await screen.findByTestId('class-fees')).textContent).toBe('No-show: 1 credit.');
  });

  it('shows nothing when the partner charges no fee', async () => {
    showNote(null);
    await settled();
    expect(api.calls).toEqual([FEES]);
    expect(screen.queryByTestId('class-fees')).toBeNull();
    expect(screen.queryByTestId('class-fees-error')).toBeNull();
  });

  it('offers to try again when the fees could not be read', async () => {
    showNote(null, [404, 'Not found', 'NOT_FOUND']);
    expect((await screen.findByTestId('class-fees-error')).textContent).toContain(
      "We could not load this class's cancellation fees.",
    );
    api.answers[FEES] = [200, { feeUnit: 'CREDITS', lateCancelFee: 0, noShowFee: 2, currencyCode: 'KWD' }];
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect((await screen.findByTestId('class-fees')).textContent).toBe('No-show: 2 credits.');
  });

  it('reads in Arabic', async () => {
    await changeLanguage('ar');
    await loadNamespaces(['classes']);
    showNote({ feeUnit: 'MONEY', lateCancelFee: 1500, noShowFee: 3000, currencyCode: 'KWD' });
    expect((await screen.findByTestId('class-fees')).textContent).toBe(
      'رسوم الإلغاء المتأخر (قبل البدء بأقل من ٦ ساعات): ١٫٥٠٠ دينار كويتي. رسوم الغياب: ٣٫٠٠٠ دينار كويتي.',
    );
  });
});
