import { type AppModule, underApi } from '../../lib/app-module';
import { expireWaitlistOffers } from '../bookings';
import { queueTimedMail } from '../mail';
import { takeDueFees } from '../payments';
import { devRoutes } from './dev.routes';

export { OUTBOX_LOCAL_ONLY } from './dev.routes';

/** The development outbox, and the reminder, offer-expiry and fee jobs on a shifted clock (only when the configuration turns the outbox on). */
export const devModule: AppModule<{ outbox: { latest(limit: number): Promise<unknown[]> } }> = {
  name: 'dev',
  async register(app, { config, db, outbox }) {
    if (!config.devOutbox) return;
    await underApi(app, async (v1) => {
      await v1.register(devRoutes, {
        latest: outbox.latest,
        runTimedMail: (at) => queueTimedMail(db, { now: at }),
        runOfferExpiry: (at) => expireWaitlistOffers(db, { now: at }),
        runSeatFees: (at) => takeDueFees(db, { now: at }),
      });
    });
  },
};
