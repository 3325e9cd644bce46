import { addDays, type BookingItemDto, mondayOf, type ScheduleDto, zonedParts } from '@kinetic/domain';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers, queryClient } from '../../../app/providers';
import { loadNamespaces, startI18n } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { fakeApi } from '../../../test/fake-api';
import { stubFontFaceSet } from '../../../test/font-face-set';
import { TEST_BRAND } from '../../../test/test-brand';
import { testClassItem } from '../../../test/test-class';
import { testUser } from '../../../test/test-user';
import { WeekSchedule } from './WeekSchedule';

/**
 * The schedule's week: Monday to Sunday, one tab per day with its count of classes; it
 * opens on today, else on the week's first day with a class; Previous and Next move a week.
 */
const api = fakeApi();
const ZONE = 'Asia/Kuwait';
const today = zonedParts(new Date(), ZONE).date;

function booked(date: string, title: string, bookingId: number): BookingItemDto {
  const startsAt = `${date}T15:00:00.000Z`;
  return {
    ...testClassItem({ classSessionId: bookingId, title, classDate: date, startsAt }),
    booking: {
      bookingId,
      status: 'BOOKED',
      kidId: null,
      kidName: null,
      creditsSpent: 1,
      bookedAt: '2026-01-01T10:00:00.000Z',
      checkedInAt: null,
      selfCheckInMinutes: null,
    },
  };
}

function week(monday: string, items: BookingItemDto[]): ScheduleDto {
  const days = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
  return {
    fromDate: monday,
    toDate: days[6]!,
    days: days.map((date) => ({
      date,
      dayName: date,
      items: items.filter((item) => item.classDate === date),
    })),
  };
}

/** Where the week's buttons lead: the route's date, as the page would read it. */
function WeekAt() {
  const { ts } = useParams();
  return (
    <>
      <output data-testid="route-date">{ts ?? 'current'}</output>
      <WeekSchedule ts={ts} />
    </>
  );
}

function showSchedule(path = '/userschedule') {
  render(
    <Providers brand={TEST_BRAND}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/userschedule" element={<WeekAt />} />
          <Route path="/userschedule/:ts" element={<WeekAt />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

const tabs = () => screen.getAllByRole('tab');
const selectedTab = () => tabs().find((tab) => tab.getAttribute('aria-selected') === 'true');

describe('the schedule’s week', () => {
  beforeAll(async () => {
    stubFontFaceSet();
    await startI18n();
    await loadNamespaces(['schedule', 'classes', 'booking']);
    vi.stubGlobal('fetch', vi.fn(api.fetch));
  });
  afterEach(() => {
    cleanup();
    session.clear();
    api.reset();
    queryClient.clear();
  });
  afterAll(() => vi.unstubAllGlobals());

  it('shows Monday to Sunday with each day’s count, opened on today with today’s classes', async () => {
    session.update(testUser());
    const monday = mondayOf(today);
    api.answers['GET /bookings/schedule'] = [
      200,
      week(monday, [booked(today, 'Morning Yoga', 1), booked(today, 'Spin Express', 2)]),
    ];
    showSchedule();
    await screen.findAllByRole('tab');
    expect(tabs().map((tab) => tab.getAttribute('data-date'))).toEqual(
      Array.from({ length: 7 }, (_, index) => addDays(monday, index)),
    );
    expect(selectedTab()?.getAttribute('data-date')).toBe(today);
    expect(selectedTab()?.textContent).toContain('today, 2 classes');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Morning Yoga')).toBeTruthy();
    expect(within(panel).getByText('Spin Express')).toBeTruthy();
    // This week needs no way back to this week.
    expect(screen.queryByRole('link', { name: 'This week' })).toBeNull();
  });

  it('opens another week on its first day with a class, and an empty day offers to find one', async () => {
    session.update(testUser());
    const nextMonday = addDays(mondayOf(today), 7);
    const wednesday = addDays(nextMonday, 2);
    api.answers['GET /bookings/schedule'] = [200, week(nextMonday, [booked(wednesday, 'Boxing Basics', 3)])];
    showSchedule(`/userschedule/${nextMonday}`);
    await screen.findAllByRole('tab');
    expect(selectedTab()?.getAttribute('data-date')).toBe(wednesday);
    expect(within(screen.getByRole('tabpanel')).getByText('Boxing Basics')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'This week' }).getAttribute('href')).toBe('/userschedule');

    await act(async () => {
      fireEvent.click(tabs()[0]!);
    });
    const empty = screen.getByRole('tabpanel');
    expect(within(empty).getByText('No classes on this day')).toBeTruthy();
    expect(within(empty).getByRole('link', { name: 'Find a class' }).getAttribute('href')).toBe('/classes');
  });

  it('moves a week back and forth from the week shown', async () => {
    session.update(testUser());
    const monday = mondayOf(today);
    api.answers['GET /bookings/schedule'] = [200, week(monday, [])];
    showSchedule();
    await screen.findAllByRole('tab');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    });
    expect(screen.getByTestId('route-date').textContent).toBe(addDays(monday, 7));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    });
    // The fake answers the same week again, so Previous goes a week before it.
    expect(screen.getByTestId('route-date').textContent).toBe(addDays(monday, -7));
  });
});
