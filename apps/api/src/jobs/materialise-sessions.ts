import type { AppJob } from '../lib/app-module';
import { materialiseSessions } from '../modules/classes';

/** The session planner is the classes module's (server.ts, the seed and the tests call it from here too). */
export { type MaterialiseOptions, materialiseSessions } from '../modules/classes';

/** Bookable sessions for the next 60 days, again every day (docs/adr/0004); server.ts runs it once first. */
export const sessionMaterialiserJob: AppJob = {
  name: 'session-materialiser',
  start: ({ db, log, scheduler }) =>
    scheduler.every('materialise-sessions', 24 * 3_600_000, async () => {
      log.info(await materialiseSessions(db), 'class sessions materialised');
    }),
};
