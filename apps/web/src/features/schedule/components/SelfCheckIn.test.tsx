import type { BookingItemDto, Page } from '@kinetic/domain';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers, queryClient } from '../../../app/providers';
import { loadedToasts } from '../../../components/toasts/toasts';
import { changeLanguage, loadNamespaces, startI18n } from '../../../lib/i18n';
import { fakeApi } from '../../../test/fake-api';
import { stubFontFaceSet } from '../../../test/font-face-set';
import { TEST_BRAND } from '../../../test/test-brand';
import { testClassItem } from '../../../test/test-class';
import { BookingList } from './BookingList';

/**
 * "I'm here" on the member's upcoming bookings: offered only inside the partner's self check-in window
 * for a class at a place, it sends where the browser says the member stands, then shows when they were
 * checked in; the API's refusal and a refused location are said in plain words. The code to show at the
 * door stays.
 */
const api = fakeApi();
const UPCOMING = 'GET /bookings/upcoming';
const MINUTE = 60_000;
/** The bodies sent, in order. */
const sent: unknown[] = [];

const BRANCH = {
  gymId: 1,
  branchId: 2,
  gymName: 'Pulse Gym',
  branchName: 'Salmiya',
  localityName: 'Salmiya',
  address: 'Salem Al Mubarak St',
  latitude: 29.3339,
  longitude: 48.0725,
  studioInstruction: null,
  mediaThumbNailUrl: null,
  womenOnly: false,
};

/** A booking of a class at the gym's branch starting in `startsIn` minutes, for an hour. */
function booked(
  bookingId: number,
  title: string,
  startsIn: number,
  booking: Partial<BookingItemDto['booking']> = {},
  item: Partial<BookingItemDto> = {},
): BookingItemDto {
  const startsAt = new Date(Date.now() + startsIn * MINUTE);
  return {
    ...testClassItem({
      classSessionId: bookingId,
      title,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 60 * MINUTE).toISOString(),
      classDate: startsAt.toISOString().slice(0, 10),
      timeZone: 'Asia/Kuwait',
      gymBranchDetail: BRANCH,
      ...item,
    }),
    booking: {
      bookingId,
      status: 'BOOKED',
      kidId: null,
      kidName: null,
      creditsSpent: 1,
      bookedAt: '2026-01-01T10:00:00.000Z',
      checkedInAt: null,
      selfCheckInMinutes: 30,
      ...booking,
    },
  };
}

const page = (items: BookingItemDto[]): Page<BookingItemDto> => ({
  items,
  page: 0,
  size: 10,
  total: items.length,
});

/** 17:52 in Kuwait. */
const CHECKED_IN_AT = '2026-12-06T14:52:00.000Z';

type Located = { coords: { latitude: number; longitude: number } };
type Failed = { code: number };
/** The browser's answer to the next position asked for, and the options it was asked with. */
const geolocation = {
  answer: (onOk: (position: Located) => void, _onError: (error: Failed) => void) =>
    onOk({ coords: { latitude: 29.334, longitude: 48.0726 } }),
  options: [] as PositionOptions[],
};

async function showUpcoming(items: BookingItemDto[]) {
  api.answers[UPCOMING] = [200, page(items)];
  render(
    <Providers brand={TEST_BRAND}>
      <MemoryRouter>
        <BookingList kind="upcoming" />
      </MemoryRouter>
    </Providers>,
  );
  await screen.findAllByTestId('class-row');
}

const rowOf = (title: string) =>
  screen.getAllByTestId('class-row').find((row) => within(row).queryByText(title)) as HTMLElement;
const hereButton = (title: string) =>
  screen.queryByRole('button', { name: `I'm here: check in to ${title}` });
const press = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

