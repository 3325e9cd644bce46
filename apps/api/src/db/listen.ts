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

const FLUSH = 'select kinetic_flush_changes($1, $2)';

/**
 * A dedicated PostgreSQL connection LISTENing to `channels`, outside the pool (a pooled connection
 * would stop listening when handed to another query). It reconnects after a failure, reporting
 * `lost` at once and `restored` only once it listens again.
 */
export async function listenPostgres(
  url: string,
  channels: string[],
  events: ListenEvents,
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
  return {
    async flush(markerChannel, marker) {
      const sent = queue.then(async () => {
        if (!client) throw new Error('not listening');
        await client.query(FLUSH, [markerChannel, marker]);
      });
      queue = sent.catch(() => undefined);
      await sent;
    },
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
    async flush(markerChannel, marker) {
      await client.query(FLUSH, [markerChannel, marker]);
    },
    async close() {
      if (client.closed) return;
      await Promise.all(stops.map((stop) => stop().catch(() => undefined)));
    },
  };
}
