import type { Db } from '../../db/client';
import { retryOnConflict } from '../../db/retry';
import { seatsOn } from './seats';

/**
 * docs/adr/0038: a seat offered from a waitlist and not claimed in its window passes to the next one
 * waiting. Each offer is closed in a transaction of its own under its session's lock, so any number of
 * API processes may run this: an offer claimed meanwhile is left alone, and one is passed on once.
 */
export async function expireWaitlistOffers(db: Db, options: { now?: Date; limit?: number } = {}) {
  const now = options.now ?? new Date();
  const due = await seatsOn(db).dueOffers(now, options.limit ?? 50);
  let expired = 0;
  for (const offer of due) {
    const closed = await retryOnConflict(() =>
      db.transaction((tx) => seatsOn(tx as unknown as Db).expireOffer(offer, now)),
    );
    if (closed) expired++;
  }
  return { due: due.length, expired };
}
