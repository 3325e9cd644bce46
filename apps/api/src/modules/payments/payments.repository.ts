import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bookingFees,
  bookings,
  classSessions,
  creditLedger,
  fitnessClasses,
  packages,
  paymentEvents,
  promoCodes,
  promoRedemptions,
  purchases,
  userPackages,
  walletLedger,
  wallets,
} from '../../db/schema';
import { idempotencyStore } from '../idempotency';
import { notificationWrites } from '../notifications';
import { mayRedeemWelcomePromo } from '../referrals';
import { owedInMoney } from './seat-fees.repository';

export type PurchaseRow = typeof purchases.$inferSelect;
export type NewPurchase = typeof purchases.$inferInsert;

/**
 * The payment writes (DESIGN 5). Every function works on the connection or transaction it was made
 * with, so a state change, its ledgers and its fulfilment commit together or not at all.
 */
export function paymentsQueries(db: Db) {
  return {
    ...purchaseQueries(db),
    ...notificationWrites(db),
    /** Whether the user may redeem a referral-only promo: they joined through a link offering it. */
    referredForPromo: (userId: number, promoId: number) => mayRedeemWelcomePromo(db, userId, promoId),
  };
}

function purchaseQueries(db: Db) {
  /** A purchase with what it bought, its promo and the class it booked (a transaction's row). */
  const transactionRows = (where: SQL | undefined) =>
    db
      .select({
        purchase: purchases,
        packageName: packages.name,
        packageNameAr: packages.nameAr,
        packageType: packages.packageType,
        promoName: promoCodes.name,
        bookingSessionId: bookings.sessionId,
        title: fitnessClasses.title,
        classDate: classSessions.localDate,
        fromMinute: classSessions.fromMinute,
      })
      .from(purchases)
      .leftJoin(packages, eq(packages.id, purchases.packageId))
      .leftJoin(promoCodes, eq(promoCodes.id, purchases.promoId))
      .leftJoin(bookings, eq(bookings.id, purchases.bookingId))
      .leftJoin(classSessions, eq(classSessions.id, bookings.sessionId))
      .leftJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
      .where(where)
      .$dynamic();

  return {
    async promoByName(name: string) {
      const [row] = await db
        .select()
        .from(promoCodes)
        .where(eq(sql`lower(${promoCodes.name})`, name.trim().toLowerCase()));
      return row;
    },

    async promoById(id: number) {
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
      return row;
    },

    /**
     * Locks the promo row for this transaction: orders using the same promo are opened one at a time,
     * so each one counts the reservations of those before it (usage limits, DESIGN 5).
     */
    async lockPromo(id: number) {
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
      return row;
    },

    /** Uses in total and by this user: reservations of orders still pending, and paid ones. */
    async promoUses(promoId: number, userId: number | null) {
      const [row] = await db
        .select({
          total: count(),
          mine: sql<number>`count(*) filter (where ${promoRedemptions.userId} = ${userId ?? 0})`.mapWith(
            Number,
          ),
        })
        .from(promoRedemptions)
        .innerJoin(purchases, eq(purchases.id, promoRedemptions.purchaseId))
        .where(and(eq(promoRedemptions.promoId, promoId), inArray(purchases.status, ['PENDING', 'PAID'])));
      return { total: row?.total ?? 0, mine: row?.mine ?? 0 };
    },

    /** Reserves (order opened) or redeems (order paid) a promo use; one row per purchase. */
    async insertRedemption(values: typeof promoRedemptions.$inferInsert) {
      await db.insert(promoRedemptions).values(values).onConflictDoNothing();
    },

    /** Gives a closed order's promo use back. */
    async releaseRedemption(purchaseId: number) {
      await db.delete(promoRedemptions).where(eq(promoRedemptions.purchaseId, purchaseId));
    },

    /** The customer's balance in one currency (undefined: none ever held). */
    async wallet(userId: number, currencyCode: string) {
      const [row] = await db
        .select()
        .from(wallets)
        .where(and(eq(wallets.userId, userId), eq(wallets.currencyCode, currencyCode)));
      return row;
    },

    /** Every currency the customer holds a balance in. */
    wallets: (userId: number) =>
      db.select().from(wallets).where(eq(wallets.userId, userId)).orderBy(wallets.currencyCode),

    /** Locks the wallet row of a currency for this transaction (creating an empty one if missing). */
    async lockWallet(userId: number, currencyCode: string) {
      await db.insert(wallets).values({ userId, currencyCode }).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(wallets)
        .where(and(eq(wallets.userId, userId), eq(wallets.currencyCode, currencyCode)))
        .for('update');
      return row!;
    },

    /**
     * Moves the balance in one currency by delta (never below zero) and writes its ledger row. The row
     * must exist: lockWallet first. Money only moves within its currency.
     */
    async moveWallet(
      userId: number,
      currencyCode: string,
      delta: number,
      reason: 'PURCHASE' | 'RELEASE' | 'REFUND' | 'GRANT' | 'ADJUST' | 'FEE' | 'FEE_RETURN' | 'REFERRAL',
      purchaseId: number | null,
      bookingFeeId: number | null = null,
      /** The referral a REFERRAL row rewards (docs/adr/0044). */
      referralId: number | null = null,
    ) {
      const [row] = await db
        .update(wallets)
        .set({ balance: sql`${wallets.balance} + ${delta}` })
        .where(
          and(
            eq(wallets.userId, userId),
            eq(wallets.currencyCode, currencyCode),
            sql`${wallets.balance} + ${delta} >= 0`,
          ),
        )
        .returning();
      if (!row) return undefined;
      await db.insert(walletLedger).values({
        userId,
        delta,
        balanceAfter: row.balance,
        currencyCode: row.currencyCode,
        reason,
        purchaseId,
        bookingFeeId,
        referralId,
      });
      return row;
    },

    /** What a customer owes in fees in money in this currency: the next order in it adds this on top. */
    async owedFeesInMoney(userId: number, currencyCode: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${bookingFees.amount}), 0)::int` })
        .from(bookingFees)
        .where(owedInMoney(userId, currencyCode));
      return row?.total ?? 0;
    },

    async insertPurchase(values: NewPurchase) {
      const [row] = await db.insert(purchases).values(values).returning();
      return row!;
    },

    async purchaseByRef(referenceId: string) {
      const [row] = await db.select().from(purchases).where(eq(purchases.referenceId, referenceId));
      return row;
    },

    async purchaseByGatewayId(gateway: string, gatewayPaymentId: string) {
      const [row] = await db
        .select()
        .from(purchases)
        .where(and(eq(purchases.gateway, gateway), eq(purchases.gatewayPaymentId, gatewayPaymentId)));
      return row;
    },

    async purchaseByIdempotencyKey(userId: number, key: string) {
      const [row] = await db
        .select()
        .from(purchases)
        .where(and(eq(purchases.userId, userId), eq(purchases.idempotencyKey, key)));
      return row;
    },

    async updatePurchase(id: number, values: Partial<NewPurchase>) {
      const [row] = await db.update(purchases).set(values).where(eq(purchases.id, id)).returning();
      return row!;
    },

    /**
     * The one door to PAID: only a PENDING purchase moves, so of any number of concurrent callers
     * exactly one gets the row back and fulfils it (docs/adr/0005).
     */
    async claimPaid(id: number, at: Date) {
      const [row] = await db
        .update(purchases)
        .set({ status: 'PAID', paidAt: at, fulfilledAt: at, lastCheckedAt: at })
        .where(and(eq(purchases.id, id), eq(purchases.status, 'PENDING')))
        .returning();
      return row;
    },

    /**
     * A payment the gateway reports after the order was closed (FAILED or CANCELED): the money was
     * taken, so the order moves to PAID after all. Conditional, so it too happens exactly once.
     */
    async claimLatePaid(id: number, at: Date) {
      const [row] = await db
        .update(purchases)
        .set({ status: 'PAID', paidAt: at, fulfilledAt: at, lastCheckedAt: at })
        .where(
          and(
            eq(purchases.id, id),
            inArray(purchases.status, ['FAILED', 'CANCELED']),
            isNull(purchases.creditedAt),
          ),
        )
        .returning();
      return row;
    },

    /** A closed purchase not yet credited, locked for this transaction (late payments). */
    async lockClosedUncredited(id: number) {
      const [row] = await db
        .select()
        .from(purchases)
        .where(
          and(
            eq(purchases.id, id),
            inArray(purchases.status, ['FAILED', 'CANCELED']),
            isNull(purchases.creditedAt),
          ),
        )
        .for('update');
      return row;
    },

    /** Marks a closed purchase's late payment as credited to the wallet; false if it already was. */
    async markCredited(id: number, at: Date) {
      const [row] = await db
        .update(purchases)
        .set({ creditedAt: at, lastCheckedAt: at })
        .where(and(eq(purchases.id, id), isNull(purchases.creditedAt)))
        .returning({ id: purchases.id });
      return row !== undefined;
    },

    /** Whether a package is still on sale (a late payment is fulfilled only then). */
    async packageStillSold(tx: Db, packageId: number) {
      const [row] = await tx
        .select({ active: packages.active })
        .from(packages)
        .where(eq(packages.id, packageId));
      return row?.active === true;
    },

    /** What the wallet still holds for a purchase: minus the sum of its wallet ledger rows. */
    async walletHeldFor(purchaseId: number) {
      const [row] = await db
        .select({ sum: sql<number>`coalesce(sum(${walletLedger.delta}), 0)`.mapWith(Number) })
        .from(walletLedger)
        .where(eq(walletLedger.purchaseId, purchaseId));
      return -(row?.sum ?? 0);
    },

    /** PENDING to FAILED or CANCELED; only a late payment moves a closed purchase again. */
    async close(id: number, status: 'FAILED' | 'CANCELED', reason: string | null, at: Date) {
      const [row] = await db
        .update(purchases)
        .set({ status, failureReason: reason, closedAt: at, lastCheckedAt: at })
        .where(and(eq(purchases.id, id), eq(purchases.status, 'PENDING')))
        .returning();
      return row;
    },

    async touchChecked(id: number, at: Date) {
      await db.update(purchases).set({ lastCheckedAt: at }).where(eq(purchases.id, id));
    },

    /**
     * What the poller asks the gateway about: orders still pending, created before `createdBefore` and
     * not asked about since `checkedBefore`; and orders closed since `closedSince` that have a gateway
     * payment and were not asked about since `closedCheckedBefore` (a lost answer, a late payment).
     */
    dueForReconciliation(
      window: { createdBefore: Date; checkedBefore: Date; closedSince: Date; closedCheckedBefore: Date },
      limit: number,
    ) {
      return db
        .select()
        .from(purchases)
        .where(
          or(
            and(
              eq(purchases.status, 'PENDING'),
              lt(purchases.createdAt, window.createdBefore),
              or(isNull(purchases.lastCheckedAt), lt(purchases.lastCheckedAt, window.checkedBefore)),
            ),
            and(
              inArray(purchases.status, ['FAILED', 'CANCELED']),
              isNotNull(purchases.gatewayPaymentId),
              isNull(purchases.creditedAt),
              gt(purchases.closedAt, window.closedSince),
              or(isNull(purchases.lastCheckedAt), lt(purchases.lastCheckedAt, window.closedCheckedBefore)),
            ),
          ),
        )
        .orderBy(purchases.createdAt)
        .limit(limit);
    },

    async insertUserPackage(values: typeof userPackages.$inferInsert) {
      const [row] = await db.insert(userPackages).values(values).returning();
      return row!;
    },

    async lockUserPackage(id: number) {
      const [row] = await db.select().from(userPackages).where(eq(userPackages.id, id)).for('update');
      return row;
    },

    async updateUserPackage(id: number, values: Partial<typeof userPackages.$inferInsert>) {
      const [row] = await db.update(userPackages).set(values).where(eq(userPackages.id, id)).returning();
      return row!;
    },

    async insertCreditLedger(values: typeof creditLedger.$inferInsert) {
      await db.insert(creditLedger).values(values);
    },

    async insertEvent(values: typeof paymentEvents.$inferInsert) {
      await db.insert(paymentEvents).values(values);
    },

    /** A user's transactions, newest first, with what they bought and the class they joined. */
    async transactions(filter: { userId: number; referenceId?: string }, page: number, size: number) {
      const where = and(
        eq(purchases.userId, filter.userId),
        filter.referenceId ? eq(purchases.referenceId, filter.referenceId) : undefined,
      );
      const rows = await transactionRows(where)
        .orderBy(desc(purchases.createdAt), desc(purchases.id))
        .limit(size)
        .offset(page * size);
      const [total] = await db.select({ n: count() }).from(purchases).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * A special package order by its reference and the buyer's e-mail (the guest's proof of it), with or
     * without an account behind it.
     */
    async specialTransaction(referenceId: string, buyerEmail: string) {
      const [row] = await transactionRows(
        and(
          eq(purchases.referenceId, referenceId),
          eq(purchases.kind, 'SPECIAL'),
          eq(sql`lower(${purchases.buyerEmail})`, buyerEmail.trim().toLowerCase()),
        ),
      ).limit(1);
      return row;
    },

    /** The sessions a program purchase's package booked, in order (the confirmation lists them). */
    programSessions: (userPackageId: number) =>
      db
        .select({
          bookingId: bookings.id,
          classSessionId: bookings.sessionId,
          title: fitnessClasses.title,
          classDate: classSessions.localDate,
          fromMinute: classSessions.fromMinute,
        })
        .from(bookings)
        .innerJoin(classSessions, eq(classSessions.id, bookings.sessionId))
        .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
        .where(and(eq(bookings.userPackageId, userPackageId), eq(bookings.status, 'BOOKED')))
        .orderBy(asc(classSessions.startsAt)),

    ...idempotencyStore(db),

    async userPackagesByIds(ids: number[]) {
      if (ids.length === 0) return [];
      return db.select().from(userPackages).where(inArray(userPackages.id, ids));
    },
  };
}
export type PaymentsQueries = ReturnType<typeof paymentsQueries>;

export function createPaymentsRepository(db: Db) {
  return {
    ...paymentsQueries(db),
    db,
    transaction<T>(work: (q: PaymentsQueries, tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(paymentsQueries(tx as unknown as Db), tx as unknown as Db));
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
