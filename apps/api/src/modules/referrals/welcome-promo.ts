import type { Db } from '../../db/client';
import { referralQueries } from './referrals.repository';

/**
 * Whether the user may redeem a referral-only promo (docs/adr/0044): they joined through a link, not
 * refused, of a brand whose programme has this promo as its welcome offer. On the caller's transaction.
 */
export const mayRedeemWelcomePromo = (db: Db, userId: number, promoId: number): Promise<boolean> =>
  referralQueries(db).referredForPromo(userId, promoId);
