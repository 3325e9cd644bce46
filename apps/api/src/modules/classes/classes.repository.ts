import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, classSessions, classTimings, fitnessClasses, packages } from '../../db/schema';

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
