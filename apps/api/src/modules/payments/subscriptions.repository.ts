import { CREDIT_PACKAGE_TYPES } from '@kinetic/domain';
import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  fitnessClasses,
  packages,
  purchases,
  savedCards,
  subscriptions,
  userPackages,
} from '../../db/schema';
import { mailsOn } from '../mail';
import { userStoreCurrency } from '../users';
import { savedCardDefaults } from './saved-cards.repository';

/**
 * The fewest credits one class this package can pay for costs: its store's live credit-priced classes
 * (at its gym when it is gym-specific, for its age category, of its activities when it is a category
 * pack: the domain's paysForClass, in SQL for the renewal pass). 1 when there is none, or when the
 * package does not pay with credits at all.
 */
const cheapestClassCredits = sql`(case when ${inArray(packages.packageType, [...CREDIT_PACKAGE_TYPES])} then coalesce((
  select min(${fitnessClasses.credit}) from ${fitnessClasses}
  where ${fitnessClasses.deletedAt} is null
    and ${fitnessClasses.credit} > 0
    and ${fitnessClasses.priceModel} in ('PHYSICAL', 'VIRTUAL')
    and ${fitnessClasses.storeId} = ${packages.storeId}
    and ${fitnessClasses.ageCategory} = ${packages.packageCategory}
    and (${packages.gymUserId} is null or ${fitnessClasses.gymUserId} = ${packages.gymUserId})
    and (${packages.packageType} <> 'SPECIALCLASSCATEGORY'
      or ${fitnessClasses.classCategoryId} = any(${packages.classCategoryIds}))
), 1) else 1 end)`;

/**
 * When a subscription renews and how often, read from the package it paid for last: it
 * renews when that package ends, and each period is the package's validity. No package (never in
 * practice): due now.
 */
const follows = {
  renewsAt: sql<Date>`coalesce(${userPackages.expiresAt}, ${subscriptions.createdAt})`.mapWith(
    userPackages.expiresAt,
  ),
  periodDays: packages.validityDays,
};

