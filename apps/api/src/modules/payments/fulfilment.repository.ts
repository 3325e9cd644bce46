import { ROLE } from '@kinetic/domain';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { packages, savedCards, subscriptions, userPackages, users } from '../../db/schema';
import type { SavedCardDetails } from '../../providers/payments/gateway';
import { savedCardDefaults } from './saved-cards.repository';

export type PackageRow = typeof packages.$inferSelect;
export type UserPackageRow = typeof userPackages.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;

/** What fulfilling a paid order reads and writes beyond the order itself, on the order's transaction. */
export function fulfilmentQueries(tx: Db) {
  return {
    /** The customer account of an e-mail (any case), if there is one. */
    async customerIdByEmail(email: string): Promise<number | undefined> {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), eq(users.category, ROLE.customer)),
        );
      return row?.id;
    },
    async packageById(id: number): Promise<PackageRow | undefined> {
      const [pkg] = await tx.select().from(packages).where(eq(packages.id, id));
      return pkg;
    },
    async subscriptionById(id: number): Promise<SubscriptionRow | undefined> {
      return (await tx.select().from(subscriptions).where(eq(subscriptions.id, id)))[0];
    },
    async updateSubscription(id: number, values: Partial<NewSubscription>): Promise<void> {
      await tx.update(subscriptions).set(values).where(eq(subscriptions.id, id));
    },
    async insertSubscription(values: NewSubscription): Promise<void> {
      await tx.insert(subscriptions).values(values).onConflictDoNothing();
    },
    /** The user's live credit package that would lapse first. */
    async firstToLapse(userId: number, at: Date): Promise<{ id: number } | undefined> {
      const [row] = await tx
        .select({ id: userPackages.id })
        .from(userPackages)
        .where(
          and(
            eq(userPackages.userId, userId),
            eq(userPackages.status, 'ACTIVE'),
            gt(userPackages.expiresAt, at),
          ),
        )
        .orderBy(asc(userPackages.expiresAt))
        .limit(1);
      return row;
    },
    /** Active subscriptions left without a card (their card was deleted) renew on this one from now on. */
    async giveCardToCardlessSubscriptions(userId: number, savedCardId: number | null): Promise<void> {
      await tx
        .update(subscriptions)
        .set({ savedCardId })
        .where(
          and(
            eq(subscriptions.userId, userId),
            eq(subscriptions.status, 'ACTIVE'),
            isNull(subscriptions.savedCardId),
          ),
        );
    },
    async saveCard(userId: number, gateway: string, card: SavedCardDetails): Promise<number | null> {
      await tx
        .insert(savedCards)
        .values({ userId, gateway, ...card })
        // A card the customer deleted and now pays with again (keeping it) comes back.
        .onConflictDoUpdate({
          target: [savedCards.userId, savedCards.gateway, savedCards.token],
          set: { deletedAt: null },
        });
      const [row] = await tx
        .select({ id: savedCards.id })
        .from(savedCards)
        .where(
          and(
            eq(savedCards.userId, userId),
            eq(savedCards.gateway, gateway),
            eq(savedCards.token, card.token),
          ),
        );
      if (row) await savedCardDefaults(tx).keepOne(userId);
      return row?.id ?? null;
    },
  };
}
