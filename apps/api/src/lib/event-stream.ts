import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CHANNELS, type ChangeFeed } from './change-feed';
import { fail } from './errors';

/**
 * A comment line every so often keeps proxies from closing a quiet stream; as often, each process
 * tells the database its streams are still open.
 */
const HEARTBEAT_MS = 25_000;
/** A stream's row not refreshed for this long (two heartbeats and some) is left by a dead process. */
const STALE_SECONDS = (2 * HEARTBEAT_MS) / 1000 + 10;

/**
 * Sent to a stream closed because its user opened a newer one past their cap: the client should not
 * reopen it at once, or its tabs would take turns closing each other.
 */
export const REPLACED_EVENT = 'replaced';

export interface EventStream {
  readonly isOpen: boolean;
  /** One server-sent event, its data as JSON; nothing once the stream has ended. */
  send(event: string, data: unknown): void;
  /** Runs when the stream ends, whoever ended it. */
  onEnd(cleanup: () => void): void;
  end(): void;
}

export interface StreamLimits {
  /** Streams of one kind one user may hold; opening one more closes their oldest (STREAMS_PER_USER). */
  perUser: number;
  /** Streams of every kind one client address may hold; one more is refused (STREAMS_PER_ADDRESS). */
  perAddress: number;
}

/**
 * The open streams of every API process on the database (modules/event-streams): the caps are
 * decided there, so they hold across processes.
 */
export interface StreamRegistry {
  /**
   * Adds a stream unless its address holds its cap (null); answers its id and the ids of its user's
   * oldest streams of the kind it closed to stay within theirs (their processes are told on the
   * change feed, CHANNELS.streams). Rows older than `staleSeconds` do not count.
   */
  claim(
    stream: { process: string; kind: string; userId: number; address: string },
    limits: StreamLimits & { staleSeconds: number },
  ): Promise<{ id: number; replaced: number[] } | null>;
  release(id: number): Promise<void>;
  /** Removes every row of `process` (it is closing). */
  releaseProcess(process: string): Promise<void>;
  /**
   * Marks the rows of `process` seen now and answers their ids (a stream without one was closed by
   * another process); removes the rows older than `staleSeconds`.
   */
  refresh(process: string, staleSeconds: number): Promise<number[]>;
}

interface OpenStream {
  replace(): void;
  end(): void;
}

/**
 * Server-sent event responses of the whole app (the bell's count, live class signalling): the
 * headers, a heartbeat, and one `end` for every way a stream stops (the client goes away, the
 * server closes, the route's own reason, a newer stream of the same user). Streams still open when
 * the server closes are ended, or closing would wait for them.
 *
 * Each stream holds a socket and wakes on every change of its user, so one token must not hold
 * thousands. The caps hold across every API process on the database: each stream has a
 * row in `registry`, claimed in one transaction with the cap decision. A stream closed to make room
 * for a newer one in another process is closed by its own process when the change feed tells it,
 * or at the latest on its next heartbeat, which finds the stream's row gone. Each process refreshes
 * its rows on the heartbeat, so those of a process that died stop counting within two heartbeats.
 */