describe("'I'm here' on upcoming bookings", () => {
  beforeAll(async () => {
    stubFontFaceSet();
    await startI18n();
    await loadNamespaces(['schedule', 'classes', 'booking']);
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.body) sent.push(JSON.parse(String(init.body)));
        return api.fetch(input, init);
      }),
    );
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (
          onOk: (position: Located) => void,
          onError: (error: Failed) => void,
          options: PositionOptions,
        ) => {
          geolocation.options.push(options);
          geolocation.answer(onOk, onError);
        },
      },
    });
  });
  afterEach(async () => {
    cleanup();
    loadedToasts()?.notifications.clean();
    queryClient.clear();
    api.reset();
    sent.length = 0;
    geolocation.options.length = 0;
    geolocation.answer = (onOk) => onOk({ coords: { latitude: 29.334, longitude: 48.0726 } });
    await changeLanguage('en');
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('is offered only inside the window, for a class at a place whose partner allows it', async () => {
    await showUpcoming([
      booked(1, 'Morning Yoga', 20),
      booked(2, 'Spin Express', 120),
      booked(3, 'Live Pilates', 20, {}, { videoClass: true, priceModel: 'VIRTUAL', gymBranchDetail: null }),
      booked(4, 'Boxing Basics', 20, { selfCheckInMinutes: null }),
      booked(5, 'Evening Stretch', -30),
    ]);
    expect(hereButton('Morning Yoga')).toBeTruthy();
    // In progress, until the class ends.
    expect(hereButton('Evening Stretch')).toBeTruthy();
    // Too early (it opens 30 minutes before), online, and a partner without self check-in.
    expect(hereButton('Spin Express')).toBeNull();
    expect(hereButton('Live Pilates')).toBeNull();
    expect(hereButton('Boxing Basics')).toBeNull();
    expect(
      within(rowOf('Morning Yoga')).getByRole('button', { name: "I'm here: check in to Morning Yoga" })
        .textContent,
    ).toBe("I'm here");
    // The code to show at the door stays beside it.
    expect(screen.getByRole('button', { name: 'Check-in code for Morning Yoga' })).toBeTruthy();
    expect(api.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('sends where the member stands, then shows when they were checked in', async () => {
    await showUpcoming([booked(101, 'Morning Yoga', 20)]);
    let locate: () => void = () => {};
    geolocation.answer = (onOk) => {
      locate = () => onOk({ coords: { latitude: 29.334, longitude: 48.0726 } });
    };
    api.answers['POST /bookings/101/self-check-in'] = [200, { bookingId: 101, checkedInAt: CHECKED_IN_AT }];

    await press(hereButton('Morning Yoga') as HTMLElement);
    // Waiting for the browser's position.
    expect(hereButton('Morning Yoga')?.hasAttribute('data-loading')).toBe(true);
    expect(geolocation.options).toEqual([
      expect.objectContaining({ enableHighAccuracy: true, timeout: 15_000 }),
    ]);
    api.answers[UPCOMING] = [200, page([booked(101, 'Morning Yoga', 20, { checkedInAt: CHECKED_IN_AT })])];
    await act(async () => locate());

    expect(await screen.findByText("You're checked in", {}, { timeout: 5000 })).toBeTruthy();
    expect(sent).toEqual([{ latitude: 29.334, longitude: 48.0726 }]);
    expect(api.calls).toContain('POST /bookings/101/self-check-in');
    expect(within(rowOf('Morning Yoga')).getByTestId('checked-in').textContent).toBe(
      'Checked in at 05:52 PM',
    );
    expect(hereButton('Morning Yoga')).toBeNull();
    expect(screen.getByRole('button', { name: 'Check-in code for Morning Yoga' })).toBeTruthy();
    // The list is read again.
    expect(api.calls.filter((call) => call === UPCOMING).length).toBeGreaterThan(1);
  });

  it('shows a booking already checked in as such, with no button', async () => {
    await showUpcoming([booked(7, 'Morning Yoga', 10, { checkedInAt: CHECKED_IN_AT })]);
    expect(screen.getByTestId('checked-in').textContent).toBe('Checked in at 05:52 PM');
    expect(hereButton('Morning Yoga')).toBeNull();
  });

  it("shows the API's refusal in its words, and the button stays to try again", async () => {
    await showUpcoming([booked(102, 'Morning Yoga', 20)]);
    api.answers['POST /bookings/102/self-check-in'] = [
      403,
      'You need to be at the gym to check in: you are about 2.3 km away.',
      'TOO_FAR_TO_CHECK_IN',
    ];
    await press(hereButton('Morning Yoga') as HTMLElement);

    const alert = await within(rowOf('Morning Yoga')).findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Not checked in');
    expect(alert.textContent).toContain('You need to be at the gym to check in: you are about 2.3 km away.');
    expect(screen.queryByTestId('checked-in')).toBeNull();
    expect(hereButton('Morning Yoga')?.hasAttribute('data-loading')).toBe(false);
  });

  it('says plainly that the location is needed when the browser refuses it, and sends nothing', async () => {
    await showUpcoming([booked(103, 'Morning Yoga', 20)]);
    geolocation.answer = (_onOk, onError) => onError({ code: 1 });
    await press(hereButton('Morning Yoga') as HTMLElement);

    expect((await screen.findByRole('alert')).textContent).toContain(
      'We need your location to check you in: allow it in your browser, or show your code at the door.',
    );
    expect(api.calls).not.toContain('POST /bookings/103/self-check-in');

    // A position not found in time is not a refusal: try again.
    geolocation.answer = (_onOk, onError) => onError({ code: 3 });
    await press(hereButton('Morning Yoga') as HTMLElement);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not find your location: try again in a moment, or show your code at the door.',
    );
  });

  it('reads in Arabic', async () => {
    await changeLanguage('ar');
    await loadNamespaces(['schedule', 'classes', 'booking']);
    await showUpcoming([
      booked(8, 'Morning Yoga', 20),
      booked(9, 'Spin Express', 10, { checkedInAt: CHECKED_IN_AT }),
    ]);
    const button = screen.getByRole('button', { name: 'أنا هنا: سجّل حضوري في Morning Yoga' });
    expect(button.textContent).toBe('أنا هنا');
    expect(screen.getByTestId('checked-in').textContent).toBe('سُجّل حضورك الساعة ٠٥:٥٢ م');
  });
});
