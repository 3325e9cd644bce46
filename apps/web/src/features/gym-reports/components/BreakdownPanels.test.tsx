import type { BookingsReport } from '@kinetic/domain';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { formatTime } from '../../../lib/format';
import { changeLanguage, loadNamespaces, setWesternDigits, startI18n } from '../../../lib/i18n';
import { fakeApi } from '../../../test/fake-api';
import { TEST_BRAND } from '../../../test/test-brand';
import { BreakdownPanels } from './BreakdownPanels';

/**
 * The gym's charts in Arabic read in one digit system (the reader's) and a 12-hour clock,
 * like the rest of the app: axis ticks, tooltip and table alike.
 */
const api = fakeApi();
const report: BookingsReport = {
  byClass: [],
  byHour: [
    { hour: 7, bookings: 3 },
    { hour: 18, bookings: 12 },
  ],
};
const WESTERN = /[0-9]/;
const ARABIC_INDIC = /[٠-٩]/;

async function hourPanel() {
  render(
    <Providers brand={TEST_BRAND}>
      <MemoryRouter>
        <BreakdownPanels range={{ fromDate: '2026-03-01', toDate: '2026-03-31' }} />
      </MemoryRouter>
    </Providers>,
  );
  const panel = await screen.findByRole('region', {
    name: /^(Bookings by hour of day|الحجوزات حسب ساعة اليوم)$/,
  });
  await within(panel).findAllByRole('row');
  // The chart draws once its container has a size.
  await vi.waitFor(() => expect(panel.querySelector('.recharts-cartesian-axis-tick-value')).not.toBeNull());
  const texts = (selector: string) => [...panel.querySelectorAll(selector)].map((e) => e.textContent ?? '');
  return {
    panel,
    ticks: texts('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value'),
    valueTicks: texts('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value'),
    hourCells: texts('tbody tr td:first-child'),
  };
}

describe('the bookings-by-hour chart', () => {
  beforeAll(async () => {
    await startI18n();
    await loadNamespaces(['gymReports', 'gymAdmin']);
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    // happy-dom lays nothing out: the chart gets a size, and a tick's text a small one (recharts
    // measures it in a span) so the ticks do not hide each other.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const size = this.tagName === 'SPAN' ? { width: 20, height: 10 } : { width: 600, height: 180 };
      return { ...size, left: 0, top: 0, x: 0, y: 0 } as DOMRect;
    });
  });
  afterEach(() => {
    cleanup();
    api.reset();
    setWesternDigits(false);
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await changeLanguage('en');
  });

  it('reads in Arabic-Indic digits and a 12-hour clock in Arabic', async () => {
    await changeLanguage('ar');
    api.answers['GET /manage/reports/bookings'] = [200, report];
    const { panel, ticks, valueTicks, hourCells } = await hourPanel();
    expect(hourCells).toEqual(['٠٧:٠٠ ص', '٠٦:٠٠ م']);
    expect(ticks.length).toBeGreaterThan(0);
    expect(valueTicks.length).toBeGreaterThan(0);
    for (const tick of [...ticks, ...valueTicks]) {
      expect(tick).toMatch(ARABIC_INDIC);
      expect(tick).not.toMatch(WESTERN);
    }
    for (const tick of ticks) expect(hourCells).toContain(tick);

    // The tooltip of a bar names its hour and count the same way.
    const surface = panel.querySelector('.recharts-wrapper')!;
    await act(async () => {
      fireEvent.mouseMove(surface, { clientX: 450, clientY: 90 });
    });
    const tooltip = await vi.waitFor(() => {
      const shown = panel.querySelector('.recharts-tooltip-wrapper')?.textContent ?? '';
      expect(shown).toContain('٠٦:٠٠ م');
      return shown;
    });
    expect(tooltip).toContain('١٢');
    expect(tooltip).not.toMatch(WESTERN);
  });

  it('keeps Western digits, still 12-hour, for a reader who chose them', async () => {
    await changeLanguage('ar');
    setWesternDigits(true);
    api.answers['GET /manage/reports/bookings'] = [200, report];
    const { ticks, valueTicks, hourCells } = await hourPanel();
    expect(hourCells).toEqual([formatTime('07:00'), formatTime('18:00')]);
    expect(hourCells[0]).toBe('07:00 ص');
    for (const tick of [...ticks, ...valueTicks]) expect(tick).not.toMatch(ARABIC_INDIC);
    for (const tick of ticks) expect(hourCells).toContain(tick);
  });

  it('shows 12-hour times in English', async () => {
    await changeLanguage('en');
    api.answers['GET /manage/reports/bookings'] = [200, report];
    const { hourCells } = await hourPanel();
    expect(hourCells).toEqual(['07:00 AM', '06:00 PM']);
  });
});
