import { CHANNELS, type ChangeFeed } from '../../lib/change-feed';

/**
 * Who is watching their bell in this process. A notification written by any API process is
 * announced by the database (LISTEN/NOTIFY on PostgreSQL, in process on PGlite) through the change
 * feed; each watcher of that user is woken to send the new count. When the feed was lost, everyone
 * is woken: a count may have changed unseen.
 */
export function createLiveCounts(feed: ChangeFeed) {
  const watchers = new Map<number, Set<() => void>>();
  const wake = (set: Set<() => void> | undefined) => {
    for (const watcher of set ?? []) watcher();
  };
  feed.subscribe(CHANNELS.notifications, {
    change: (payload) => wake(watchers.get(Number(payload))),
    reset: () => {
      for (const set of watchers.values()) wake(set);
    },
  });
  return {
    /** Calls `changed` whenever `userId`'s notifications change; answers how to stop. */
    watch(userId: number, changed: () => void): () => void {
      const set = watchers.get(userId) ?? new Set();
      set.add(changed);
      watchers.set(userId, set);
      return () => {
        set.delete(changed);
        if (set.size === 0) watchers.delete(userId);
      };
    },
    /** Whether changes arrive as they commit; when not, clients poll. */
    get live() {
      return feed.live;
    },
  };
}
export type LiveCounts = ReturnType<typeof createLiveCounts>;
