import { and, asc, eq, gte, isNull, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingFees, purchases, savedCards } from '../../db/schema';
import { owedInMoney } from './seat-fees.repository';

/** Owed fees in money charged to the customer's saved card (docs/adr/0040), on `db` or a transaction. */
export function feeChargeQueries(db: Db) {
  return {
    /**
     * Customers owing fees in money, by currency, the longest owed first, with the token of their
     * default card (the one renewals use) kept on this gateway. Left out: those with a FEE order still
     * open, or one closed unpaid (declined, or lapsed) since `unpaidSince`, so a card is not asked
     * again and again.
     */
    owing: (gateway: string, unpaidSince: Date, limit: number) =>
      db
        .select({
          userId: bookingFees.userId,
          currencyCode: sql<string>`${bookingFees.currencyCode}`,
          token: savedCards.token,
        })
        .from(bookingFees)
        .innerJoin(
          savedCards,
          and(
            eq(savedCards.userId, bookingFees.userId),
            eq(savedCards.gateway, gateway),
            eq(savedCards.renewalDefault, true),
            isNull(savedCards.deletedAt),
          ),
        )
        .where(
          and(
            owedInMoney(),
            notExists(
              db
                .select({ id: purchases.id })
                .from(purchases)
                .where(
                  and(
                    eq(purchases.userId, bookingFees.userId),
                    eq(purchases.kind, 'FEE'),
                    or(
                      eq(purchases.status, 'PENDING'),
                      and(
                        sql`${purchases.status} in ('FAILED', 'CANCELED')`,
                        gte(purchases.closedAt, unpaidSince),
                      ),
                    ),
                  ),
                ),
            ),
          ),
        )
        .groupBy(bookingFees.userId, bookingFees.currencyCode, savedCards.token)
        .orderBy(asc(sql`min(${bookingFees.id})`))
        .limit(limit),

    /**
     * What the customer owes in fees in money in this currency, their rows locked for this
     * transaction: a fee being taken or waived meanwhile is counted as it ends up.
     */
    async lockOwedInMoney(userId: number, currencyCode: string): Promise<number> {
      const rows = await db
        .select({ amount: bookingFees.amount })
        .from(bookingFees)
        .where(owedInMoney(userId, currencyCode))
        .orderBy(asc(bookingFees.id))
        .for('update');
      return rows.reduce((sum, row) => sum + row.amount, 0);
    },
  };
}
