import type { Db } from '../../db/client';
import { fulfil } from './fulfilment';
import { priceOrder } from './order-pricing';
import { openOrder } from './orders';
import { createPaymentsRepository, type PurchaseRow } from './payments.repository';
import { createShopRepository } from './shop.repository';

export interface RecordedOrder {
  referenceId: string;
  userId: number;
  packageId: number;
  /** The gym whose page sold it (a general package bought there counts in its revenue). */
  gymId: number | null;
  /** The kid a kids' package is for. */
  kidId?: number | null;
  promoId?: number | null;
  gateway: string;
}

/**
 * An order paid by card at `at`, as the checkout and the gateway's PAID would have made it: priced
 * (its promo checked and reserved), opened, claimed PAID and fulfilled (the user package, its ledger
 * row, the receipt and the notices), in one transaction, with `at` as the clock. The demo's past
 * (db/seed/history.ts) is bought this way, so it obeys the same rules as a purchase today.
 */
export async function recordPaidOrder(db: Db, order: RecordedOrder, at: Date): Promise<PurchaseRow> {
  return createPaymentsRepository(db).transaction(async (q, tx) => {
    const priced = await priceOrder(
      q,
      createShopRepository(tx),
      {
        userId: order.userId,
        packageId: order.packageId,
        promoId: order.promoId ?? null,
        gymId: order.gymId,
        useWallet: false,
        subscribe: false,
      },
      at,
      { lockWallet: false, reservePromo: true },
    );
    const { pkg, promo, quote } = priced;
    const opened = await openOrder(
      q,
      tx,
      {
        referenceId: order.referenceId,
        userId: order.userId,
        kind: 'PACKAGE',
        packageId: pkg.id,
        kidId: pkg.packageCategory === 'CHILD' ? (order.kidId ?? null) : null,
        gymUserId: order.gymId ?? pkg.gymUserId,
        promoId: promo?.id ?? null,
        subscribe: false,
        price: quote.price,
        promoDiscount: quote.promoDiscount,
        subscriptionDiscount: quote.subscriptionDiscount,
        walletApplied: quote.walletApplied,
        feesIncluded: quote.owedFees,
        amount: quote.total,
        currencyCode: pkg.currencyCode,
        extraCredits: quote.extraCredits,
        extraDays: quote.extraDays,
        gateway: order.gateway,
      },
      at,
    );
    // Nothing left to pay: openOrder settled it already.
    if (opened.status !== 'PENDING') return opened;
    const claimed = (await q.claimPaid(opened.id, at))!;
    return fulfil(q, tx, claimed, null, at);
  });
}
