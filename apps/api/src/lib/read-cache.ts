declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * This route writes: once it has run, this process's short-lived read caches are retired and the
     * answer waits for the database's change notifications (app.ts), so the caller's next read sees
     * the write. Every route that changes data declares it; a route that only reads (even a POST with
     * a body, such as the class list) leaves it out.
     */
    retiresCaches?: boolean;
  }
}

/**
 * A counter that moves whenever this process has handled a write (a route declaring
 * `config.retiresCaches`, see app.ts).
 * Read caches keyed on it never serve a page older than the last write this process made, so a
 * caller who books and then lists sees the seat gone at once.
 */
export interface WriteEpoch {
  readonly value: number;
  bump(): void;
}

export function createWriteEpoch(): WriteEpoch {
  let value = 0;
  return {
    get value() {
      return value;
    },
    bump() {
      value += 1;
    },
  };
}

/**
 * A short-lived, per-process cache of read results (docs/adr/0014). An entry lives `ttlMs` at most
 * and dies at the next write of this process; writes made by other processes show within `ttlMs`.
 * Concurrent misses of one key share one load. Nothing here is needed by another process.
 */
export function createReadCache<T>(options: { ttlMs: number; epoch?: WriteEpoch; maxEntries?: number }) {
  const { ttlMs, epoch, maxEntries = 1000 } = options;
  const entries = new Map<string, { at: number; epoch: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const now = Date.now();
      const currentEpoch = epoch?.value ?? 0;
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlMs && hit.epoch === currentEpoch) return hit.value;
      const value = load();
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      if (hit) entries.delete(key);
      else if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { at: now, epoch: currentEpoch, value });
      return value;
    },
  };
}
