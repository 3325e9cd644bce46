import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, classSessions, classTimings, fitnessClasses, packages } from '../../db/schema';

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
        })
        .from(classSessions)
        .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
        .where(eq(classSessions.id, sessionId));
      return row;
    },
    async myBookings(sessionId: number, userId: number) {
      return db
        .select({ bookingId: bookings.id, kidId: bookings.kidId })
        .from(bookings)
        .where(
          and(eq(bookings.sessionId, sessionId), eq(bookings.userId, userId), eq(bookings.status, 'BOOKED')),
        )
        .orderBy(asc(bookings.id));
    },
    async liveClass(classId: number) {
      const [row] = await db
        .select({ id: fitnessClasses.id })
        .from(fitnessClasses)
        .where(and(eq(fitnessClasses.id, classId), isNull(fitnessClasses.deletedAt)));
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
          ),
        );
      return row;
    },
    /** A shared class link's preview, while the class page would show it. */
    async classPreview(classId: number) {
      const [row] = await db
        .select(PREVIEW)
        .from(fitnessClasses)
        .where(and(eq(fitnessClasses.id, classId), isNull(fitnessClasses.deletedAt)));
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
