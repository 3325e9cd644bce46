import { and, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  brands,
  packages,
  promoCodes,
  promoRedemptions,
  purchases,
  referralLinks,
  referralProgrammes,
  referrals,
  savedCards,
  stores,
  users,
} from '../../db/schema';

export type ProgrammeRow = typeof referralProgrammes.$inferSelect;
export type PromoRow = typeof promoCodes.$inferSelect;

/** The card a payment was made with, as the gateway reports it (expiry when it tells). */
export interface PayingCard {
  brand: string;
  last4: string;
  expiryMonth?: number | null;
  expiryYear?: number | null;
}

/** Referral reads and writes on the connection or transaction given (a settling payment's, for the reward). */
export function referralQueries(db: Db) {
  return {
    async linkOf(userId: number) {
      const [row] = await db.select().from(referralLinks).where(eq(referralLinks.userId, userId));
      return row;
    },

    /** Inserts the link unless the user has one; false when the code is taken by someone else. */
    async insertLink(userId: number, code: string): Promise<boolean> {
      const rows = await db
        .insert(referralLinks)
        .values({ userId, code })
        .onConflictDoNothing()
        .returning({ userId: referralLinks.userId });
      return rows.length > 0;
    },

    /** The owner of a code (codes are matched without case). */
    async referrerByCode(code: string) {
      const [row] = await db
        .select({
          userId: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          category: users.category,
        })
        .from(referralLinks)
        .innerJoin(users, eq(users.id, referralLinks.userId))
        .where(sql`lower(${referralLinks.code}) = lower(${code})`);
      return row;
    },

    userById: async (userId: number) => {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          storeId: users.storeId,
          brandId: users.brandId,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** The friend's referral; none when they joined without a link (a friend has at most one). */
    async insertReferral(values: typeof referrals.$inferInsert) {
      const rows = await db.insert(referrals).values(values).onConflictDoNothing().returning();
      return rows[0];
    },

    async referralOfFriend(friendUserId: number) {
      const [row] = await db.select().from(referrals).where(eq(referrals.friendUserId, friendUserId));
      return row;
    },

    /** The referrer's friends, newest first, with their names. */
    friendsOf(referrerUserId: number) {
      return db
        .select({
          referral: referrals,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(referrals)
        .innerJoin(users, eq(users.id, referrals.friendUserId))
        .where(eq(referrals.referrerUserId, referrerUserId))
        .orderBy(desc(referrals.createdAt), desc(referrals.id));
    },

    /**
     * The one door out of JOINED (docs/adr/0044): of any number of settling payments, exactly one gets
     * the row back; the others wait on its lock and then match nothing.
     */
    async closeReferral(
      id: number,
      values: Pick<
        typeof referrals.$inferInsert,
        'status' | 'refusedReason' | 'purchaseId' | 'rewardAmount' | 'rewardCurrencyCode' | 'rewardedAt'
      >,
    ) {
      const [row] = await db
        .update(referrals)
        .set(values)
        .where(and(eq(referrals.id, id), eq(referrals.status, 'JOINED')))
        .returning();
      return row;
    },

    /** Whether one of the user's kept cards is this card (brand, last four and, when known, expiry). */
    async holdsCard(userId: number, card: PayingCard): Promise<boolean> {
      const rows = await db
        .select({ id: savedCards.id })
        .from(savedCards)
        .where(
          and(
            eq(savedCards.userId, userId),
            eq(savedCards.last4, card.last4),
            sql`upper(${savedCards.brand}) = upper(${card.brand})`,
            ...(card.expiryMonth && card.expiryYear
              ? [eq(savedCards.expiryMonth, card.expiryMonth), eq(savedCards.expiryYear, card.expiryYear)]
              : []),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async programme(brandId: number, storeId: number) {
      const [row] = await db
        .select({
          programme: referralProgrammes,
          promo: promoCodes,
          currencyCode: stores.currencyCode,
        })
        .from(referralProgrammes)
        .innerJoin(stores, eq(stores.id, referralProgrammes.storeId))
        .leftJoin(promoCodes, eq(promoCodes.id, referralProgrammes.welcomePromoId))
        .where(and(eq(referralProgrammes.brandId, brandId), eq(referralProgrammes.storeId, storeId)));
      return row;
    },

    /** Every brand and store pair, with its programme where one is set (the operator's screen). */
    programmeGrid() {
      return db
        .select({
          brandId: brands.id,
          brandName: brands.name,
          brandNameAr: brands.nameAr,
          storeId: stores.id,
          storeName: stores.name,
          storeNameAr: stores.nameAr,
          currencyCode: stores.currencyCode,
          programme: referralProgrammes,
          promoName: promoCodes.name,
        })
        .from(brands)
        .crossJoin(stores)
        .leftJoin(
          referralProgrammes,
          and(eq(referralProgrammes.brandId, brands.id), eq(referralProgrammes.storeId, stores.id)),
        )
        .leftJoin(promoCodes, eq(promoCodes.id, referralProgrammes.welcomePromoId))
        .orderBy(brands.id, stores.sortOrder, stores.id);
    },

    async upsertProgramme(values: typeof referralProgrammes.$inferInsert) {
      await db
        .insert(referralProgrammes)
        .values(values)
        .onConflictDoUpdate({
          target: [referralProgrammes.brandId, referralProgrammes.storeId],
          set: {
            welcomePromoId: values.welcomePromoId ?? null,
            referrerReward: values.referrerReward,
            active: values.active,
          },
        });
    },

    async markReferralOnly(promoId: number) {
      await db.update(promoCodes).set({ referralOnly: true }).where(eq(promoCodes.id, promoId));
    },

    async brandExists(brandId: number) {
      const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
      return row !== undefined;
    },

    async storeExists(storeId: number) {
      const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
      return row !== undefined;
    },

    async promoByName(name: string) {
      const [row] = await db.select().from(promoCodes).where(sql`lower(${promoCodes.name}) = lower(${name})`);
      return row;
    },

    packageNames(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ name: packages.name, nameAr: packages.nameAr })
        .from(packages)
        .where(inArray(packages.id, [...ids]))
        .orderBy(packages.id);
    },

    /** The user's uses of a promo: reserved by an open order or taken by a paid one. */
    async promoUsesBy(userId: number, promoId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(promoRedemptions)
        .innerJoin(purchases, eq(purchases.id, promoRedemptions.purchaseId))
        .where(
          and(
            eq(promoRedemptions.promoId, promoId),
            eq(promoRedemptions.userId, userId),
            inArray(purchases.status, ['PENDING', 'PAID']),
          ),
        );
      return row?.n ?? 0;
    },

    /**
     * Whether the user joined through a link (not refused) of a brand whose programme has this promo
     * as its welcome offer: only then may a referral-only promo be redeemed.
     */
    async referredForPromo(userId: number, promoId: number): Promise<boolean> {
      const rows = await db
        .select({ id: referrals.id })
        .from(referrals)
        .innerJoin(
          referralProgrammes,
          and(
            eq(referralProgrammes.brandId, referrals.brandId),
            eq(referralProgrammes.welcomePromoId, promoId),
            isNotNull(referralProgrammes.welcomePromoId),
          ),
        )
        .where(and(eq(referrals.friendUserId, userId), ne(referrals.status, 'REFUSED')))
        .limit(1);
      return rows.length > 0;
    },
  };
}
export type ReferralQueries = ReturnType<typeof referralQueries>;