export function createEventStreams(
  app: FastifyInstance,
  limits: StreamLimits,
  { registry, feed }: { registry: StreamRegistry; feed: ChangeFeed },
) {
  /** This process, as the registry knows it. */
  const processId = randomUUID();
  /** This process's streams, by their registry id. */
  const open = new Map<number, OpenStream>();
  /** Claims still deciding: closing waits for them. */
  const claiming = new Set<Promise<unknown>>();
  let closing = false;

  /** Closes the streams whose rows another process removed (a notice missed, or never sent). */
  const refresh = coalesced(
    async () => {
      // Streams registered before the statement is sent: their rows were committed before it.
      const listed = [...open];
      const kept = new Set(await registry.refresh(processId, STALE_SECONDS));
      for (const [id, stream] of listed) if (!kept.has(id)) stream.replace();
      return false;
    },
    (err) => app.log.warn({ err }, 'refreshing the open event streams failed'),
  );
  const heartbeat = setInterval(() => void refresh(), HEARTBEAT_MS);
  heartbeat.unref();
  feed.subscribe(CHANNELS.streams, {
    change(payload) {
      open.get(Number(payload))?.replace();
    },
    // Notices may have been missed: the registry says which streams are still ours.
    reset() {
      if (!closing) void refresh();
    },
  });

  app.addHook('preClose', async () => {
    closing = true;
    clearInterval(heartbeat);
    await Promise.allSettled([...claiming]);
    for (const stream of [...open.values()]) stream.end();
    await registry
      .releaseProcess(processId)
      .catch((err) => app.log.warn({ err }, 'removing the closed event streams failed'));
  });

  const claim = (stream: Parameters<StreamRegistry['claim']>[0]) => {
    const claimed = registry.claim(stream, { ...limits, staleSeconds: STALE_SECONDS });
    claiming.add(claimed);
    const forget = () => claiming.delete(claimed);
    claimed.then(forget, forget);
    return claimed;
  };

  return {
    /**
     * Starts the stream of `userId` (its kind names the route). Refused with 429, before anything
     * is written, when the caller's address holds its cap in all processes; the user's oldest of this
     * kind closes, wherever it is, when they hold theirs.
     */
    async open(
      request: FastifyRequest,
      reply: FastifyReply,
      options: { kind: string; userId: number; retryMs?: number },
    ): Promise<EventStream> {
      const claimed = await claim({
        process: processId,
        kind: options.kind,
        userId: options.userId,
        address: request.ip,
      });
      if (!claimed) {
        reply.header('retry-after', '60');
        throw fail('TOO_MANY_REQUESTS');
      }
      const { id } = claimed;
      const elsewhere = claimed.replaced.filter((other) => !open.has(other));
      for (const other of claimed.replaced) open.get(other)?.replace();
      // Told at once, not on the next second's flush.
      if (elsewhere.length > 0) void feed.sync();

      reply.hijack();
      const out = reply.raw;
      out.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
        connection: 'keep-alive',
      });
      if (options.retryMs) out.write(`retry: ${options.retryMs}\n\n`);
      let isOpen = true;
      const cleanups: (() => void)[] = [];
      const keepAlive = setInterval(() => out.write(': keep-alive\n\n'), HEARTBEAT_MS);
      keepAlive.unref();
      const send = (event: string, data: unknown) => {
        if (isOpen) out.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      /** `rowGone`: another stream's claim (or the sweep of stale rows) removed its row already. */
      const finish = (rowGone: boolean) => {
        if (!isOpen) return;
        isOpen = false;
        clearInterval(keepAlive);
        open.delete(id);
        // Once closing, one statement removes every row of the process.
        if (!rowGone && !closing) {
          registry.release(id).catch((err) => app.log.warn({ err }, 'removing a closed event stream failed'));
        }
        for (const cleanup of cleanups) cleanup();
        out.end();
      };
      const end = () => finish(false);
      open.set(id, {
        replace() {
          send(REPLACED_EVENT, {});
          finish(true);
        },
        end,
      });
      out.on('close', end);
      // The client left, or the server began closing, while the stream was being claimed.
      if (closing || request.raw.socket?.destroyed) end();
      return {
        get isOpen() {
          return isOpen;
        },
        send,
        onEnd(cleanup) {
          cleanups.push(cleanup);
        },
        end,
      };
    },
  };
}
export type EventStreams = ReturnType<typeof createEventStreams>;

/**
 * Runs `task` one at a time: a call while it runs makes it run once more afterwards, so a wake-up
 * is never lost and reads never overlap. `task` answers true when it should run again at once.
 */
export function coalesced(task: () => Promise<boolean>, onError: (err: unknown) => void) {
  let running = false;
  let again = false;
  return async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        if (await task()) again = true;
      } while (again);
    } catch (err) {
      onError(err);
    } finally {
      running = false;
    }
  };
}
