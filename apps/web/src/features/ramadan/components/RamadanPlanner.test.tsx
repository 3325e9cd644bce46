import type { BranchTimingDto, RamadanHoursDto, RamadanPlanDto } from '@kinetic/domain';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers, queryClient } from '../../../app/providers';
import { loadedToasts } from '../../../components/toasts/toasts';
import { changeLanguage, loadNamespaces, startI18n } from '../../../lib/i18n';
import { fakeApi } from '../../../test/fake-api';
import { TEST_BRAND } from '../../../test/test-brand';
import { RamadanPlanner } from './RamadanPlanner';

/**
 * The gym's Ramadan page (docs/adr/0048): the branch's hours start from the suggested windows and are
 * saved as set; timings are chosen with a new start, previewed (a table with refusals), and applied
 * after a confirmation; a refused plan cannot be applied. In Arabic too, with the Hijri year.
 */
const api = fakeApi();
const sent: { key: string; body: unknown }[] = [];

const HOURS: RamadanHoursDto = {
  branchId: 7,
  hijriYear: 1448,
  from: '2027-02-08',
  to: '2027-03-08',
  windows: [],
};
const TIMINGS: BranchTimingDto[] = [
  {
    timingId: 11,
    classId: 3,
    title: 'Night Flow',
    days: [0, 2],
    startTime: '07:00',
    endTime: '08:00',
    fromDate: '2027-01-01',
    toDate: '2027-04-30',
    ramadan: false,
  },
  {
    timingId: 12,
    classId: 3,
    title: 'Already moved',
    days: [0],
    startTime: '21:00',
    endTime: '22:00',
    fromDate: '2027-02-08',
    toDate: '2027-03-08',
    ramadan: true,
  },
];
const plan = (refusal: RamadanPlanDto['items'][number]['refusal'], applied = false): RamadanPlanDto => ({
  hijriYear: 1448,
  mode: 'MOVE',
  from: '2027-02-08',
  to: '2027-03-08',
  windows: [{ from: '21:00', to: '02:00' }],
  applied,
  items: [
    {
      timingId: 11,
      classId: 3,
      title: 'Night Flow',
      days: [0, 2],
      oldStart: '07:00',
      oldEnd: '08:00',
      newStart: '21:30',
      newEnd: '22:30',
      from: '2027-02-08',
      to: '2027-03-08',
      sessionsMoved: 3,
      sessions: 9,
      customers: 2,
      refusal,
    },
  ],
});

async function renderPage() {
  api.answers['GET /manage/profile'] = [200, { branches: [{ id: 7, name: 'Salmiya' }] }];
  api.answers['GET /manage/branches/7/ramadan-hours'] = [200, HOURS];
  api.answers['GET /manage/branches/7/timings'] = [200, TIMINGS];
  render(
    <Providers brand={TEST_BRAND}>
      <MemoryRouter>
        <Suspense fallback={null}>
          <RamadanPlanner />
        </Suspense>
      </MemoryRouter>
    </Providers>,
  );
  await screen.findByTestId('ramadan-dates');
  await screen.findAllByTestId('ramadan-timing');
}

const press = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

describe("the gym's Ramadan page", () => {
  beforeAll(async () => {
    await startI18n();
    await loadNamespaces(['ramadan']);
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.body)
          sent.push({ key: `${init.method} ${String(input)}`, body: JSON.parse(String(init.body)) });
        return api.fetch(input, init);
      }),
    );
  });
  afterEach(async () => {
    cleanup();
    loadedToasts()?.notifications.clean();
    queryClient.clear();
    api.reset();
    sent.length = 0;
    await changeLanguage('en');
  });
  afterAll(() => vi.unstubAllGlobals());

  it('saves the suggested Ramadan hours, past midnight too', async () => {
    await renderPage();
    expect(screen.getByTestId('ramadan-dates').textContent).toContain('Ramadan 1448');
    expect(screen.getByText('Not saved yet: these are suggested hours.')).toBeTruthy();
    api.answers['PUT /manage/branches/7/ramadan-hours'] = [200, { ...HOURS, windows: [] }];
    await press(screen.getByRole('button', { name: 'Save Ramadan hours' }));
    expect(sent.at(-1)?.body).toEqual({
      windows: [
        { from: '14:00', to: '17:00' },
        { from: '21:00', to: '02:00' },
      ],
    });
  });

  it('previews the move of a chosen timing, and applies it after a confirmation', async () => {
    await renderPage();
    // A timing made for Ramadan is not offered again.
    expect(screen.queryByText('Already moved')).toBeNull();
    const apply = () => screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    expect(apply().disabled).toBe(true);
    await press(screen.getByRole('checkbox', { name: 'Night Flow' }));
    await act(async () => {
      fireEvent.change(screen.getByLabelText('New start of Night Flow'), {
        target: { value: '21:30' },
      });
    });
    api.answers['POST /manage/branches/7/ramadan-plan/preview'] = [200, plan(null)];
    await press(screen.getByRole('button', { name: 'Preview' }));
    const table = await screen.findByTestId('ramadan-plan');
    expect(within(table).getByText('09:30 PM – 10:30 PM')).toBeTruthy();
    expect(within(table).getByText('3 moved of 9')).toBeTruthy();
    expect(sent.at(-1)?.body).toEqual({ mode: 'MOVE', items: [{ timingId: 11, startTime: '21:30' }] });

    api.answers['POST /manage/branches/7/ramadan-plan/apply'] = [200, plan(null, true)];
    await press(apply());
    const dialog = await screen.findByRole('dialog', { name: 'Apply the Ramadan plan?' });
    await press(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Ramadan plan applied')).toBeTruthy();
    expect(screen.getByText('1 classes moved: 9 Ramadan sessions, 2 booked customers told.')).toBeTruthy();
  });

  it('shows why a timing may not move, and keeps Apply off', async () => {
    await renderPage();
    await press(screen.getByRole('checkbox', { name: 'Night Flow' }));
    await act(async () => {
      fireEvent.change(screen.getByLabelText('New start of Night Flow'), {
        target: { value: '18:00' },
      });
    });
    const refusal = {
      code: 'OUTSIDE_HOURS' as const,
      message: "The new time is outside the branch's Ramadan hours (21:00–02:00).",
    };
    api.answers['POST /manage/branches/7/ramadan-plan/preview'] = [200, plan(refusal)];
    await press(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(refusal.message)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('reads in Arabic, with Ramadan dates in the Hijri calendar beside the Gregorian', async () => {
    await changeLanguage('ar');
    await loadNamespaces(['ramadan']);
    await renderPage();
    const dates = screen.getByTestId('ramadan-dates').textContent ?? '';
    expect(dates).toContain('رمضان ١٤٤٨');
    expect(dates).toContain('١ رمضان ١٤٤٨');
    expect(screen.getByRole('button', { name: 'احفظ أوقات رمضان' })).toBeTruthy();
  });
});
