import type { Db } from '../../db/client';
import { createRateLimitRepository } from './rate-limit.repository';

/**
 * Fixed-window counters shared by every API process (the rate limit plugin, the login lockout):
 * count a hit, take one back, end a window early, and drop the windows that ended.
 */
export function createRateLimitService(db: Db) {
  const counters = createRateLimitRepository(db);
  return {
    /** Counts a hit of `key`: the window's hits so far and when it ends. */
    hit: (key: string, windowSeconds: number) => counters.hit(key, windowSeconds),
    /** Takes back one hit of the key's current window. */
    unhit: (key: string) => counters.unhit(key),
    /** Ends the key's window early. */
    clear: (key: string) => counters.clear(key),
    /** Drops the windows that ended. */
    purgeEnded: () => counters.purgeEnded(),
  };
}
export type RateLimitService = ReturnType<typeof createRateLimitService>;
