import { and, asc, count, desc, eq, gt, gte, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bookings,
  classSessions,
  fitnessClasses,
  kids,
  seatPolicies,
  sessionWishes,
  stores,
  users,
} from '../../db/schema';
import { policyOwnerOf } from './offers.repository';

export interface MyBookingsFilter {
  userId: number;
  endedBy?: Date;
  endsAfter?: Date;
  localDateFrom?: string;
  localDateTo?: string;
}

/** The caller's own bookings and wishes (schedule, upcoming, finished, wishlist). */
export function createMyBookingsRepository(db: Db) {
  return {
    async bookings(filter: MyBookingsFilter, page: { limit: number; offset: number; newestFirst?: boolean }) {
      const where: SQL[] = [eq(bookings.userId, filter.userId), eq(bookings.status, 'BOOKED')];
      if (filter.endedBy) where.push(lte(classSessions.endsAt, filter.endedBy));
      if (filter.endsAfter) where.push(gt(classSessions.endsAt, filter.endsAfter));
      if (filter.localDateFrom) where.push(gte(classSessions.localDate, filter.localDateFrom));
      if (filter.localDateTo) where.push(lte(classSessions.localDate, filter.localDateTo));
      const order = page.newestFirst
        ? [desc(classSessions.startsAt), desc(bookings.id)]
        : [asc(classSessions.startsAt), asc(bookings.id)];
      const rows = await db
        .select({
          bookingId: bookings.id,
          sessionId: bookings.sessionId,
          status: bookings.status,
          kidId: bookings.kidId,
          kidName: kids.name,
          creditsSpent: bookings.creditsSpent,
          bookedAt: bookings.createdAt,
          localDate: classSessions.localDate,
          checkedInAt: bookings.checkedInAt,
          selfCheckInMinutes: seatPolicies.selfCheckInMinutes,
        })
        .from(bookings)
        .innerJoin(classSessions, eq(classSessions.id, bookings.sessionId))
        .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
        .leftJoin(seatPolicies, eq(seatPolicies.ownerUserId, policyOwnerOf))
        .leftJoin(kids, eq(kids.id, bookings.kidId))
        .where(and(...where))
        .orderBy(...order)
        .limit(page.limit)
        .offset(page.offset);
      const [counted] = await db
        .select({ total: count() })
        .from(bookings)
        .innerJoin(classSessions, eq(classSessions.id, bookings.sessionId))
        .where(and(...where));
      return { rows, total: counted?.total ?? 0 };
    },

    async wishes(userId: number, type: string | undefined, page: { limit: number; offset: number }) {
      const where = and(eq(sessionWishes.userId, userId), type ? eq(sessionWishes.type, type) : undefined);
      const rows = await db
        .select()
        .from(sessionWishes)
        .innerJoin(classSessions, eq(classSessions.id, sessionWishes.sessionId))
        .where(where)
        .orderBy(asc(classSessions.startsAt), asc(sessionWishes.id))
        .limit(page.limit)
        .offset(page.offset);
      const [counted] = await db.select({ total: count() }).from(sessionWishes).where(where);
      return { rows: rows.map((row) => row.session_wish), total: counted?.total ?? 0 };
    },

    async userTimeZone(userId: number): Promise<string> {
      const [row] = await db
        .select({ timeZone: stores.timeZone })
        .from(users)
        .innerJoin(stores, eq(stores.id, users.storeId))
        .where(eq(users.id, userId));
      return row?.timeZone ?? 'Asia/Kuwait';
    },
  };
}
export type MyBookingsRepository = ReturnType<typeof createMyBookingsRepository>;
