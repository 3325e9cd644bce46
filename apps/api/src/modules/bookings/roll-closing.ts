import { ROLL_CLOSES_AFTER_HOURS } from '@kinetic/domain';
import type { Db } from '../../db/client';
import { retryOnConflict } from '../../db/retry';
import { AppError } from '../../lib/errors';
import { seatsOn } from './seats';

const HOUR = 3_600_000;
/** Rolls left open longer than this are left alone: a late job run never strikes last month's classes. */
const LOOK_BACK_DAYS = 7;

/**
 * docs/adr/0039: a roll its partner has not closed closes on its own ROLL_CLOSES_AFTER_HOURS after
 * the class ends. Each in a transaction of its own under its session's lock, so any number of
 * processes may run this; a roll closed meanwhile is left as it is.
 */
export async function closeDueRolls(db: Db, options: { now?: Date; limit?: number } = {}) {
  const now = options.now ?? new Date();
  const due = await seatsOn(db).rollsDue(
    new Date(now.getTime() - ROLL_CLOSES_AFTER_HOURS * HOUR),
    new Date(now.getTime() - LOOK_BACK_DAYS * 24 * HOUR),
    options.limit ?? 50,
  );
  let closed = 0;
  for (const { id } of due) {
    try {
      await retryOnConflict(() =>
        db.transaction(async (tx) => {
          const seats = seatsOn(tx as unknown as Db);
          await seats.lockSession(id);
          await seats.closeRoll(id, now);
        }),
      );
      closed++;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return { due: due.length, closed };
}
