import type { AppJob } from '../lib/app-module';
import { closeDueRolls } from '../modules/bookings';

/** Rolls left open close on their own after the class (docs/adr/0039), checked every 5 minutes. */
export const rollClosingJob: AppJob = {
  name: 'roll-closing',
  start: ({ db, log, now, scheduler }) =>
    scheduler.every('close-rolls', 5 * 60_000, async () => {
      const result = await closeDueRolls(db, { now: now?.() });
      if (result.closed > 0) log.info(result, 'rolls closed');
    }),
};
