import { canSubscribe, ptSessionValueAsBought, subscriptionPrice } from '@kinetic/domain';
import type { Db } from '../../db/client';
import type { SavedCardDetails } from '../../providers/payments/gateway';
import { mailsOn } from '../mail';
import { type PayingCard, rewardReferrer } from '../referrals';
import { fulfilmentQueries, type PackageRow, type UserPackageRow } from './fulfilment.repository';
import { bookInto, bookProgram } from './paid-bookings';
import type { PaymentsQueries, PurchaseRow } from './payments.repository';
import { settleOwedFees } from './seat-fees';

const DAY_MS = 86_400_000;

/**
 * Everything a paid order grants, on the transaction that moved it to PAID (docs/adr/0005): the user
 * package and its credit ledger row, the promo redemption, the subscription and saved card, and the
 * booking into the class it was bought for. The wallet was already debited when the order was made.
 */
export async function fulfil(
  q: PaymentsQueries,
  tx: Db,
  purchase: PurchaseRow,
  card: SavedCardDetails | null,
  at: Date,
  /** The card that paid, kept or not (the self-referral check, docs/adr/0044). */
  paidWith: PayingCard | null = card,
): Promise<PurchaseRow> {
  // The friend's first real payment earns their referrer's reward, once (docs/adr/0044).
  await rewardReferrer(tx, q, purchase, paidWith, at);
  if (purchase.kind === 'FEE') return paidFees(tx, purchase, at);
  if (purchase.packageId === null) return verifiedCard(tx, purchase, card);
  // The receipt of every payment (and a renewal's notice), queued in the transaction that moved the
  // order to PAID, so exactly once.
  const mails = mailsOn(tx, () => at);
  await mails.paymentReceipt(purchase.id);
  if (purchase.kind === 'RENEWAL') await mails.subscriptionRenewed(purchase.id);
  const f = fulfilmentQueries(tx);
  const pkg = await f.packageById(purchase.packageId);
  if (!pkg) throw new Error(`package ${purchase.packageId} of purchase ${purchase.referenceId} is gone`);
  if (purchase.userId === null && purchase.kind === 'SPECIAL' && purchase.buyerEmail) {
    // A guest's special order joins the account of its e-mail only now that it is paid.
    const owner = await f.customerIdByEmail(purchase.buyerEmail);
    if (owner !== undefined) purchase = await q.updatePurchase(purchase.id, { userId: owner });
  }
  if (purchase.promoId) {
    // Reserved when the order was opened; taken again here when the payment came after the order had
    // closed and released it (the customer paid the discounted price, so the use counts).
    await q.insertRedemption({
      promoId: purchase.promoId,
      userId: purchase.userId,
      purchaseId: purchase.id,
      createdAt: at,
    });
  }
  const userId = purchase.userId;
  if (userId === null) {
    // A special package bought without an account: the order is the record; nothing to credit.
    return purchase;
  }
  const savedCardId = card ? await saveCard(tx, userId, purchase.gateway, card) : null;
  const subscription = purchase.subscriptionId
    ? await f.subscriptionById(purchase.subscriptionId)
    : undefined;

  let userPackage: UserPackageRow;
  if (purchase.kind === 'EXTEND' && subscription?.userPackageId) {
    userPackage = await extend(q, subscription.userPackageId, pkg, purchase, at);
  } else if (pkg.packageType === 'extendValidity') {
    const target = await extendTarget(tx, userId, at);
    userPackage = target
      ? await extend(q, target.id, pkg, purchase, at)
      : await grant(q, userId, pkg, purchase, at);
  } else {
    userPackage = await grant(q, userId, pkg, purchase, at);
  }

  // The subscription follows the package it just paid for: it renews when that package ends (its
  // expiry after this Extend, Upgrade or renewal) or runs out.
  if (subscription) {
    await f.updateSubscription(subscription.id, {
      packageId: pkg.id,
      userPackageId: userPackage.id,
      renewingPurchaseId: null,
      savedCardId: savedCardId ?? subscription.savedCardId,
      price: purchase.kind === 'UPGRADE' ? subscriptionPrice(pkg.price) : subscription.price,
    });
  } else if (purchase.subscribe && canSubscribe(purchase.currencyCode)) {
    await f.insertSubscription({
      userId,
      packageId: pkg.id,
      userPackageId: userPackage.id,
      kidId: purchase.kidId,
      savedCardId,
      price: subscriptionPrice(pkg.price),
      currencyCode: purchase.currencyCode,
      createdPurchaseId: purchase.id,
      createdAt: at,
    });
  }

  await tellPaid(q, purchase, pkg, at);
  const booked =
    pkg.packageType === 'AUTOJOINWITHPACKAGE'
      ? await bookProgram(tx, purchase, userPackage, at)
      : purchase.sessionId
        ? await bookInto(tx, purchase, purchase.sessionId, userPackage, at)
        : { bookingId: null, bookingError: null };
  await settleOwedFees(tx, { ...purchase, userId }, at);
  return q.updatePurchase(purchase.id, { userPackageId: userPackage.id, ...booked });
}

/**
 * The customer hears that the package is theirs (or their subscription renewed), and the gym that
 * sells it that it sold.
 */
