import type { ChangeFeed } from './change-feed';

/**
 * A per-process cache whose entries are dropped by change notifications (lib/change-feed.ts), so it
 * can keep them long. `ttlMs` only bounds how long an entry may live if a notification were lost
 * without the feed noticing. While the feed is down every call loads.
 *
 * A load that overlaps any drop is answered but not kept: its read may predate the change that was
 * announced (a whole-cache generation, simpler than per-key ones and only costs an extra load).
 */
export function createFeedCache<K, V>(options: {
  feed: ChangeFeed;
  ttlMs: number;
  maxEntries: number;
  /** Keep this loaded value? (e.g. not an unknown token, which anyone can make up by the million) */
  keep?: (value: V) => boolean;
  now?: () => number;
}) {
  const { feed, ttlMs, maxEntries, keep = () => true, now = Date.now } = options;
  const entries = new Map<K, { value: V; at: number }>();
  let generation = 0;

  return {
    async get(key: K, load: () => Promise<V>): Promise<V> {
      if (!feed.live) return load();
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.value;
      const started = generation;
      const loadedAt = now();
      const value = await load();
      if (generation === started && feed.live && keep(value)) {
        entries.delete(key);
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as K);
        entries.set(key, { value, at: loadedAt });
      }
      return value;
    },
    delete(key: K) {
      generation += 1;
      entries.delete(key);
    },
    /** Drops every entry the test matches. */
    deleteWhere(test: (key: K, value: V) => boolean) {
      generation += 1;
      for (const [key, entry] of entries) if (test(key, entry.value)) entries.delete(key);
    },
    clear() {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
