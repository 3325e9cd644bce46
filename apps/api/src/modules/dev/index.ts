import { type AppModule, underApi } from '../../lib/app-module';
import { devRoutes } from './dev.routes';

export { OUTBOX_LOCAL_ONLY } from './dev.routes';

/** The development outbox (only when the configuration turns it on). */
export const devModule: AppModule<{ outbox: { latest(limit: number): Promise<unknown[]> } }> = {
  name: 'dev',
  async register(app, { config, outbox }) {
    if (!config.devOutbox) return;
    await underApi(app, async (v1) => {
      await v1.register(devRoutes, { latest: outbox.latest });
    });
  },
};
