import type { Page } from '@playwright/test';
import { expect, KUWAIT_STORE, MAIN_URL } from './app';

/** The few class fields the booking journeys read (a subset of ClassItemDto). */
export interface ClassSession {
  classSessionId: number;
  title: string;
  classDate: string;
  startsAt: string;
  priceModel: string;
  classType: string;
  ageCategoryType: string;
  availableSeat: number;
  credit: number;
  userJoinStatus: boolean;
}

export interface BookedClass {
  session: ClassSession;
  /** The adult package's balance right after booking. */
  balanceAfterBooking: number;
  packageName: string;
}

/** Upcoming sessions a woman with credits can book directly (group classes, adults, seats left). */
export async function bookableSessions(page: Page, token: string, within: { fromMs: number; toMs: number }) {
  const response = await page.request.post(`${MAIN_URL}/api/v1/classes/list`, {
    headers: { authorization: `Bearer ${token}`, ...KUWAIT_STORE },
    data: { size: 100 },
  });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { items: ClassSession[] } };
  const now = Date.now();
  return data.items.filter((item) => {
    const msToStart = new Date(item.startsAt).getTime() - now;
    return (
      msToStart > within.fromMs &&
      msToStart < within.toMs &&
      item.priceModel === 'PHYSICAL' &&
      item.classType !== 'MALE' &&
      item.ageCategoryType === 'ADULTS' &&
      item.availableSeat > 0 &&
      item.credit > 0 &&
      !item.userJoinStatus
    );
  });
}

/** Books the first of the candidates the server accepts (some seats are kept for gym plans). */
export async function bookFirst(
  page: Page,
  token: string,
  candidates: ClassSession[],
): Promise<BookedClass | null> {
  for (const session of candidates) {
    const response = await page.request.post(`${MAIN_URL}/api/v1/bookings`, {
      headers: { authorization: `Bearer ${token}` },
      data: { classSessionId: session.classSessionId },
    });
    if (response.status() !== 201) continue;
    const { data } = (await response.json()) as {
      data: {
        booking: { userPackageId: number };
        userPackageDetailDtoList: { id: number; name: string; balance: number }[];
      };
    };
    const pkg = data.userPackageDetailDtoList.find((p) => p.id === data.booking.userPackageId);
    if (!pkg) continue;
    return { session, balanceAfterBooking: pkg.balance, packageName: pkg.name };
  }
  return null;
}
