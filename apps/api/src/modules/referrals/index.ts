import { type AppModule, underApi } from '../../lib/app-module';
import { createGymAdminScope } from '../gym-admin';
import { referralsRoutes } from './referrals.routes';
import { createReferralsService } from './referrals.service';

export type { PayingCard } from './referrals.repository';
export { createReferralJoins, type ReferralJoins, referralLink } from './referrals.service';
export { rewardReferrer, type WalletMoves } from './reward';
export { mayRedeemWelcomePromo } from './welcome-promo';

/**
 * Referrals (docs/adr/0044): a customer's invite link, the welcome offer of the friends who join
 * through it, and the referrer's wallet reward, paid by the payments module's settlement (rewardReferrer)
 * on the friend's first real payment.
 */
export const referralsModule: AppModule = {
  name: 'referrals',
  async register(app, { db }) {
    const referrals = createReferralsService({ db, scope: createGymAdminScope(db) });
    await underApi(app, async (v1) => {
      await v1.register(referralsRoutes, { referrals });
    });
  },
};
