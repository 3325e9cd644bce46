import type { FastifyInstance, FastifyReply } from 'fastify';

/** A comment line every so often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

export interface EventStream {
  readonly isOpen: boolean;
  /** One server-sent event, its data as JSON; nothing once the stream has ended. */
  send(event: string, data: unknown): void;
  /** Runs when the stream ends, whoever ended it. */
  onEnd(cleanup: () => void): void;
  end(): void;
}

/**
 * Server-sent event responses of one route plugin (the bell's count, live class signalling): the
 * headers, a heartbeat, and one `end` for every way a stream stops (the client goes away, the
 * server closes, the route's own reason). Streams still open when the server closes are ended, or
 * closing would wait for them.
 */
export function eventStreams(app: FastifyInstance) {
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });
  return {
    open(reply: FastifyReply, options: { retryMs?: number } = {}): EventStream {
      reply.hijack();
      const out = reply.raw;
      out.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      if (options.retryMs) out.write(`retry: ${options.retryMs}\n\n`);
      let open = true;
      const cleanups: (() => void)[] = [];
      const heartbeat = setInterval(() => out.write(': keep-alive\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      const end = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        for (const cleanup of cleanups) cleanup();
        streams.delete(end);
        out.end();
      };
      streams.add(end);
      out.on('close', end);
      return {
        get isOpen() {
          return open;
        },
        send(event, data) {
          if (open) out.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        },
        onEnd(cleanup) {
          cleanups.push(cleanup);
        },
        end,
      };
    },
  };
}

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
