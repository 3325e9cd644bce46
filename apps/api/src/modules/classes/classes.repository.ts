import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, classSessions, classTimings, fitnessClasses, packages, stores } from '../../db/schema';
import { listedClass } from '../partners';

/** Listed, or owned or run by `userId` (a partner opens their own class still under review). */
const listedFor = (userId: number | null) => {
  const listed = listedClass(fitnessClasses.ownerUserId, fitnessClasses.gymUserId);
  return userId === null
    ? listed
    : or(listed, eq(fitnessClasses.ownerUserId, userId), eq(fitnessClasses.gymUserId, userId));
};

const PREVIEW = {
  title: fitnessClasses.title,
  description: fitnessClasses.description,
  imageUrl: fitnessClasses.mediaUrl,
};

export function createClassesRepository(db: Db) {
  return {
    async autoJoinPackage(packageId: number) {
      const [row] = await db.select().from(packages).where(eq(packages.id, packageId));
      return row;
    },
    async sessionBasics(sessionId: number) {
      const [row] = await db
        .select({
          id: classSessions.id,
          classId: classSessions.classId,
          status: classSessions.status,
          deletedAt: fitnessClasses.deletedAt,
          autoJoinPackageId: fitnessClasses.autoJoinPackageId,
          countryCode: stores.countryCode,
        })
        .from(classSessions)
        .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
        .innerJoin(stores, eq(stores.id, fitnessClasses.storeId))
        .where(eq(classSessions.id, sessionId));
      return row;
    },
    /** Every store's country and zone (a handful of rows), for the list's "after iftar". */
    stores() {
      return db
        .select({ id: stores.id, countryCode: stores.countryCode, timeZone: stores.timeZone })
        .from(stores);
    },

    async myBookings(sessionId: number, userId: number) {
      return db
        .select({
          bookingId: bookings.id,
          kidId: bookings.kidId,
          // Moved for Ramadan: cancels with a full refund until it starts (docs/adr/0048).
          freeCancel: sql<boolean>`exists (select 1 from booking_free_cancel f where f.booking_id = ${bookings.id})`,
        })
        .from(bookings)
        .where(
          and(eq(bookings.sessionId, sessionId), eq(bookings.userId, userId), eq(bookings.status, 'BOOKED')),
        )
        .orderBy(asc(bookings.id));
    },
    /** The class, while its page shows it to `viewerId` (null: a guest). */
    async liveClass(classId: number, viewerId: number | null) {
      const [row] = await db
        .select({ id: fitnessClasses.id })
        .from(fitnessClasses)
        .where(and(eq(fitnessClasses.id, classId), isNull(fitnessClasses.deletedAt), listedFor(viewerId)));
      return row;
    },
    /** A shared session link's preview: its class, while the session page would show it. */
    async sessionPreview(sessionId: number) {
      const [row] = await db
        .select(PREVIEW)
        .from(classSessions)
        .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
        .where(
          and(
            eq(classSessions.id, sessionId),
            eq(classSessions.status, 'SCHEDULED'),
            isNull(fitnessClasses.deletedAt),
            listedFor(null),
          ),
        );
      return row;
    },
    /** A shared class link's preview, while the class page would show it. */
    async classPreview(classId: number) {
      const [row] = await db
        .select(PREVIEW)
        .from(fitnessClasses)
        .where(and(eq(fitnessClasses.id, classId), isNull(fitnessClasses.deletedAt), listedFor(null)));
      return row;
    },
    async timings(classId: number) {
      return db
        .select()
        .from(classTimings)
        .where(and(eq(classTimings.classId, classId), isNull(classTimings.deletedAt)))
        .orderBy(asc(classTimings.id));
    },
  };
}
export type ClassesRepository = ReturnType<typeof createClassesRepository>;
