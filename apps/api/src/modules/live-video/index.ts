import { type AppModule, underApi } from '../../lib/app-module';
import type { EventStreams } from '../../lib/event-stream';
import { createVideoProvider } from '../../providers/video';
import { createLiveVideoRepository } from './live-video.repository';
import { liveVideoRoutes } from './live-video.routes';
import { createLiveVideoService } from './live-video.service';
import { createLiveWatchers } from './live-watchers';

export { channelOf } from './live-video.service';

/**
 * Live video classes (docs/adr/0019): the provider's grant for a session's host and booked
 * viewers, and the local provider's WebRTC signalling relayed through the database.
 */
export const liveVideoModule: AppModule<{ streams: EventStreams }> = {
  name: 'live-video',
  async register(app, { db, config, now, feed, streams }) {
    const live = createLiveVideoService({
      repository: createLiveVideoRepository(db),
      provider: createVideoProvider(config),
      overrunMs: config.LIVE_OVERRUN_SECONDS * 1000,
      now,
    });
    await underApi(app, async (v1) => {
      await v1.register(liveVideoRoutes, { live, watchers: createLiveWatchers(feed), streams });
    });
  },
};
