import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  brands,
  classCategories,
  packages,
  promoCodes,
  referralProgrammes,
  users,
  walletLedger,
  wallets,
} from '../schema';
import { DEMO_WALLET, promoWindow, REFERRAL_PROGRAMMES, SEED_PROMOS, SHOP_PACKAGES } from './payments-data';
import { DEMO_CUSTOMER } from './people';

/** Idempotent: packages and promo codes are keyed by name, the demo wallet grant by its ledger. */
export async function seedPayments(db: Db, options: { now?: Date } = {}): Promise<void> {
  const now = options.now ?? new Date();
  const userId = async (email: string) => {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    return row?.id ?? null;
  };

  const activityIds = new Map(
    (await db.select({ id: classCategories.id, name: classCategories.name }).from(classCategories)).map(
      (c) => [c.name, c.id],
    ),
  );
  for (const p of SHOP_PACKAGES) {
    const classCategoryIds = (p.activities ?? []).flatMap((name) => activityIds.get(name) ?? []);
    const [existing] = await db
      .select({
        id: packages.id,
        unlimited: packages.unlimited,
        classCategoryIds: packages.classCategoryIds,
      })
      .from(packages)
      .where(eq(packages.name, p.name));
    if (existing && p.unlimited && !existing.unlimited) {
      // A database seeded before unlimited was stored explicitly held it as a 200-credit pack.
      await db.update(packages).set({ unlimited: true, credits: 0 }).where(eq(packages.id, existing.id));
    }
    if (existing && classCategoryIds.length && !existing.classCategoryIds.length) {
      // A database seeded before category packs named their activities.
      await db.update(packages).set({ classCategoryIds }).where(eq(packages.id, existing.id));
    }
    if (existing) continue;
    await db.insert(packages).values({
      storeId: p.storeId,
      currencyCode: p.currencyCode,
      name: p.name,
      description: p.description,
      packageType: p.packageType,
      packageCategory: p.packageCategory,
      credits: p.credits,
      classes: p.classes ?? null,
      unlimited: p.unlimited ?? false,
      validityDays: p.validityDays,
      price: p.price,
      gymUserId: p.gym ? await userId(p.gym) : null,
      visitLimitPerGym: p.visitLimitPerGym ?? null,
      reminder: p.reminder ?? null,
      readyPackageSize: p.readyPackageSize ?? null,
      subscriptionWeeks: p.subscriptionWeeks ?? 4,
      classCategoryIds,
    });
  }

  const packageIds = new Map((await db.select().from(packages)).map((p) => [p.name, p.id]));
  for (const promo of SEED_PROMOS) {
    await db
      .insert(promoCodes)
      .values({
        name: promo.name,
        discountType: promo.discountType,
        discountValue: promo.discountValue,
        extraCredits: promo.extraCredits ?? 0,
        extraDays: promo.extraDays ?? 0,
        ...promoWindow(promo, now),
        maxUses: promo.maxUses ?? null,
        maxUsesPerUser: promo.maxUsesPerUser ?? null,
        currencyCode: promo.currencyCode ?? null,
        gymUserId: promo.gym ? await userId(promo.gym) : null,
        packageIds: (promo.packageNames ?? []).map((name) => packageIds.get(name)!),
        referralOnly: promo.referralOnly ?? false,
      })
      .onConflictDoNothing();
  }
  await seedReferralProgrammes(db);

  const customer = await userId(DEMO_CUSTOMER.email);
  if (customer === null) return;
  const [granted] = await db
    .select({ id: walletLedger.id })
    .from(walletLedger)
    .where(and(eq(walletLedger.userId, customer), eq(walletLedger.reason, 'GRANT')));
  if (granted) return;
  await db.transaction(async (tx) => {
    const [wallet] = await tx
      .update(wallets)
      .set({ balance: sql`${wallets.balance} + ${DEMO_WALLET}` })
      .where(eq(wallets.userId, customer))
      .returning();
    if (!wallet) return;
    await tx.insert(walletLedger).values({
      userId: customer,
      delta: DEMO_WALLET,
      balanceAfter: wallet.balance,
      currencyCode: wallet.currencyCode,
      reason: 'GRANT',
    });
  });
}

/** Every brand gets the demo referral programmes; one already set (by the operator) is kept. */
async function seedReferralProgrammes(db: Db) {
  const promos = new Map((await db.select().from(promoCodes)).map((p) => [p.name, p.id]));
  for (const brand of await db.select({ id: brands.id }).from(brands)) {
    for (const programme of REFERRAL_PROGRAMMES) {
      await db
        .insert(referralProgrammes)
        .values({
          brandId: brand.id,
          storeId: programme.storeId,
          welcomePromoId: promos.get(programme.welcomePromo) ?? null,
          referrerReward: programme.referrerReward,
          active: true,
        })
        .onConflictDoNothing();
    }
  }
}
