import { DEFAULT_SEAT_POLICY, type SeatPolicyDto, type SeatPolicyViewDto } from '@kinetic/domain';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers, queryClient } from '../../../app/providers';
import { loadedToasts } from '../../../components/toasts/toasts';
import { changeLanguage, loadNamespaces, startI18n } from '../../../lib/i18n';
import { fakeApi } from '../../../test/fake-api';
import { TEST_BRAND } from '../../../test/test-brand';
import { SeatPolicyForm } from './SeatPolicyForm';

/**
 * A partner's seat policy form (docs/adr/0038, 0039, 0040): the claim window and cut-off show only when
 * seats are offered, the strike rule's numbers only when its pause is on, the fees' delay only when a fee
 * is charged (in credits, or in the partner's money typed in major units and sent in minor units), a value
 * outside the domain's bounds is named before anything is sent, and Save sends the policy. Self check-in
 * ("I'm here") asks its minutes only when switched on, and is sent as null when off. What those not
 * checked in count as when the roll closes is chosen there too.
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

/** The policy as the API answers it: with the partner's currency. */
const view = (policy: SeatPolicyDto, currencyCode = 'KWD'): SeatPolicyViewDto => ({
  ...policy,
  currencyCode,
});

async function renderForm(policy: SeatPolicyDto) {
  api.answers['GET /manage/seat-policy'] = [200, view(policy)];
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
const pauseSwitch = () => screen.getByRole('switch', { name: 'Pause bookings after repeated no-shows' });
const strikeFields = () =>
  [/^Strikes before a pause/, /^Counted over \(days\)/, /^Pause length \(days\)/].map((name) =>
    screen.queryByRole('textbox', { name }),
  );
const feeField = (name: RegExp) => screen.queryByRole('textbox', { name }) as HTMLInputElement | null;
const delayField = () => feeField(/^Take the fee after \(hours\)/);
const feeSummary = () => screen.queryByTestId('fee-summary')?.textContent;
const selfCheckInSwitch = () =>
  screen.getByRole('switch', { name: 'Let customers check themselves in at the venue' }) as HTMLInputElement;
const selfCheckInMinutes = () =>
  screen.queryByRole('textbox', {
    name: /^From how many minutes before the start/,
  }) as HTMLInputElement | null;
const lateCancelBox = () =>
  screen.getByRole('checkbox', {
    name: 'A cancel too late for a refund counts as a strike',
  }) as HTMLInputElement;

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
  afterEach(async () => {
    cleanup();
    // The toasts outlive a render, as they outlive a page.
    loadedToasts()?.notifications.clean();
    queryClient.clear();
    api.reset();
    sent.length = 0;
    await changeLanguage('en');
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
    api.answers['PUT /manage/seat-policy'] = [200, view(saved)];
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

  it('hides the strike numbers while the pause is off, and sends no strike limit', async () => {
    await renderForm(AUTO);
    expect(screen.getByRole('heading', { name: 'No-shows and late cancels' })).toBeTruthy();
    expect(
      screen.getByText("Strikes show on each customer's page, where you can waive one with a reason."),
    ).toBeTruthy();
    expect((pauseSwitch() as HTMLInputElement).checked).toBe(false);
    expect(strikeFields()).toEqual([null, null, null]);
    // Strikes are recorded with the pause off too, so what counts as one is always shown.
    expect(lateCancelBox().checked).toBe(true);

    api.answers['PUT /manage/seat-policy'] = [200, view({ ...AUTO, lateCancelStrikes: false })];
    await press(lateCancelBox());
    await press(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Seat policy saved', {}, { timeout: 5000 })).toBeTruthy();
    expect(sent).toEqual([{ ...AUTO, strikeLimit: null, lateCancelStrikes: false }]);
  });

  it('turned on, reads the rule back and sends its numbers', async () => {
    await renderForm(AUTO);
    await press(pauseSwitch());
    const [limit, windowDays, pauseDays] = strikeFields() as HTMLInputElement[];
    expect([limit?.value, windowDays?.value, pauseDays?.value]).toEqual(['3', '30', '7']);
    expect(
      screen.getByText('3 no-shows or late cancels within 30 days pause new bookings for 7 days.'),
    ).toBeTruthy();

    await type(/^Strikes before a pause/, '1');
    await type(/^Pause length \(days\)/, '1');
    expect(
      screen.getByText('1 no-show or late cancel within 30 days pauses new bookings for 1 day.'),
    ).toBeTruthy();
    await press(lateCancelBox());
    expect(screen.getByText('1 no-show within 30 days pauses new bookings for 1 day.')).toBeTruthy();
    await press(lateCancelBox());

    await type(/^Strikes before a pause/, '4');
    await type(/^Counted over \(days\)/, '60');
    await type(/^Pause length \(days\)/, '14');
    const saved: SeatPolicyDto = { ...AUTO, strikeLimit: 4, strikeWindowDays: 60, strikePauseDays: 14 };
    api.answers['PUT /manage/seat-policy'] = [200, view(saved)];
    await press(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Seat policy saved', {}, { timeout: 5000 })).toBeTruthy();
    expect(sent).toEqual([saved]);
    expect(
      screen.getByText('4 no-shows or late cancels within 60 days pause new bookings for 14 days.'),
    ).toBeTruthy();
  });

  it('names a strike number outside the bounds, reads no rule from it, and sends nothing', async () => {
    await renderForm({ ...AUTO, strikeLimit: 3 });
    await type(/^Strikes before a pause/, '25');
    await type(/^Counted over \(days\)/, '0');
    expect(screen.queryByText(/pause new bookings/)).toBeNull();
    await press(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Enter a whole number from 1 to 20.')).toBeTruthy();
    expect(screen.getByText('Enter whole days from 1 to 365.')).toBeTruthy();
    const [limit, windowDays] = strikeFields();
    expect(limit?.getAttribute('aria-invalid')).toBe('true');
    expect(windowDays?.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(limit);
    expect(api.calls).not.toContain('PUT /manage/seat-policy');

    // Switched off, the wrong numbers are neither shown nor sent.
    api.answers['PUT /manage/seat-policy'] = [200, view(AUTO)];
    await press(pauseSwitch());
    expect(strikeFields()).toEqual([null, null, null]);
    await press(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Seat policy saved', {}, { timeout: 5000 })).toBeTruthy();
    expect(sent).toEqual([AUTO]);
  });

  it("shows the server's words on a strike field it refused", async () => {
    await renderForm({ ...AUTO, strikeLimit: 3 });
    api.answers['PUT /manage/seat-policy'] = [
      400,
      'Please check the fields.',
      undefined,
      { fields: { strikePauseDays: 'Pauses longer than 90 days are not allowed here.' } },
    ];
    await type(/^Pause length \(days\)/, '120');
    await press(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Pauses longer than 90 days are not allowed here.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    const [, , pauseDays] = strikeFields();
    expect(pauseDays?.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(pauseDays);
    expect(sent).toEqual([{ ...AUTO, strikeLimit: 3, strikePauseDays: 120 }]);
  });

  it('reads the rule back in Arabic, with its plural forms', async () => {
    await changeLanguage('ar');
    await loadNamespaces(['waitlistOffers']);
    api.answers['GET /manage/seat-policy'] = [200, view({ ...AUTO, strikeLimit: 3 })];
    render(
      <Providers brand={TEST_BRAND}>
        <MemoryRouter>
          <SeatPolicyForm />
        </MemoryRouter>
      </Providers>,
    );
    const limit = await screen.findByRole('textbox', { name: /^عدد المخالفات قبل الإيقاف/ });
    expect(
      screen.getByText('٣ حالات غياب أو إلغاء متأخر خلال ٣٠ يومًا توقف الحجوزات الجديدة لمدة ٧ أيام.'),
    ).toBeTruthy();
    await act(() => {
      fireEvent.change(limit, { target: { value: '2' } });
    });
    await act(() => {
      fireEvent.change(screen.getByRole('textbox', { name: /^مدة الإيقاف/ }), { target: { value: '2' } });
    });
    expect(
      screen.getByText('حالتا غياب أو إلغاء متأخر خلال ٣٠ يومًا توقفان الحجوزات الجديدة لمدة يومين.'),
    ).toBeTruthy();
    await act(() => {
      fireEvent.change(limit, { target: { value: '11' } });
    });
    await act(() => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'الإلغاء بعد فوات موعد الاسترداد يُحتسب مخالفة' }));
    });
    expect(screen.getByText('١١ حالة غياب خلال ٣٠ يومًا توقف الحجوزات الجديدة لمدة يومين.')).toBeTruthy();
  });

  it('charges fees in credits: the delay and the rule read back show once a fee is set', async () => {
    await renderForm(AUTO);
    expect(screen.getByRole('heading', { name: 'Late-cancel and no-show fees' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Credits' }) as HTMLInputElement).checked).toBe(true);
    expect(feeField(/^Late-cancel fee \(credits\)/)?.value).toBe('0');
    expect(feeField(/^No-show fee \(credits\)/)?.value).toBe('0');
    // No fee: nothing is taken, so when is not asked.
    expect(delayField()).toBeNull();
    expect(feeSummary()).toBeUndefined();

    await type(/^Late-cancel fee \(credits\)/, '2');
    expect(delayField()?.value).toBe('24');
    expect(feeSummary()).toBe(
      'A cancel less than 6 hours before the start costs 2 credits. Fees are taken 24 hours later, unless you waive them.',
    );
    await type(/^No-show fee \(credits\)/, '1');
    await type(/^Take the fee after \(hours\)/, '1');
    expect(feeSummary()).toBe(
      'A cancel less than 6 hours before the start costs 2 credits; a no-show costs 1 credit. Fees are taken 1 hour later, unless you waive them.',
    );

    const saved: SeatPolicyDto = { ...AUTO, lateCancelFee: 2, noShowFee: 1, feeDelayHours: 1 };
    api.answers['PUT /manage/seat-policy'] = [200, view(saved)];
    await press(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Seat policy saved', {}, { timeout: 5000 })).toBeTruthy();
    expect(sent).toEqual([saved]);
  });

  it("charges money in the partner's currency, typed in major units and sent in minor units", async () => {
    await renderForm(AUTO);
    await press(screen.getByRole('radio', { name: 'Money (KWD)' }));
    expect(feeField(/^Late-cancel fee \(credits\)/)).toBeNull();
    await type(/^Late-cancel fee \(KWD\)/, '1.5');
    await type(/^No-show fee \(KWD\)/, '3');
    expect(feeSummary()).toBe(
      'A cancel less than 6 hours before the start costs 1.500 KWD; a no-show costs 3.000 KWD. Fees are taken 24 hours later, unless you waive them.',
    );
    await type(/^Take the fee after \(hours\)/, '0');
    expect(feeSummary()).toBe(
      'A cancel less than 6 hours before the start costs 1.500 KWD; a no-show costs 3.000 KWD. Fees are taken at once; waiving one later gives it back.',
    );

    const saved: SeatPolicyDto = {
      ...AUTO,
      feeUnit: 'MONEY',
      lateCancelFee: 1500,
      noShowFee: 3000,
      feeDelayHours: 0,
    };
    api.answers['PUT /manage/seat-policy'] = [200, view(saved)];
    await press(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Seat policy saved', {}, { timeout: 5000 })).toBeTruthy();
    expect(sent).toEqual([saved]);
    expect(feeField(/^Late-cancel fee \(KWD\)/)?.value).toBe('1.500');
  });

  it('loads fees in money in their currency, and a switch of unit does not carry an amount across', async () => {
    api.answers['GET /manage/seat-policy'] = [
      200,
      view({ ...AUTO, feeUnit: 'MONEY', lateCancelFee: 1500, noShowFee: 0, feeDelayHours: 12 }, 'BHD'),
    ];
    render(
      <Providers brand={TEST_BRAND}>
        <MemoryRouter>
          <SeatPolicyForm />
        </MemoryRouter>
      </Providers>,
    );
    expect(((await screen.findByRole('radio', { name: 'Money (BHD)' })) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(feeField(/^Late-cancel fee \(BHD\)/)?.value).toBe('1.500');
    expect(feeSummary()).toBe(
      'A cancel less than 6 hours before the start costs 1.500 BHD. Fees are taken 12 hours later, unless you waive them.',
    );
    // 1.500 dinars are not 1.5 credits: the credit fees start empty, and come back as saved.
    await press(screen.getByRole('radio', { name: 'Credits' }));
    expect(feeField(/^Late-cancel fee \(credits\)/)?.value).toBe('');
    expect(feeSummary()).toBeUndefined();
    await press(screen.getByRole('radio', { name: 'Money (BHD)' }));
    expect(feeField(/^Late-cancel fee \(BHD\)/)?.value).toBe('1.500');
  });

  it('names a fee outside its bounds, and sends nothing', async () => {
    await renderForm(AUTO);
    await type(/^Late-cancel fee \(credits\)/, '150');
    await type(/^Take the fee after \(hours\)/, '80');
    await press(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter whole credits from 0 to 100.')).toBeTruthy();
    expect(screen.getByText('Enter whole hours from 0 to 72.')).toBeTruthy();
    expect(document.activeElement).toBe(feeField(/^Late-cancel fee \(credits\)/));

    await press(screen.getByRole('radio', { name: 'Money (KWD)' }));
    expect(screen.queryByText('Enter whole credits from 0 to 100.')).toBeNull();
    await type(/^No-show fee \(KWD\)/, '1500');
    await type(/^Take the fee after \(hours\)/, '24');
    await press(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an amount from 0.000 KWD to 1,000.000 KWD.')).toBeTruthy();
    expect(api.calls).not.toContain('PUT /manage/seat-policy');
  });

  it('reads the fee rule back in Arabic', async () => {
    await changeLanguage('ar');
    await loadNamespaces(['waitlistOffers']);
    api.answers['GET /manage/seat-policy'] = [
      200,
      view({ ...AUTO, feeUnit: 'MONEY', lateCancelFee: 1500, noShowFee: 3000, feeDelayHours: 2 }),
    ];
    render(
      <Providers brand={TEST_BRAND}>
        <MemoryRouter>
          <SeatPolicyForm />
        </MemoryRouter>
      </Providers>,
    );
    expect(await screen.findByRole('heading', { name: 'رسوم الإلغاء المتأخر والغياب' })).toBeTruthy();
    expect(feeSummary()).toBe(
      'الإلغاء قبل البدء بأقل من ٦ ساعات يكلّف ١٫٥٠٠ دينار كويتي، والغياب يكلّف ٣٫٠٠٠ دينار كويتي. تُحصَّل الرسوم بعد ساعتين، ما لم تُعفِ العميل منها.',
    );
  });

  it('counts those not checked in as attended when the partner chooses it, and saves that', async () => {
    await renderForm(AUTO);
    const group = screen.getByRole('radiogroup', {
      name: 'When the roll closes, those not checked in count as',
    });
    const absent = within(group).getByRole('radio', { name: 'Absent (a no-show)' }) as HTMLInputElement;
    const attended = within(group).getByRole('radio', { name: 'Attended' }) as HTMLInputElement;
    expect(absent.checked).toBe(true);
    expect(attended.checked).toBe(false);
    expect(
      screen.getByText('With “Attended”, nobody needs checking in: your staff mark only who did not come.'),
    ).toBeTruthy();

    await press(attended);
    expect(attended.checked).toBe(true);
    const saved: SeatPolicyDto = { ...AUTO, rollDefault: 'ATTENDED' };
    api.answers['PUT /manage/seat-policy'] = [200, view(saved)];
    await press(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Seat policy saved', {}, { timeout: 5000 })).toBeTruthy();
    expect(sent).toEqual([saved]);
    expect((screen.getByRole('radio', { name: 'Attended' }) as HTMLInputElement).checked).toBe(true);
  });

  it('loads attended as chosen, and says the choice in Arabic', async () => {
    await changeLanguage('ar');
    await loadNamespaces(['waitlistOffers']);
    api.answers['GET /manage/seat-policy'] = [200, view({ ...AUTO, rollDefault: 'ATTENDED' })];
    render(
      <Providers brand={TEST_BRAND}>
        <MemoryRouter>
          <SeatPolicyForm />
        </MemoryRouter>
      </Providers>,
    );
    const group = await screen.findByRole('radiogroup', {
      name: 'عند إغلاق كشف الحضور، يُحتسب من لم يسجّل حضوره',
    });
    expect((within(group).getByRole('radio', { name: 'حاضرًا' }) as HTMLInputElement).checked).toBe(true);
    expect((within(group).getByRole('radio', { name: 'غائبًا (غياب)' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('lets customers check themselves in from the minutes the partner sets, within 300 m', async () => {
    await renderForm(AUTO);
    expect(screen.getByRole('heading', { name: 'Self check-in' })).toBeTruthy();
    expect(selfCheckInSwitch().checked).toBe(false);
    expect(selfCheckInMinutes()).toBeNull();

    await press(selfCheckInSwitch());
    expect(selfCheckInMinutes()?.value).toBe('30');
    expect(
      screen.getByText(
        '5 to 120 minutes. It works within 300 m of the branch or venue, until the class ends.',
      ),
    ).toBeTruthy();
    await type(/^From how many minutes before the start/, '20');

    const saved: SeatPolicyDto = { ...AUTO, selfCheckInMinutes: 20 };
    api.answers['PUT /manage/seat-policy'] = [200, view(saved)];
    await press(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Seat policy saved', {}, { timeout: 5000 })).toBeTruthy();
    expect(sent).toEqual([saved]);
    expect(selfCheckInMinutes()?.value).toBe('20');
  });

  it('names self check-in minutes outside 5 to 120, and switched off sends it off', async () => {
    await renderForm({ ...AUTO, selfCheckInMinutes: 45 });
    expect(selfCheckInSwitch().checked).toBe(true);
    expect(selfCheckInMinutes()?.value).toBe('45');
    await type(/^From how many minutes before the start/, '200');
    await press(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter whole minutes from 5 to 120.')).toBeTruthy();
    expect(selfCheckInMinutes()?.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(selfCheckInMinutes());
    expect(api.calls).not.toContain('PUT /manage/seat-policy');

    api.answers['PUT /manage/seat-policy'] = [200, view(AUTO)];
    await press(selfCheckInSwitch());
    expect(selfCheckInMinutes()).toBeNull();
    expect(screen.queryByText('Enter whole minutes from 5 to 120.')).toBeNull();
    await press(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Seat policy saved', {}, { timeout: 5000 })).toBeTruthy();
    expect(sent).toEqual([{ ...AUTO, selfCheckInMinutes: null }]);
  });

  it('says self check-in in Arabic', async () => {
    await changeLanguage('ar');
    await loadNamespaces(['waitlistOffers']);
    api.answers['GET /manage/seat-policy'] = [200, view({ ...AUTO, selfCheckInMinutes: 15 })];
    render(
      <Providers brand={TEST_BRAND}>
        <MemoryRouter>
          <SeatPolicyForm />
        </MemoryRouter>
      </Providers>,
    );
    expect(await screen.findByRole('heading', { name: 'تسجيل الحضور الذاتي' })).toBeTruthy();
    expect(
      (
        screen.getByRole('switch', {
          name: 'اسمح للعملاء بتسجيل حضورهم بأنفسهم في مكان الحصة',
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
    expect(
      screen.getByText('من ٥ إلى ١٢٠ دقيقة. يعمل ضمن ٣٠٠ متر من الفرع أو مكان الحصة، وحتى نهاية الحصة.'),
    ).toBeTruthy();
  });
});
