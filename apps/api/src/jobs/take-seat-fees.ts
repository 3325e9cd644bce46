import type { AppJob } from '../lib/app-module';
import { takeDueFees } from '../modules/payments';

/** Late-cancel and no-show fees are taken once their delay has passed (docs/adr/0040), checked every minute. */
export const seatFeesJob: AppJob = {
  name: 'seat-fees',
  start: ({ db, log, now, scheduler }) =>
    scheduler.every('take-seat-fees', 60_000, async () => {
      const result = await takeDueFees(db, { now: now?.() });
      if (result.due > 0) log.info(result, 'seat fees taken');
    }),
};
