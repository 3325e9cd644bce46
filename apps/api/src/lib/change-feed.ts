import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client';

/**
 * Channels the database announces changes on (migration 0003, docs/adr/0014); the notifications
 * module announces its own writes (modules/notifications).
 */
export const CHANNELS = {
  /** payload: the user id whose bookings or wishes changed */
  viewerMarks: 'kinetic_viewer_marks',
  /** payload: 'token:<id>' (revoked or removed) or 'user:<id>' (category changed) */
  auth: 'kinetic_auth',
  /** payload: the user id whose notifications changed (a new one, or the bell opened) */
  notifications: 'kinetic_notifications',
  /** payload: the class session id that has new live-video signalling messages (modules/live-video) */
  liveSignals: 'kinetic_live_signals',
  /** payload: the id of an open event stream a newer one of its user closed (lib/event-stream.ts) */
  streams: 'kinetic_streams',
} as const;
export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];

export interface FeedSubscriber {
  change(payload: string): void;
  /** Changes may have been missed: drop everything derived from earlier reads. */
  reset(): void;
}

/**
 * Changes committed to the database by any process, announced once they have committed (ADR 23).
 * Caches of data that changes one caller at a time (tokens, a member's bookings and wishes) use it to
 * live long and still never serve a stale answer for longer than the notification takes; while the
 * feed is down they are bypassed, not trusted.
 */
export interface ChangeFeed {
  readonly live: boolean;
  subscribe(channel: Channel, subscriber: FeedSubscriber): void;
  /**
   * Resolves once every change committed before the call has been delivered: our marker is sent by
   * the flush that announces the changes committed before it (ADR 23), so its coming back means they
   * came too.
   * Run after each write, so its caller's next request sees the write in this process's caches.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

const SYNC_TIMEOUT_MS = 2000;
/** How often each process announces changes nobody flushed (docs/adr/0023). */
const FLUSH_EVERY_MS = 1000;

export async function openChangeFeed(database: Pick<Database, 'listen'>): Promise<ChangeFeed> {
  const subscribers = new Map<string, FeedSubscriber[]>();
  const syncChannel = `kinetic_sync_${randomBytes(6).toString('hex')}`;
  const waiting = new Map<string, () => void>();
  let nextMarker = 0;
  let live = true;
  let closed = false;

  const resetAll = () => {
    for (const list of subscribers.values()) for (const subscriber of list) subscriber.reset();
  };
  const releaseWaiting = () => {
    for (const resolve of waiting.values()) resolve();
    waiting.clear();
  };

  const listener = await database.listen([...Object.values(CHANNELS), syncChannel], {
    message(channel, payload) {
      if (channel === syncChannel) {
        waiting.get(payload)?.();
        waiting.delete(payload);
        return;
      }
      for (const subscriber of subscribers.get(channel) ?? []) subscriber.change(payload);
    },
    lost() {
      live = false;
      resetAll();
      releaseWaiting();
    },
    restored() {
      resetAll();
      live = true;
    },
  });

  /**
   * The next marker, shared by every sync() call made until it is sent: a marker sent after a call
   * vouches for every change committed before it, so one marker a round trip serves any number of
   * writes (each its own marker had queued them one behind the other).
   */
  let gathering: Promise<void> | undefined;
  let previousSend: Promise<unknown> = Promise.resolve();
  const sendMarker = (): Promise<void> => {
    const marker = String(nextMarker++);
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<void>((resolve) => {
      waiting.set(marker, resolve);
      timer = setTimeout(() => {
        // No answer in time: what this process holds can no longer be vouched for.
        if (waiting.delete(marker)) resetAll();
        resolve();
      }, SYNC_TIMEOUT_MS);
    });
    const sent = previousSend.then(() => {
      // From here a caller needs the next marker: this one may already be on its way.
      if (gathering === batch) gathering = undefined;
      return listener.flush(syncChannel, marker);
    });
    previousSend = sent.catch(() => undefined);
    const batch: Promise<void> = sent
      .then(() => arrived)
      .catch(() => {
        waiting.delete(marker);
        resetAll();
      })
      .finally(() => clearTimeout(timer));
    return batch;
  };

  // Changes whose writer did not flush them (a job, a process that died right after its commit) go
  // out within a second.
  const flushLeftovers = () => {
    if (live && !closed) listener.flush(null, null).catch(() => undefined);
  };
  const ticker = setInterval(flushLeftovers, FLUSH_EVERY_MS);
  ticker.unref();
  flushLeftovers();

  return {
    get live() {
      return live && !closed;
    },
    subscribe(channel, subscriber) {
      const list = subscribers.get(channel) ?? [];
      list.push(subscriber);
      subscribers.set(channel, list);
    },
    sync() {
      if (!live || closed) return Promise.resolve();
      gathering ??= sendMarker();
      return gathering;
    },
    async close() {
      closed = true;
      clearInterval(ticker);
      releaseWaiting();
      await listener.close();
    },
  };
}
