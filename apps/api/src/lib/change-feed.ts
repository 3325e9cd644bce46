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
} as const;
export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];

export interface FeedSubscriber {
  change(payload: string): void;
  /** Changes may have been missed: drop everything derived from earlier reads. */
  reset(): void;
}

/**
 * Changes committed to the database by any process, as they commit. Caches of data that changes
 * one caller at a time (tokens, a member's bookings and wishes) use it to live long and still never
 * serve a stale answer for longer than the notification takes; while the feed is down they are
 * bypassed, not trusted.
 */
export interface ChangeFeed {
  readonly live: boolean;
  subscribe(channel: Channel, subscriber: FeedSubscriber): void;
  /**
   * Resolves once every change committed before the call has been delivered: PostgreSQL delivers
   * notifications in commit order, so our own marker coming back means the ones before it came too.
   * Run after each write, so its caller's next request sees the write in this process's caches.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

const SYNC_TIMEOUT_MS = 2000;

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

  return {
    get live() {
      return live && !closed;
    },
    subscribe(channel, subscriber) {
      const list = subscribers.get(channel) ?? [];
      list.push(subscriber);
      subscribers.set(channel, list);
    },
    async sync() {
      if (!live || closed) return;
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
      try {
        await listener.notify(syncChannel, marker);
        await arrived;
      } catch {
        waiting.delete(marker);
        resetAll();
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      closed = true;
      releaseWaiting();
      await listener.close();
    },
  };
}
