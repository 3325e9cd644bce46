import { DEFAULT_SEAT_POLICY, type SeatPolicyDto } from '@kinetic/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers, queryClient } from '../../../app/providers';
import { loadNamespaces, startI18n } from '../../../lib/i18n';
import { fakeApi } from '../../../test/fake-api';
import { TEST_BRAND } from '../../../test/test-brand';
import { SeatPolicyForm } from './SeatPolicyForm';

/**
 * A partner's seat policy form (docs/adr/0038): the claim window and cut-off show only when seats are offered,
 * a value outside the domain's bounds is named before anything is sent, and Save sends the policy.
 */
const api = fakeApi();
/** The bodies sent, in order. */
const sent: unknown[] = [];

const AUTO: SeatPolicyDto = {
  ...DEFAULT_SEAT_POLICY,
  waitlistMode: 'AUTO',
  offerClaimMinutes: 30,
  offerCutoffMinutes: 60,
  waitlistMax: null,
};

async function renderForm(policy: SeatPolicyDto) {
  api.answers['GET /manage/seat-policy'] = [200, policy];
  render(
    <Providers brand={TEST_BRAND}>
      <MemoryRouter>
        <Suspense fallback={null}>
          <SeatPolicyForm />
        </Suspense>
      </MemoryRouter>
    </Providers>,
  );
  await screen.findByRole('radio', { name: /^Book the first person waiting automatically/ });
}

const press = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};
const type = (label: RegExp, value: string) =>
  act(() => {
    fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
  });
const claimField = () => screen.queryByRole('textbox', { name: /^Claim window/ });

describe("a partner's seat policy", () => {
  beforeAll(async () => {
    await startI18n();
    await loadNamespaces(['waitlistOffers']);
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.body) sent.push(JSON.parse(String(init.body)));
        return api.fetch(input, init);
      }),
    );
  });
  afterEach(() => {
    cleanup();
    queryClient.clear();
    api.reset();
    sent.length = 0;
  });
  afterAll(() => vi.unstubAllGlobals());

  it('loads the current policy, and shows the claim window and cut-off only when seats are offered', async () => {
    await renderForm(AUTO);
    const auto = screen.getByRole('radio', { name: /^Book the first person waiting automatically/ });
    expect((auto as HTMLInputElement).checked).toBe(true);
    expect(claimField()).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Cut-off before the start/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Maximum waitlist size/ })).toBeTruthy();

    await press(screen.getByRole('radio', { name: /^Offer the seat/ }));
    expect((claimField() as HTMLInputElement).value).toBe('30');
    expect(
      screen.getByText('No offers closer than this to the start; the seat is then open to anyone.'),
    ).toBeTruthy();
  });

  it('names a value outside the bounds and sends nothing', async () => {
    await renderForm({ ...AUTO, waitlistMode: 'OFFER' });
    await type(/^Claim window/, '2');
    await press(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Enter whole minutes from 5 to 1,440.')).toBeTruthy();
    expect(claimField()?.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).not.toContain('PUT /manage/seat-policy');
  });

  it('saves the policy as the partner set it, and says so', async () => {
    await renderForm(AUTO);
    const saved: SeatPolicyDto = {
      ...AUTO,
      waitlistMode: 'OFFER',
      offerClaimMinutes: 20,
      offerCutoffMinutes: 90,
      waitlistMax: 15,
    };
    api.answers['PUT /manage/seat-policy'] = [200, saved];
    await press(screen.getByRole('radio', { name: /^Offer the seat/ }));
    await type(/^Claim window/, '20');
    await type(/^Cut-off before the start/, '90');
    await type(/^Maximum waitlist size/, '15');
    await press(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Seat policy saved', {}, { timeout: 5000 })).toBeTruthy();
    expect(sent).toEqual([saved]);
  });

  it("shows the server's words on the field it refused", async () => {
    await renderForm(AUTO);
    api.answers['PUT /manage/seat-policy'] = [
      400,
      'Please check the fields.',
      undefined,
      { fields: { waitlistMax: 'Too many people on one waitlist.' } },
    ];
    await type(/^Maximum waitlist size/, '40');
    await press(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Seat policy not saved', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Please check the fields.')).toBeTruthy();
    expect(screen.getByText('Too many people on one waitlist.')).toBeTruthy();
    expect(sent).toEqual([{ ...AUTO, waitlistMax: 40 }]);
  });
});
