import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from './errors';

/** A comment line every so often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

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

interface OpenStream {
  address: string;
  user: string;
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
 * thousands (issue 40). The caps count this process's streams only: a user reaching several API
 * processes behind the proxy may hold the cap in each (the proxy's own per-address connection
 * limit on the stream routes, deploy/nginx.conf, holds across them).
 */
export function createEventStreams(app: FastifyInstance, limits: StreamLimits) {
  const open = new Set<OpenStream>();
  const perAddress = new Map<string, number>();
  /** Oldest first, by kind and user. */
  const perUser = new Map<string, OpenStream[]>();
  app.addHook('preClose', async () => {
    for (const stream of [...open]) stream.end();
  });

  const add = (stream: OpenStream) => {
    open.add(stream);
    perAddress.set(stream.address, (perAddress.get(stream.address) ?? 0) + 1);
    perUser.set(stream.user, [...(perUser.get(stream.user) ?? []), stream]);
  };
  const remove = (stream: OpenStream) => {
    open.delete(stream);
    const left = (perAddress.get(stream.address) ?? 1) - 1;
    if (left > 0) perAddress.set(stream.address, left);
    else perAddress.delete(stream.address);
    const others = (perUser.get(stream.user) ?? []).filter((other) => other !== stream);
    if (others.length > 0) perUser.set(stream.user, others);
    else perUser.delete(stream.user);
  };

  return {
    /**
     * Starts the stream of `userId` (its kind names the route). Refused with 429, before anything
     * is written, when the caller's address holds its cap; the user's oldest of this kind closes
     * when they hold theirs.
     */
    open(
      request: FastifyRequest,
      reply: FastifyReply,
      options: { kind: string; userId: number; retryMs?: number },
    ): EventStream {
      const address = request.ip;
      const user = `${options.kind}:${options.userId}`;
      const mine = perUser.get(user) ?? [];
      const replaced = mine.slice(0, Math.max(0, mine.length - limits.perUser + 1));
      const freed = replaced.filter((stream) => stream.address === address).length;
      if ((perAddress.get(address) ?? 0) - freed >= limits.perAddress) {
        reply.header('retry-after', '60');
        throw fail('TOO_MANY_REQUESTS');
      }
      for (const stream of replaced) stream.replace();

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
      const heartbeat = setInterval(() => out.write(': keep-alive\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      const send = (event: string, data: unknown) => {
        if (isOpen) out.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      const end = () => {
        if (!isOpen) return;
        isOpen = false;
        clearInterval(heartbeat);
        remove(entry);
        for (const cleanup of cleanups) cleanup();
        out.end();
      };
      const entry: OpenStream = {
        address,
        user,
        replace() {
          send(REPLACED_EVENT, {});
          end();
        },
        end,
      };
      add(entry);
      out.on('close', end);
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
