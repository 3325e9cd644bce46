import type { LiveRole } from '@kinetic/domain';
import { and, count, eq, gt, isNotNull, isNull, lt, max, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, classSessions, classTimings, fitnessClasses, liveSignals } from '../../db/schema';
import { CHANNELS } from '../../lib/change-feed';

/** How many messages one read hands a stream at most; the next wake-up reads on from there. */
const READ_BATCH = 200;

export interface NewSignal {
  sessionId: number;
  fromUserId: number;
  fromRole: LiveRole;
  toUserId: number | null;
  toRole: LiveRole;
  kind: string;
  body: Record<string, unknown>;
}

export function createLiveVideoRepository(db: Db) {
  return {
    /** The session with its class, or null when there is none (cancelled ones included). */
    async session(sessionId: number) {
      const [row] = await db
        .select({
          id: classSessions.id,
          status: classSessions.status,
          startsAt: classSessions.startsAt,
          endsAt: classSessions.endsAt,
          trainerUserId: classSessions.trainerUserId,
          classId: fitnessClasses.id,
          title: fitnessClasses.title,
          ownerUserId: fitnessClasses.ownerUserId,
          gymUserId: fitnessClasses.gymUserId,
          priceModel: fitnessClasses.priceModel,
          videoClass: fitnessClasses.videoClass,
          deletedAt: fitnessClasses.deletedAt,
        })
        .from(classSessions)
        .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
        .where(eq(classSessions.id, sessionId));
      return row ?? null;
    },

    /** Trainers of the class's live timings (managesClass counts them as its managers). */
    async timingTrainerIds(classId: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ id: classTimings.trainerUserId })
        .from(classTimings)
        .where(
          and(
            eq(classTimings.classId, classId),
            isNull(classTimings.deletedAt),
            isNotNull(classTimings.trainerUserId),
          ),
        );
      return rows.map((row) => row.id!);
    },

    async isBooked(sessionId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(eq(bookings.sessionId, sessionId), eq(bookings.userId, userId), eq(bookings.status, 'BOOKED')),
        )
        .limit(1);
      return Boolean(row);
    },

    /** Customers with a live booking of the session (each counted once, whatever kids they brought). */
    async bookedCustomers(sessionId: number): Promise<number> {
      const [row] = await db
        .select({ n: count(sql`distinct ${bookings.userId}`) })
        .from(bookings)
        .where(
          and(eq(bookings.sessionId, sessionId), eq(bookings.status, 'BOOKED'), isNotNull(bookings.userId)),
        );
      return row?.n ?? 0;
    },

    /** Stores a message and announces it at commit to every API process's streams of the session. */
    async addSignal(signal: NewSignal): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(liveSignals).values(signal).returning({ id: liveSignals.id });
        await tx.execute(sql`select pg_notify(${CHANNELS.liveSignals}, ${String(signal.sessionId)})`);
        return row!.id;
      });
    },

    /** The newest message id of the session: a stream starts after it (old offers are stale). */
    async lastSignalId(sessionId: number): Promise<number> {
      const [row] = await db
        .select({ id: max(liveSignals.id) })
        .from(liveSignals)
        .where(eq(liveSignals.sessionId, sessionId));
      return row?.id ?? 0;
    },

    /** Messages after `afterId` meant for this user: addressed to them, or to everyone of their role. */
    async signalsFor(sessionId: number, userId: number, role: LiveRole, afterId: number) {
      return db
        .select({
          id: liveSignals.id,
          from: liveSignals.fromUserId,
          fromRole: liveSignals.fromRole,
          kind: liveSignals.kind,
          body: liveSignals.body,
        })
        .from(liveSignals)
        .where(
          and(
            eq(liveSignals.sessionId, sessionId),
            gt(liveSignals.id, afterId),
            ne(liveSignals.fromUserId, userId),
            eq(liveSignals.toRole, role),
            or(eq(liveSignals.toUserId, userId), isNull(liveSignals.toUserId)),
          ),
        )
        .orderBy(liveSignals.id)
        .limit(READ_BATCH);
    },

    /** Signalling is only useful while a session runs: older messages go. */
    async purgeBefore(before: Date): Promise<void> {
      await db.delete(liveSignals).where(lt(liveSignals.createdAt, before));
    },
  };
}
export type LiveVideoRepository = ReturnType<typeof createLiveVideoRepository>;
