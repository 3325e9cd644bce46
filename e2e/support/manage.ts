import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, MAIN_URL, uniqueEmail } from './app';

/** The store's (Kuwait's) calendar day, `offset` days from today, as YYYY-MM-DD. */
export function kuwaitDate(offset = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuwait' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

export const weekdayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();
export const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** DD/MM/YYYY, as the date inputs take it. */
export const typedDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

/** Chooses an option of a Mantine Select by its label. */
export async function pick(scope: Page | Locator, page: Page, label: string, option: string) {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (await input.isEditable()) await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

export async function fillDate(scope: Page | Locator, label: string, isoDate: string) {
  const input = scope.getByRole('textbox', { name: label, exact: true });
  await input.fill(typedDate(isoDate));
  await input.press('Tab');
}

/** Opens the day strip's day `offset` days from today on a my-classes page. */
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Clicks the day `date` (YYYY-MM-DD) in the day strip, by the date its button names ('Thursday, 26
 * November'), not by its place: the strip starts a day later once Kuwait's midnight has passed.
 */
export async function openDay(page: Page, date: string) {
  const day = new Date(`${date}T12:00:00Z`);
  const title = `${WEEKDAY_NAMES[day.getUTCDay()]}, ${day.getUTCDate()} ${MONTH_NAMES[day.getUTCMonth()]}`;
  await page.getByRole('toolbar', { name: 'Choose a day' }).locator(`button[title="${title}"]`).click();
}

export const sessionCard = (page: Page, title: string) =>
  page.getByTestId('own-session').filter({ hasText: title });

/** One session's card on the owner's classes page, by its id (a seeded session may share its time). */
export const ownSessionCard = (page: Page, classSessionId: number) =>
  page.locator(`[data-testid="own-session"][aria-labelledby="own-session-${classSessionId}"]`);

/** A class row (lists, schedule, gym and trainer pages) by the session it links to. */
export const classRowOf = (page: Page, classSessionId: number) =>
  page.getByTestId('class-row').filter({ has: page.locator(`a[href^="/classes/${classSessionId}/"]`) });

/** The caller's own sessions over the next days, straight from the API. */
export async function ownSessions(page: Page, token: string, date: string, days = 14) {
  const response = await page.request.get(`${MAIN_URL}/api/v1/manage/sessions?date=${date}&days=${days}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (
    (await response.json()) as {
      data: { classSessionId: number; classId: number; title: string; classDate: string; fromTime: string }[];
    }
  ).data;
}

/** Closes the toasts, so an accessibility audit does not catch one half faded in. */
export async function dismissToasts(page: Page) {
  const close = page.getByRole('button', { name: 'Close notification' });
  for (let tries = 0; tries < 10 && (await close.count()) > 0; tries += 1) {
    // A toast may leave the page while it is clicked: that is what we want anyway.
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
  await expect(close).toHaveCount(0);
}

/** A token for `email` from the login API, leaving the page's own session alone. */
export async function apiToken(page: Page, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await page.request.post(`${MAIN_URL}/api/v1/auth/login`, { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** The store's (Kuwait's) calendar day and 24-hour time of an instant. */
export function kuwaitClock(at: Date): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kuwait',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** 'HH:mm' as the screens show it: '08:05 PM'. */
export function twelveHour(time24: string): string {
  const [hours, minutes] = time24.split(':').map(Number) as [number, number];
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(hour12).padStart(2, '0')}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

export interface AddedSession {
  classSessionId: number;
  classId: number;
  classDate: string;
  fromTime: string;
}

/**
 * Adds one session (a slot) of the owner's class `title` starting about `minutesFromNow` from now (in
 * whole minutes of the store's zone), as the owning gym or trainer does through the API, so journeys
 * that need a class soon never depend on the time of day.
 */
export async function addSessionSoon(
  page: Page,
  ownerEmail: string,
  title: string,
  minutesFromNow: number,
  seats = 10,
  trainerId?: number,
): Promise<AddedSession> {
  const token = await apiToken(page, ownerEmail);
  const classId = (await ownSessions(page, token, kuwaitDate(), 14)).find((s) => s.title === title)?.classId;
  expect(classId, `${ownerEmail} runs ${title}`).toBeTruthy();
  return addSlotSoon(page, token, classId!, minutesFromNow, seats, trainerId);
}

/** Adds one session of the class `classId` about `minutesFromNow` from now, with the owner's token. */
export async function addSlotSoon(
  page: Page,
  ownerToken: string,
  classId: number,
  minutesFromNow: number,
  seats = 10,
  /** The trainer who runs it (a gym's slot has none unless given). */
  trainerId?: number,
): Promise<AddedSession> {
  // A session may not run past 23:59: late in the evening it is shorter, and in the last minutes of
  // the day it starts at midnight (at most five minutes later than asked).
  let start = new Date(Date.now() + minutesFromNow * 60_000);
  let { date, time } = kuwaitClock(start);
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const room = 24 * 60 - 1 - (hours * 60 + minutes);
  if (room < 5) {
    start = new Date(start.getTime() + (room + 1) * 60_000);
    ({ date, time } = kuwaitClock(start));
  }
  const durationMinutes = room < 5 ? 30 : Math.min(30, Math.floor(room / 5) * 5);
  const response = await page.request.patch(`${MAIN_URL}/api/v1/manage/classes/${classId}/sessions`, {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: { classDate: date, fromTime: time, durationMinutes, totalSeat: seats, force: true, trainerId },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: { classSessionId: number } };
  return { classSessionId: data.classSessionId, classId, classDate: date, fromTime: time };
}

/**
 * Creates a class as its owner does through the API (POST /manage/classes), with one session a
 * month ahead; journeys add the sessions they need with addSlotSoon. `fields` override the defaults
 * (a mixed adults' class of the first activity costing 1 credit).
 */
export async function createClassByApi(
  page: Page,
  ownerToken: string,
  fields: Record<string, unknown> & { title: string },
): Promise<number> {
  const categories = await page.request.get(`${MAIN_URL}/api/v1/class-categories`);
  const [category] = ((await categories.json()) as { data: { id: number }[] }).data;
  // A freelance trainer's in-person class needs a venue; a gym's ignores it.
  const cities = await page.request.get(`${MAIN_URL}/api/v1/cities?storeId=1`);
  const [city] = ((await cities.json()) as { data: { id: number }[] }).data;
  const areas = await page.request.get(`${MAIN_URL}/api/v1/localities?cityId=${city!.id}`);
  const [area] = ((await areas.json()) as { data: { id: number }[] }).data;
  const day = kuwaitDate(30);
  const response = await page.request.post(`${MAIN_URL}/api/v1/manage/classes`, {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: {
      description: 'Created by an end-to-end journey.',
      classCategoryId: category!.id,
      priceModel: 'PHYSICAL',
      credit: 1,
      classType: 'MIXED',
      fitnessLevel: 'BASIC',
      ageCategoryType: 'ADULTS',
      showAvailableSeatType: 'SHOWALL',
      timings: [
        {
          classDays: [weekdayOf(day)],
          fromTime: '06:00',
          durationMinutes: 45,
          fromDate: day,
          toDate: day,
          totalSeat: 10,
        },
      ],
      venue: { address: 'Arabian Gulf Street, beach gate 1', localityId: area!.id },
      force: true,
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { classId: number } }).data.classId;
}

/** A gym as its public page shows it: the id of its page and its branches. */
export async function findGym(page: Page, studioName: string) {
  const listed = await page.request.get(`${MAIN_URL}/api/v1/gyms?size=50`);
  expect(listed.status()).toBe(200);
  const gym = (
    (await listed.json()) as { data: { items: { id: number; studioName: string }[] } }
  ).data.items.find((item) => item.studioName === studioName);
  expect(gym, `the gym ${studioName}`).toBeTruthy();
  const detail = await page.request.get(`${MAIN_URL}/api/v1/gyms/${gym!.id}`);
  const { data } = (await detail.json()) as {
    data: { gymBranchResponseList: { id: number; branchName: string }[] };
  };
  return { id: gym!.id, branches: data.gymBranchResponseList };
}

/** Books a session for the customer whose token this is, through the API. */
export async function bookByApi(page: Page, token: string, classSessionId: number) {
  const response = await page.request.post(`${MAIN_URL}/api/v1/bookings`, {
    headers: { authorization: `Bearer ${token}` },
    data: { classSessionId },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { booking: { id: number } } }).data.booking.id;
}

/** Registers a freelance trainer (Kuwait, one activity) through the API, as the trainer form would. */
export function registerFreelancer(
  page: Page,
  trainer: { firstName: string; lastName: string; email: string; mobile: string; language?: 'ar' },
) {
  return page.request.post(`${MAIN_URL}/api/v1/auth/register`, {
    ...(trainer.language ? { headers: { 'accept-language': trainer.language } } : {}),
    data: {
      storeId: 1,
      userType: 2,
      firstName: trainer.firstName,
      lastName: trainer.lastName,
      email: trainer.email,
      mobile: trainer.mobile,
      password: DEMO_PASSWORD,
      gender: 'FEMALE',
      nationality: 'Kuwaiti',
      trainerType: 'FREELANCER',
      trainerClassRate: 10_000,
      certificates: ['REPs Level 3'],
      userDetailMappingList: [{ classCategoryId: 1 }],
    },
  });
}

/**
 * A new gym registered through the API and approved by the platform operator (the demo gym), so
 * customers may book its classes: journeys that count exact figures start from an empty gym.
 */
export async function freshApprovedGym(
  page: Page,
  prefix: string,
  owner: { studioName: string; classType: string; firstName: string; mobile: string },
): Promise<{ email: string; gymId: number; token: string }> {
  const email = uniqueEmail(`${prefix}gym`);
  const registered = await page.request.post(`${MAIN_URL}/api/v1/auth/register/gym`, {
    data: {
      ...owner,
      noOfBranches: 1,
      price: 5_000,
      monthlyPrice: 30_000,
      yearlyPrice: 300_000,
      lastName: 'Al-Sabah',
      email,
      password: DEMO_PASSWORD,
      role: 'OWNER',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const gymId = ((await registered.json()) as { data: { user: { id: number } } }).data.user.id;
  // 409: the brand reviews nobody, there is nothing to approve.
  const operator = await apiToken(page, 'gym@kinetic.test');
  const approved = await page.request.post(`${MAIN_URL}/api/v1/partner-reviews/${gymId}/approve`, {
    headers: { authorization: `Bearer ${operator}` },
  });
  expect([200, 409]).toContain(approved.status());
  return { email, gymId, token: await apiToken(page, email) };
}
