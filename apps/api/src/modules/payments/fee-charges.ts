import { FEE_ORDER_ITEM, type PurchaseResultDto } from '@kinetic/domain';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { retryOnConflict } from '../../db/retry';
import type { PaymentGateway } from '../../providers/payments/gateway';
import { userStoreCurrency } from '../users';
import { feeChargeQueries } from './fee-charges.repository';
import { gatewayCustomerOf, openOrder, sendToGateway } from './orders';
import type { PaymentsRepository, PurchaseRow } from './payments.repository';
import { newReferenceId } from './references';
import type { SettlementLog } from './settlement.service';
import type { ShopRepository } from './shop.repository';

/** After a FEE order closed unpaid, its customer's card is left alone this long. */
export const FEE_RETRY_AFTER_MS = 24 * 60 * 60_000;

/**
 * Owed fees in money charged to the saved card (docs/adr/0040), a pass of the payment jobs like the
 * renewals: for each customer owing fees in their store's currency with a default card the gateway
 * can charge, a FEE order of that sum is opened and the card charged server to server, outside any
 * transaction. Fulfilment (settleOwedFees) then pays the fees with it. One open FEE order per
 * customer (purchase_open_fee_uq); declined, the fees stay owed and the card rests a day.
 */
export function createFeeChargesService(deps: {
  db: Db;
  payments: PaymentsRepository;
  shop: ShopRepository;
  gateway: PaymentGateway;
  /** Asks the gateway about an order charged on a saved card and settles it (checkout's). */
  settleNow: (referenceId: string) => Promise<PurchaseResultDto['status']>;
  pendingTimeoutMs?: number;
  now?: () => Date;
  log?: SettlementLog;
}) {
  const { db, payments, shop, gateway, settleNow } = deps;
  const now = deps.now ?? (() => new Date());

  /** The FEE order of what the customer owes in this currency now; null: nothing, or one is open. */
  async function openFeeOrder(userId: number, currencyCode: string): Promise<PurchaseRow | null> {
    try {
      return await retryOnConflict(() =>
        payments.transaction(async (q, tx) => {
          const owed = await feeChargeQueries(tx).lockOwedInMoney(userId, currencyCode);
          if (owed <= 0) return null;
          return openOrder(
            q,
            tx,
            {
              referenceId: newReferenceId(),
              userId,
              kind: 'FEE',
              packageId: null,
              price: owed,
              amount: owed,
              feesIncluded: owed,
              currencyCode,
              gateway: gateway.name,
            },
            now(),
          );
        }),
      );
    } catch (error) {
      // Another process opened this customer's FEE order first: it charges the card.
      if (isUniqueViolation(error, 'purchase_open_fee_uq')) return null;
      throw error;
    }
  }

  async function charge(userId: number, currencyCode: string, token: string, origin: string) {
    if (currencyCode !== (await userStoreCurrency(db, userId))) return false;
    const purchase = await openFeeOrder(userId, currencyCode);
    if (!purchase) return false;
    const user = (await shop.user(userId))!;
    // A refusal closes the order FAILED (sendToGateway): the fees stay owed.
    const sent = await sendToGateway(payments, gateway, purchase, {
      customer: gatewayCustomerOf(user),
      description: FEE_ORDER_ITEM.en,
      origin,
      saveCard: false,
      cardToken: token,
      pendingTimeoutMs: deps.pendingTimeoutMs,
      now,
    }).catch(() => null);
    return sent?.status === 'PENDING' && (await settleNow(sent.referenceId)) === 'PAID';
  }

  return {
    /** One pass: returns how many customers' cards paid their fees. */
    async chargeOwedFees(origin: string, limit = 20) {
      // No card can be charged without the customer: the fees wait for their next purchase.
      if (!gateway.canChargeSavedCards) return { charged: 0 };
      const unpaidSince = new Date(now().getTime() - FEE_RETRY_AFTER_MS);
      const owing = await feeChargeQueries(db).owing(gateway.name, unpaidSince, limit);
      let charged = 0;
      for (const { userId, currencyCode, token } of owing) {
        try {
          if (await charge(userId, currencyCode, token, origin)) charged++;
        } catch (error) {
          // One customer's trouble must not stop the pass; they are tried again on the next one.
          deps.log?.warn({ userId, error: (error as Error).message }, 'owed fees could not be charged');
        }
      }
      return { charged };
    },
  };
}

export type FeeChargesService = ReturnType<typeof createFeeChargesService>;
