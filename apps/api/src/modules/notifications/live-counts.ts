import { CHANNELS, type ChangeFeed } from '../../lib/change-feed';
import { coalesced } from '../../lib/event-stream';

type Sink = (count: number) => void;

/**
 * Who is watching their bell in this process. A notification written by any API process is
 * announced by the database (LISTEN/NOTIFY on PostgreSQL, in process on PGlite) through the change
 * feed; the user's unread count is then read once and sent to each of their streams (tabs and
 * devices): one query per user per change, whatever the number of streams. When the
 * feed was lost, every watched user's count is read again: it may have changed unseen.
 */
export function createLiveCounts(
  feed: ChangeFeed,
  count: (userId: number) => Promise<number>,
  onError: (err: unknown) => void,
) {
  const users = new Map<number, { sinks: Set<Sink>; refresh: () => Promise<void> }>();
  const refresh = (userId: number) => void users.get(userId)?.refresh();
  feed.subscribe(CHANNELS.notifications, {
    change: (payload) => refresh(Number(payload)),
    reset: () => {
      for (const userId of users.keys()) refresh(userId);
    },
  });
  const watcherOf = (userId: number) => {
    const sinks = new Set<Sink>();
    const refresh = coalesced(async () => {
      const value = await count(userId);
      for (const sink of sinks) sink(value);
      return false;
    }, onError);
    return { sinks, refresh };
  };
  return {
    /**
     * Sends `userId`'s unread count to `sink` now and whenever it changes (a stream skips a count it
     * has just sent); answers how to stop.
     */
    watch(userId: number, sink: Sink): () => void {
      const watcher = users.get(userId) ?? watcherOf(userId);
      users.set(userId, watcher);
      let last: number | undefined;
      const deduplicated: Sink = (value) => {
        if (value === last) return;
        last = value;
        sink(value);
      };
      watcher.sinks.add(deduplicated);
      void watcher.refresh();
      return () => {
        watcher.sinks.delete(deduplicated);
        if (watcher.sinks.size === 0 && users.get(userId) === watcher) users.delete(userId);
      };
    },
    /** Whether changes arrive as they commit; when not, clients poll. */
    get live() {
      return feed.live;
    },
  };
}
export type LiveCounts = ReturnType<typeof createLiveCounts>;
