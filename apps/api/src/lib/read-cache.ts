declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST that only reads (a search with a body): it does not retire the read caches. */
    readOnly?: boolean;
  }
}

/**
 * A counter that moves whenever this process has handled a write (any non-GET request, see app.ts).
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
 * A short-lived, per-process cache of read results (docs/adr/0007). An entry lives `ttlMs` at most
 * and dies at the next write of this process; writes made by other processes show within `ttlMs`.
 * Concurrent misses of one key share one load. Nothing here is needed by another process.
 *
 * With `staleMs`, an entry up to `staleMs` past its time is still served while one load replaces it
 * in the background, so callers of a busy key never queue behind its reload.
 */
export function createReadCache<T>(options: {
  ttlMs: number;
  epoch?: WriteEpoch;
  maxEntries?: number;
  staleMs?: number;
}) {
  const { ttlMs, epoch, maxEntries = 1000, staleMs = 0 } = options;
  interface Entry {
    at: number;
    epoch: number;
    value: Promise<T>;
    refreshing?: boolean;
  }
  const entries = new Map<string, Entry>();

  function store(key: string, entry: Entry) {
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    entries.delete(key);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, entry);
  }

  function refresh(key: string, stale: Entry, load: () => Promise<T>) {
    stale.refreshing = true;
    const entry: Entry = { at: Date.now(), epoch: epoch?.value ?? 0, value: load() };
    entry.value.then(
      () => {
        if (entries.get(key) === stale) store(key, entry);
      },
      () => {
        stale.refreshing = false;
      },
    );
  }

  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const now = Date.now();
      const currentEpoch = epoch?.value ?? 0;
      const hit = entries.get(key);
      if (hit && hit.epoch === currentEpoch) {
        const age = now - hit.at;
        if (age < ttlMs) return hit.value;
        if (age < ttlMs + staleMs) {
          if (!hit.refreshing) refresh(key, hit, load);
          return hit.value;
        }
      }
      const entry: Entry = { at: now, epoch: currentEpoch, value: load() };
      store(key, entry);
      return entry.value;
    },
  };
}
