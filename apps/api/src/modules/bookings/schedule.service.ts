import {
  addDays,
  type BookingItemDto,
  DAY_NAMES,
  mondayOf,
  type Page,
  type ScheduleDto,
  type WishItemDto,
  weekdayOf,
  zonedParts,
} from '@kinetic/domain';
import type { ClassItemsReader, Viewer } from '../classes';
import type { BookingsQueries } from './bookings.repository';
import type { MyBookingsFilter, MyBookingsRepository } from './my-bookings.repository';

type PageArgs = { page: number; size: number };

/** The customer's own lists (SPEC 7.2): weekly schedule, upcoming and finished classes, wishlist. */
export function createScheduleService(deps: {
  mine: MyBookingsRepository;
  queries: Pick<BookingsQueries, 'waitlistPosition'>;
  items: ClassItemsReader;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function bookingItems(
    filter: MyBookingsFilter,
    args: { limit: number; offset: number; newestFirst?: boolean },
    viewer: Viewer,
  ) {
    const { rows, total } = await deps.mine.bookings(filter, args);
    const items = await deps.items.byIds([...new Set(rows.map((r) => r.sessionId))], viewer, 'all');
    const bySession = new Map(items.map((item) => [item.classSessionId, item]));
    const out: BookingItemDto[] = [];
    for (const row of rows) {
      const item = bySession.get(row.sessionId);
      if (!item) continue;
      out.push({
        ...item,
        userJoinStatus: true,
        bookingId: row.bookingId,
        booking: {
          bookingId: row.bookingId,
          status: row.status as BookingItemDto['booking']['status'],
          kidId: row.kidId,
          kidName: row.kidName,
          creditsSpent: row.creditsSpent,
          bookedAt: row.bookedAt.toISOString(),
          checkedInAt: row.checkedInAt?.toISOString() ?? null,
          selfCheckInMinutes: row.selfCheckInMinutes ?? null,
        },
      });
    }
    return { items: out, total };
  }

  return {
    async upcoming(viewer: Viewer & { userId: number }, page: PageArgs): Promise<Page<BookingItemDto>> {
      const { items, total } = await bookingItems(
        { userId: viewer.userId, endsAfter: now() },
        { limit: page.size, offset: page.page * page.size },
        viewer,
      );
      return { items, page: page.page, size: page.size, total };
    },

    async finished(viewer: Viewer & { userId: number }, page: PageArgs): Promise<Page<BookingItemDto>> {
      const { items, total } = await bookingItems(
        { userId: viewer.userId, endedBy: now() },
        { limit: page.size, offset: page.page * page.size, newestFirst: true },
        viewer,
      );
      return { items, page: page.page, size: page.size, total };
    },

    /** The week (Monday to Sunday, store-local dates) holding fromDate, or today. */
    async week(viewer: Viewer & { userId: number }, fromDate?: string): Promise<ScheduleDto> {
      const zone = await deps.mine.userTimeZone(viewer.userId);
      const monday = mondayOf(fromDate ?? zonedParts(now(), zone).date);
      const sunday = addDays(monday, 6);
      const { items } = await bookingItems(
        { userId: viewer.userId, localDateFrom: monday, localDateTo: sunday },
        { limit: 500, offset: 0 },
        viewer,
      );
      const days = Array.from({ length: 7 }, (_, i) => {
        const date = addDays(monday, i);
        return {
          date,
          dayName: DAY_NAMES[weekdayOf(date)]!,
          items: items.filter((item) => item.classDate === date),
        };
      });
      return { fromDate: monday, toDate: sunday, days };
    },

    async wishes(
      viewer: Viewer & { userId: number },
      type: 'WAITLIST' | 'WISHLIST' | undefined,
      page: PageArgs,
    ): Promise<Page<WishItemDto>> {
      const { rows, total } = await deps.mine.wishes(viewer.userId, type, {
        limit: page.size,
        offset: page.page * page.size,
      });
      const items = await deps.items.byIds([...new Set(rows.map((r) => r.sessionId))], viewer, 'all');
      const bySession = new Map(items.map((item) => [item.classSessionId, item]));
      const out: WishItemDto[] = [];
      for (const row of rows) {
        const item = bySession.get(row.sessionId);
        if (!item) continue;
        const position =
          row.type === 'WAITLIST' ? await deps.queries.waitlistPosition(row.sessionId, row.id) : null;
        out.push({
          ...item,
          wishType: row.type as WishItemDto['wishType'],
          wish: {
            id: row.id,
            classSessionId: row.sessionId,
            kidId: row.kidId,
            type: row.type as WishItemDto['wish']['type'],
            position,
            createdAt: row.createdAt.toISOString(),
          },
        });
      }
      return { items: out, page: page.page, size: page.size, total };
    },
  };
}
export type ScheduleService = ReturnType<typeof createScheduleService>;
