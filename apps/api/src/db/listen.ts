import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a LISTEN connection reports. */
export interface ListenEvents {
  message(channel: string, payload: string): void;
  /** The connection is gone: messages may be missed until `restored`. */
  lost(): void;
  /** Listening again (after `lost`, or for the first time once a failed start recovers). */
  restored(): void;
}

export interface Listener {
  /**
   * Announces the committed changes of change_log (migration 0020), then `marker` on `markerChannel`
   * when given, from the listening connection itself (so its marker coming back means it caught up).
   */
  flush(markerChannel: string | null, marker: string | null): Promise<void>;
  close(): Promise<void>;
}

const RETRY_MS = 1000;

/**
 * Log rows removed by this process's flushes between two VACUUMs of change_log (ADR 27): about half
 * a second of joins at full rate. Every flush scans the rows deleted since the last VACUUM, and a
 * VACUUM of that many costs about a millisecond.
 */
export const VACUUM_CHANGE_LOG_AFTER_ROWS = 1_000;
/**
 * Removed rows past which the VACUUM also gives the emptied pages back (a bulk write's log). Below,
 * the pages stay and are reused: truncating takes the table's exclusive lock, waited for in steps of
 * 50 ms while writers insert, and every write's change_log row waited for it in turn (ADR 27).
 */
export const TRUNCATE_CHANGE_LOG_AFTER_ROWS = 10_000;
const VACUUM_AGAIN_MS = 1000;

type Send = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * Announces the committed changes of change_log, and keeps the log small: each flush deletes what it
 * announces and scans the whole heap to find it, while the space of deleted rows is reused only once
 * the table is vacuumed. PGlite has no autovacuum and PostgreSQL's comes at most once a minute, so
 * the process that removed enough rows vacuums (ADR 27). `send` runs one statement at a time;
 * `vacuumWith` is another connection where there is one, so the flushes (and every write's answer,
 * which waits for one) do not queue behind a VACUUM.
 */
function changeLogFlush(send: Send, vacuumWith: Send): Listener['flush'] {
  let removedSinceVacuum = 0;
  // Another process's VACUUM of the log does the same work, so a locked table is skipped.
  const vacuum = (truncate: boolean) =>
    vacuumWith(`vacuum (skip_locked, truncate ${truncate}) change_log`).catch(() => undefined);
  return async (markerChannel, marker) => {
    const { rows } = await send('select kinetic_flush_changes($1, $2) as removed', [markerChannel, marker]);
    removedSinceVacuum += (rows[0] as { removed: number }).removed;
    if (removedSinceVacuum < VACUUM_CHANGE_LOG_AFTER_ROWS) return;
    const truncate = removedSinceVacuum >= TRUNCATE_CHANGE_LOG_AFTER_ROWS;
    removedSinceVacuum = 0;
    // Not awaited: this flush's changes and marker are out already.
    void vacuum(truncate);
    // Rows that another process's flush, running at this moment, can still see are not removable
    // by the first VACUUM (a bulk write's log stayed at 1.8 MB when two flushes met).
    setTimeout(() => vacuum(truncate), VACUUM_AGAIN_MS).unref();
  };
}

/**
 * A dedicated PostgreSQL connection LISTENing to `channels`, outside the pool (a pooled connection
 * would stop listening when handed to another query). It reconnects after a failure, reporting
 * `lost` at once and `restored` only once it listens again.
 */
export async function listenPostgres(
  url: string,
  channels: string[],
  events: ListenEvents,
  vacuumWith: Send,
): Promise<Listener> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<boolean> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => events.message(message.channel, message.payload ?? ''));
    next.on('error', () => undefined);
    next.on('end', () => {
      if (client !== next || closed) return;
      client = undefined;
      events.lost();
      schedule();
    });
    try {
      await next.connect();
      for (const channel of channels) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      await next.end().catch(() => undefined);
      return false;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return false;
    }
    client = next;
    return true;
  };

  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(async () => {
      retry = undefined;
      if (await connect()) events.restored();
      else schedule();
    }, RETRY_MS);
    retry.unref();
  };

  if (!(await connect())) {
    events.lost();
    schedule();
  }

  // One query at a time on the connection: pg would queue them itself, but that is deprecated.
  let queue: Promise<unknown> = Promise.resolve();
  const send: Send = (text, values) => {
    const sent = queue.then(() => {
      if (!client) throw new Error('not listening');
      return client.query(text, values);
    });
    queue = sent.catch(() => undefined);
    return sent;
  };
  return {
    flush: changeLogFlush(send, vacuumWith),
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}

/** PGlite runs in this process: its notifications arrive before the query that caused them returns. */
export async function listenPglite(
  client: PGlite,
  channels: string[],
  events: ListenEvents,
): Promise<Listener> {
  const stops = await Promise.all(
    channels.map((channel) => client.listen(channel, (payload) => events.message(channel, payload))),
  );
  return {
    // One connection: the VACUUM waits its turn with everything else.
    flush: changeLogFlush(
      (text, values) => client.query(text, values),
      (text) => client.query(text),
    ),
    async close() {
      if (client.closed) return;
      await Promise.all(stops.map((stop) => stop().catch(() => undefined)));
    },
  };
}
