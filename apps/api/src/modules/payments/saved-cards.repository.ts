import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedCards, subscriptions, users } from '../../db/schema';

/**
 * The card renewals use, on the caller's transaction. The customer's row is locked
 * first, so two changes to one customer's cards (a card saved by a payment while another is made the
 * default) take turns and never leave two defaults or none.
 */
export function savedCardDefaults(tx: Db) {
  const lockCustomer = (userId: number) =>
    tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');

  const currentDefault = async (userId: number) => {
    const [row] = await tx
      .select({ id: savedCards.id })
      .from(savedCards)
      .where(
        and(eq(savedCards.userId, userId), eq(savedCards.renewalDefault, true), isNull(savedCards.deletedAt)),
      );
    return row?.id ?? null;
  };

  return {
    /** With no default among the cards kept, the newest becomes it. Answers the default (null: no cards). */
    async keepOne(userId: number): Promise<number | null> {
      await lockCustomer(userId);
      const existing = await currentDefault(userId);
      if (existing !== null) return existing;
      const [newest] = await tx
        .select({ id: savedCards.id })
        .from(savedCards)
        .where(and(eq(savedCards.userId, userId), isNull(savedCards.deletedAt)))
        .orderBy(desc(savedCards.createdAt), desc(savedCards.id))
        .limit(1);
      if (!newest) return null;
      await tx.update(savedCards).set({ renewalDefault: true }).where(eq(savedCards.id, newest.id));
      return newest.id;
    },

    /**
     * Makes a kept card of the customer's the default, and every active subscription renews on it from
     * now on. false: no such card of theirs.
     */
    async choose(userId: number, id: number): Promise<boolean> {
      await lockCustomer(userId);
      const [card] = await tx
        .select({ id: savedCards.id })
        .from(savedCards)
        .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId), isNull(savedCards.deletedAt)));
      if (!card) return false;
      await tx
        .update(savedCards)
        .set({ renewalDefault: false })
        .where(and(eq(savedCards.userId, userId), ne(savedCards.id, id)));
      await tx.update(savedCards).set({ renewalDefault: true }).where(eq(savedCards.id, id));
      await tx
        .update(subscriptions)
        .set({ savedCardId: id })
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'ACTIVE')));
      return true;
    },
  };
}
