import { WAITLIST_DECISION_CLOSES_MINUTES } from '@kinetic/domain';
import type { Db } from '../db/client';
import { retryOnConflict } from '../db/retry';
import type { AppJob } from '../lib/app-module';
import { seatsOn } from '../modules/bookings';

/** Customers booked from one session's waitlist in one pass, at most (more wait for the next pass). */
const PER_SESSION = 100;

/**
 * docs/adr/0003: inside a class's auto-waitlist window joiners wait for the gym or the class's trainer
 * to book them. When that decision closes (WAITLIST_DECISION_CLOSES_MINUTES before the start) and
 * seats are still free, the waitlist is booked in order by the same rule as a freed seat: credits
 * debited with their ledger row, the wish removed and the customer told, all in one transaction per
 * session; those who cannot pay stay waitlisted. Any number of API processes may run it: each session
 * is filled under its row lock, and every seat is still taken by the conditional update.
 */
export async function promoteWaitlists(db: Db, options: { now?: Date; limit?: number } = {}) {
  const now = options.now ?? new Date();
  const due = await seatsOn(db).sessionsToPromote(
    now,
    new Date(now.getTime() + WAITLIST_DECISION_CLOSES_MINUTES * 60_000),
    options.limit ?? 50,
  );
  let promoted = 0;
  for (const { id } of due) {
    promoted += await retryOnConflict(() =>
      db.transaction(async (tx) => {
        const seats = seatsOn(tx as unknown as Db);
        if (!(await seats.lockSession(id))) return 0;
        let booked = 0;
        while (booked < PER_SESSION && (await seats.promoteWaitlist(id, now, 'autoWaitlistBooked'))) booked++;
        return booked;
      }),
    );
  }
  return { sessions: due.length, promoted };
}

/** Free seats go to the waitlist when the gym's decision closes before the start (docs/adr/0003), checked every 30 s. */
export const waitlistPromotionJob: AppJob = {
  name: 'waitlist-promotion',
  start: ({ db, log, now, scheduler }) =>
    scheduler.every('promote-waitlists', 30_000, async () => {
      const result = await promoteWaitlists(db, { now: now?.() });
      if (result.promoted > 0) log.info(result, 'waitlists promoted');
    }),
};