async function tellPaid(q: PaymentsQueries, purchase: PurchaseRow, pkg: PackageRow, at: Date) {
  const userId = purchase.userId!;
  const values = { packageName: pkg.name };
  // The Arabic name beside it: each reader reads the package in their language (renderNotification).
  const extra = { referenceId: purchase.referenceId, packageId: pkg.id, packageNameAr: pkg.nameAr };
  await q.notify(
    [
      {
        kind: purchase.kind === 'RENEWAL' ? 'subscriptionRenewed' : 'packageBought',
        to: userId,
        objectId: purchase.id,
        values,
        extra,
      } as const,
      ...(pkg.gymUserId !== null && pkg.gymUserId !== userId
        ? [
            {
              kind: 'packageSold',
              to: pkg.gymUserId,
              actorId: userId,
              objectId: purchase.id,
              values,
              extra,
            } as const,
          ]
        : []),
    ],
    at,
  );
}

/**
 * A customer's order closed unpaid (the gateway refused it, or it expired): they are told, a renewal
 * as their subscription's. Card checks and orders without an account tell nobody.
 */
export async function tellUnpaid(q: PaymentsQueries, tx: Db, purchase: PurchaseRow, at: Date) {
  if (purchase.userId === null || purchase.packageId === null) return;
  const pkg = await fulfilmentQueries(tx).packageById(purchase.packageId);
  if (!pkg) return;
  await q.notify(
    {
      kind: purchase.kind === 'RENEWAL' ? 'subscriptionRenewalFailed' : 'paymentFailed',
      to: purchase.userId,
      objectId: purchase.id,
      values: { packageName: pkg.name },
      extra: { referenceId: purchase.referenceId, packageId: pkg.id, packageNameAr: pkg.nameAr },
    },
    at,
  );
}

async function grant(q: PaymentsQueries, userId: number, pkg: PackageRow, purchase: PurchaseRow, at: Date) {
  const credits = pkg.credits + purchase.extraCredits;
  const row = await q.insertUserPackage({
    userId,
    packageId: pkg.id,
    kidId: purchase.kidId,
    gymUserId: pkg.gymUserId,
    packageType: pkg.packageType,
    packageCategory: pkg.packageCategory,
    creditsBalance: credits,
    classesLeft: pkg.classes,
    unlimited: pkg.unlimited,
    visitLimitPerGym: pkg.visitLimitPerGym,
    classCategoryIds: pkg.classCategoryIds,
    ptSessionValue: ptSessionValueAsBought(pkg),
    startsAt: at,
    expiresAt: new Date(at.getTime() + (pkg.validityDays + purchase.extraDays) * DAY_MS),
    createdAt: at,
  });
  await q.insertCreditLedger({
    userPackageId: row.id,
    userId,
    deltaCredits: credits,
    deltaClasses: row.classesLeft ?? 0,
    creditsAfter: row.creditsBalance,
    classesAfter: row.classesLeft,
    reason: 'PURCHASE',
    createdAt: at,
  });
  return row;
}

/** Adds the package's credits, classes and validity to a package the customer already holds. */
async function extend(
  q: PaymentsQueries,
  userPackageId: number,
  pkg: PackageRow,
  purchase: PurchaseRow,
  at: Date,
) {
  const current = (await q.lockUserPackage(userPackageId))!;
  const credits = pkg.credits + purchase.extraCredits;
  const addClasses = current.classesLeft === null || pkg.classes === null ? 0 : pkg.classes;
  const from = Math.max(current.expiresAt.getTime(), at.getTime());
  const row = await q.updateUserPackage(userPackageId, {
    creditsBalance: current.creditsBalance + credits,
    classesLeft: current.classesLeft === null ? null : current.classesLeft + addClasses,
    expiresAt: new Date(from + (pkg.validityDays + purchase.extraDays) * DAY_MS),
    status: 'ACTIVE',
  });
  await q.insertCreditLedger({
    userPackageId,
    userId: current.userId,
    deltaCredits: credits,
    deltaClasses: addClasses,
    creditsAfter: row.creditsBalance,
    classesAfter: row.classesLeft,
    reason: 'PURCHASE',
    createdAt: at,
  });
  return row;
}

/** An extend-validity package lengthens the live credit package that would lapse first. */
async function extendTarget(tx: Db, userId: number, at: Date) {
  return fulfilmentQueries(tx).firstToLapse(userId, at);
}

/**
 * Owed fees charged to the saved card (a FEE order, fee-charges.ts): its receipt, then the fees it was
 * priced with are paid, the oldest first; what it paid for a fee waived meanwhile goes to the wallet.
 */
async function paidFees(tx: Db, purchase: PurchaseRow, at: Date) {
  await mailsOn(tx, () => at).paymentReceipt(purchase.id);
  if (purchase.userId !== null) await settleOwedFees(tx, { ...purchase, userId: purchase.userId }, at);
  return purchase;
}

/**
 * A card verification (CARD_VERIFY, no money taken): the card is kept, and an active subscription
 * left without a card (its card was deleted) renews on it from now on.
 */
async function verifiedCard(tx: Db, purchase: PurchaseRow, card: SavedCardDetails | null) {
  if (!card || purchase.userId === null) return purchase;
  const savedCardId = await saveCard(tx, purchase.userId, purchase.gateway, card);
  await fulfilmentQueries(tx).giveCardToCardlessSubscriptions(purchase.userId, savedCardId);
  return purchase;
}

async function saveCard(tx: Db, userId: number, gateway: string, card: SavedCardDetails) {
  return fulfilmentQueries(tx).saveCard(userId, gateway, card);
}
