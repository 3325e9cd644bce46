import { type AppModule, underApi } from '../../lib/app-module';
import { createCalendarFeedsRepository } from './calendar-feeds.repository';
import { calendarFeedRoutes } from './calendar-feeds.routes';
import { createCalendarFeedsService } from './calendar-feeds.service';

export { FEED_FETCHES_PER_HOUR } from './calendar-feeds.routes';

/**
 * Private calendar subscriptions (docs/adr/0045): /users/me/calendar-feed for the owner, and the
 * feed itself at /calendar/<token>.ics for calendar apps.
 */
export const calendarFeedsModule: AppModule = {
  name: 'calendar-feeds',
  async register(app, { db, now }) {
    await underApi(app, async (v1) => {
      const feeds = createCalendarFeedsService({
        repo: createCalendarFeedsRepository(db),
        now: now ?? (() => new Date()),
      });
      await v1.register(calendarFeedRoutes, { feeds });
    });
  },
};
