import { formatMoney, publicName } from '@kinetic/domain';
import type { Db } from '../../db/client';
import { notificationWrites } from '../notifications';
import { type PayingCard, referralQueries } from './referrals.repository';

/** What the payments module moves a wallet with (its one rule of balance plus ledger row). */
export interface WalletMoves {
  lockWallet(userId: number, currencyCode: string): Promise<unknown>;
  moveWallet(
    userId: number,
    currencyCode: string,
    delta: number,
    reason: 'REFERRAL',
    purchaseId: number | null,
    bookingFeeId: null,
    referralId: number,
  ): Promise<unknown>;
}

/** The settled order as the reward reads it. */
export interface SettledPurchase {
  id: number;
  userId: number | null;
  kind: string;
  /** What the gateway (or the desk) took: 0 for an order the wallet or a promo paid whole. */
  amount: number;
}

/** Orders that buy something; a card check or an owed fee is not the friend's first purchase. */
const BUYING_KINDS = new Set(['PACKAGE', 'RENEWAL', 'EXTEND', 'UPGRADE', 'SPECIAL', 'DESK']);

/**
 * The referrer's reward, on the transaction that moved the friend's order to PAID (docs/adr/0044), so
 * it happens once however often the payment is learnt: the friend's JOINED referral is closed by a
 * conditional update, and only the caller that closed it credits the wallet. Money must have changed
 * hands: an order the wallet or a 100 % welcome offer paid whole leaves the referral waiting for the
 * first real payment. Paid with a card the referrer keeps: refused, nothing credited.
 */
export async function rewardReferrer(
  tx: Db,
  wallet: WalletMoves,
  purchase: SettledPurchase,
  paidWith: PayingCard | null,
  at: Date,
): Promise<void> {
  if (purchase.userId === null || purchase.amount <= 0 || !BUYING_KINDS.has(purchase.kind)) return;
  const q = referralQueries(tx);
  const referral = await q.referralOfFriend(purchase.userId);
  if (referral?.status !== 'JOINED') return;
  if (paidWith && (await q.holdsCard(referral.referrerUserId, paidWith))) {
    await q.closeReferral(referral.id, {
      status: 'REFUSED',
      refusedReason: 'SAME_CARD',
      purchaseId: purchase.id,
    });
    return;
  }
  const friend = (await q.userById(purchase.userId))!;
  const found = await q.programme(referral.brandId, friend.storeId);
  if (!found?.programme.active || found.programme.referrerReward <= 0) {
    // The programme ended (or pays nothing) before the friend paid: closed, so a later one does not pay.
    await q.closeReferral(referral.id, {
      status: 'REFUSED',
      refusedReason: 'PROGRAMME_ENDED',
      purchaseId: purchase.id,
    });
    return;
  }
  const reward = found.programme.referrerReward;
  const currencyCode = found.currencyCode;
  const closed = await q.closeReferral(referral.id, {
    status: 'REWARDED',
    purchaseId: purchase.id,
    rewardAmount: reward,
    rewardCurrencyCode: currencyCode,
    rewardedAt: at,
  });
  if (!closed) return;
  await wallet.lockWallet(closed.referrerUserId, currencyCode);
  await wallet.moveWallet(closed.referrerUserId, currencyCode, reward, 'REFERRAL', null, null, closed.id);
  await notificationWrites(tx).notify(
    {
      kind: 'referralRewarded',
      to: closed.referrerUserId,
      actorId: purchase.userId,
      objectId: closed.id,
      values: {
        friendName: publicName(friend.firstName, friend.lastName),
        reward: formatMoney(reward, currencyCode),
      },
    },
    at,
  );
}
