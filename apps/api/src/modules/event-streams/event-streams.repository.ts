import { and, asc, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventStreams } from '../../db/schema';
import { CHANNELS } from '../../lib/change-feed';
import type { StreamRegistry } from '../../lib/event-stream';

/** Advisory lock classes (the first key; 727001 migrations, 727003 schedules): an address, a user. */
const ADDRESS_LOCK = 727004;
const USER_LOCK = 727005;

/**
 * The open event streams of every API process (event_stream, migration 0028), so the caps of
 * lib/event-stream.ts hold across processes. A stream is claimed under transaction-scoped advisory
 * locks of its address, then of its user (always in that order, so two claims never wait for each
 * other in a circle): two processes opening at once count each other's rows, never both pass.
 */
export function createEventStreamsRepository(db: Db): StreamRegistry {
  /** Rows younger than this count; older ones are left by a process that stopped refreshing them. */
  const fresh = (staleSeconds: number) =>
    gt(eventStreams.seenAt, sql`now() - ${staleSeconds}::int * interval '1 second'`);

  return {
    async claim({ process, kind, userId, address }, { perUser, perAddress, staleSeconds }) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK}::int, hashtext(${address}::text))`);
        await tx.execute(sql`select pg_advisory_xact_lock(${USER_LOCK}::int, ${userId}::int)`);
        const mine = await tx
          .select({ id: eventStreams.id, address: eventStreams.address })
          .from(eventStreams)
          .where(and(eq(eventStreams.userId, userId), eq(eventStreams.kind, kind), fresh(staleSeconds)))
          .orderBy(asc(eventStreams.id));
        const replaced = mine.slice(0, Math.max(0, mine.length - perUser + 1));
        const [held] = await tx
          .select({ n: count() })
          .from(eventStreams)
          .where(and(eq(eventStreams.address, address), fresh(staleSeconds)));
        const freed = replaced.filter((stream) => stream.address === address).length;
        if ((held?.n ?? 0) - freed >= perAddress) return null;

        const ids = replaced.map((stream) => stream.id);
        if (ids.length > 0) {
          // Each closed stream's process is told once this commits (lib/change-feed.ts).
          const gone = tx.delete(eventStreams).where(inArray(eventStreams.id, ids)).returning({
            id: eventStreams.id,
          });
          await tx.execute(sql`with gone as (${gone.getSQL()})
            insert into change_log (channel, payload) select ${CHANNELS.streams}::text, id::text from gone`);
        }
        const [row] = await tx
          .insert(eventStreams)
          .values({ process, kind, userId, address })
          .returning({ id: eventStreams.id });
        return { id: row!.id, replaced: ids };
      });
    },

    async release(id) {
      await db.delete(eventStreams).where(eq(eventStreams.id, id));
    },

    async releaseProcess(process) {
      await db.delete(eventStreams).where(eq(eventStreams.process, process));
    },

    async refresh(process, staleSeconds) {
      const rows = await db
        .update(eventStreams)
        .set({ seenAt: sql`now()` })
        .where(eq(eventStreams.process, process))
        .returning({ id: eventStreams.id });
      // The rows of processes that died: they no longer count, and go.
      await db
        .delete(eventStreams)
        .where(lt(eventStreams.seenAt, sql`now() - ${staleSeconds}::int * interval '1 second'`));
      return rows.map((row) => row.id);
    },
  };
}
