import { CHANNELS, type ChangeFeed } from '../../lib/change-feed';

/**
 * Which sessions this process streams signalling for. A message stored by any API process is
 * announced on the change feed (LISTEN/NOTIFY on PostgreSQL, in process on PGlite) with its session
 * id; every stream of that session is woken to read what is new for its user. When the feed was
 * lost every stream is woken: a message may have arrived unannounced.
 */
export function createLiveWatchers(feed: ChangeFeed) {
  const watchers = new Map<number, Set<() => void>>();
  const wake = (set: Set<() => void> | undefined) => {
    for (const watcher of set ?? []) watcher();
  };
  feed.subscribe(CHANNELS.liveSignals, {
    change: (payload) => wake(watchers.get(Number(payload))),
    reset: () => {
      for (const set of watchers.values()) wake(set);
    },
  });
  return {
    /** Calls `changed` whenever the session has new messages; answers how to stop. */
    watch(sessionId: number, changed: () => void): () => void {
      const set = watchers.get(sessionId) ?? new Set();
      set.add(changed);
      watchers.set(sessionId, set);
      return () => {
        set.delete(changed);
        if (set.size === 0) watchers.delete(sessionId);
      };
    },
  };
}
export type LiveWatchers = ReturnType<typeof createLiveWatchers>;