export function createSubscriptionsRepository(db: Db) {
  return {
    listFor: (userId: number) =>
      db
        .select({
          sub: subscriptions,
          packageName: packages.name,
          packageNameAr: packages.nameAr,
          ...follows,
          cardLast4: savedCards.last4,
          renewal: {
            referenceId: purchases.referenceId,
            amount: purchases.amount,
            currencyCode: purchases.currencyCode,
            expiresAt: purchases.expiresAt,
            paymentUrl: purchases.paymentUrl,
          },
        })
        .from(subscriptions)
        .innerJoin(packages, eq(packages.id, subscriptions.packageId))
        .leftJoin(userPackages, eq(userPackages.id, subscriptions.userPackageId))
        .leftJoin(savedCards, eq(savedCards.id, subscriptions.savedCardId))
        // A renewal link still waiting for the customer (docs/adr/0012).
        .leftJoin(
          purchases,
          and(
            eq(purchases.id, subscriptions.renewingPurchaseId),
            eq(purchases.status, 'PENDING'),
            sql`${purchases.paymentUrl} is not null`,
          ),
        )
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id)),

    async byId(id: number) {
      const [row] = await db
        .select({
          sub: subscriptions,
          packageName: packages.name,
          packageNameAr: packages.nameAr,
          ...follows,
          cardLast4: savedCards.last4,
          token: savedCards.token,
        })
        .from(subscriptions)
        .innerJoin(packages, eq(packages.id, subscriptions.packageId))
        .leftJoin(userPackages, eq(userPackages.id, subscriptions.userPackageId))
        .leftJoin(savedCards, and(eq(savedCards.id, subscriptions.savedCardId), isNull(savedCards.deletedAt)))
        .where(eq(subscriptions.id, id));
      return row;
    },

    async cancel(id: number, at: Date) {
      const [row] = await db
        .update(subscriptions)
        .set({ status: 'CANCELED', canceledAt: at })
        .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'ACTIVE')))
        .returning();
      return row;
    },

    /** Ends a subscription whose renewal could not be paid, and tells its owner by e-mail, together. */
    endUnrenewed(id: number, at: Date) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(subscriptions)
          .set({ status: 'CANCELED', canceledAt: at })
          .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'ACTIVE')))
          .returning();
        if (row) await mailsOn(tx as unknown as Db, () => at).subscriptionFailed(row.id);
        return row;
      });
    },

    /** Marks a renewal as under way; false when another process got there first. */
    async claimRenewal(id: number, purchaseId: number) {
      const rows = await db
        .update(subscriptions)
        .set({ renewingPurchaseId: purchaseId })
        .where(
          and(
            eq(subscriptions.id, id),
            eq(subscriptions.status, 'ACTIVE'),
            isNull(subscriptions.renewingPurchaseId),
          ),
        )
        .returning({ id: subscriptions.id });
      return rows.length > 0;
    },

    async releaseRenewal(id: number) {
      await db.update(subscriptions).set({ renewingPurchaseId: null }).where(eq(subscriptions.id, id));
    },

    /**
     * Active subscriptions whose package has ended (its expiry, after any Extend or Upgrade) or run
     * out: fewer credits left than the cheapest class it can pay for costs, or no class left. A
     * package that grants no credits is never renewed (its balance would always look finished).
     */
    due: (at: Date, limit: number) =>
      db
        .select({ sub: subscriptions, token: savedCards.token })
        .from(subscriptions)
        .innerJoin(packages, eq(packages.id, subscriptions.packageId))
        .leftJoin(userPackages, eq(userPackages.id, subscriptions.userPackageId))
        .leftJoin(savedCards, and(eq(savedCards.id, subscriptions.savedCardId), isNull(savedCards.deletedAt)))
        .where(
          and(
            eq(subscriptions.status, 'ACTIVE'),
            isNull(subscriptions.renewingPurchaseId),
            or(gt(packages.credits, 0), eq(packages.unlimited, true)),
            or(
              lte(follows.renewsAt, at),
              // An unlimited package never runs out: only its expiry ends it.
              sql`not ${userPackages.unlimited} and ${userPackages.creditsBalance} < ${cheapestClassCredits}`,
              sql`not ${userPackages.unlimited} and ${userPackages.classesLeft} = 0`,
            ),
          ),
        )
        .orderBy(asc(follows.renewsAt), asc(subscriptions.id))
        .limit(limit),

    /** Renewals whose payment failed or was cancelled: the subscription ends. */
    failedRenewals: () =>
      db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .innerJoin(purchases, eq(purchases.id, subscriptions.renewingPurchaseId))
        .where(and(eq(subscriptions.status, 'ACTIVE'), sql`${purchases.status} in ('FAILED', 'CANCELED')`)),

    cards: (userId: number) =>
      db
        .select()
        .from(savedCards)
        .where(and(eq(savedCards.userId, userId), isNull(savedCards.deletedAt)))
        .orderBy(desc(savedCards.createdAt)),

    /**
     * Removes a card (soft: past orders keep what they were paid with), in one transaction with the
     * subscriptions it paid for: they renew on the default card (the newest other one when this was
     * the default), or on none (then a renewal ends the subscription, unless a card is added before).
     * undefined: not theirs.
     */
    async deleteCard(userId: number, id: number, at: Date) {
      return db.transaction(async (tx) => {
        const defaults = savedCardDefaults(tx);
        const [deleted] = await tx
          .update(savedCards)
          .set({ deletedAt: at, renewalDefault: false })
          .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId), isNull(savedCards.deletedAt)))
          .returning({ id: savedCards.id });
        if (!deleted) return undefined;
        const next = await defaults.keepOne(userId);
        await tx
          .update(subscriptions)
          .set({ savedCardId: next })
          .where(and(eq(subscriptions.userId, userId), eq(subscriptions.savedCardId, id)));
        return deleted;
      });
    },

    /** The card renewals use; false: not a card they keep. */
    chooseDefaultCard: (userId: number, id: number) =>
      db.transaction((tx) => savedCardDefaults(tx).choose(userId, id)),

    /** The currency of the customer's store (a card check is made in it). */
    storeCurrency: (userId: number) => userStoreCurrency(db, userId),

    async card(userId: number, id: number) {
      const [row] = await db
        .select()
        .from(savedCards)
        .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId), isNull(savedCards.deletedAt)));
      return row;
    },
  };
}
export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
