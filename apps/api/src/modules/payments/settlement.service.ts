import type { Db } from '../../db/client';
import { retryOnConflict } from '../../db/retry';
import { fail } from '../../lib/errors';
import {
  GatewayError,
  isoCurrency,
  type PaymentGateway,
  type PaymentStatusResult,
} from '../../providers/payments/gateway';
import { fulfil, tellUnpaid } from './fulfilment';
import type { PaymentsQueries, PaymentsRepository, PurchaseRow } from './payments.repository';

export type Gateways = Partial<Record<string, PaymentGateway>>;
type Source = 'WEBHOOK' | 'CALLBACK' | 'POLL' | 'DIRECT';
/**
 * MISMATCH: the gateway calls paid an invoice whose amount, currency or reference is not this order's
 * (nothing granted, flagged). CREDITED: paid after the order closed and no longer fulfillable, so the
 * money went to the customer's wallet.
 */
export type Outcome = 'PAID' | 'FAILED' | 'CANCELED' | 'NOOP' | 'MISMATCH' | 'CREDITED';

export interface SettlementDeps {
  repository: PaymentsRepository;
  gateways: Gateways;
  now?: () => Date;
  /** Pending gateway orders older than this are asked about by the poller. */
  pollAfterMs?: number;
  /** Pending orders the gateway still calls pending after this long are cancelled. */
  pendingTimeoutMs?: number;
  /**
   * Closed orders with a gateway payment are still asked about for this long (a charge whose answer was
   * lost, a payment completing as we gave up), at most every `closedPollEveryMs`.
   */
  latePaymentWindowMs?: number;
  closedPollEveryMs?: number;
  /** Tests only: runs inside the PAID transaction after the claim, before fulfilment. */
  afterClaim?: (purchase: PurchaseRow) => Promise<void>;
  /** Where anomalies go (the app's logger); console by default. */
  log?: SettlementLog;
}

export interface SettlementLog {
  warn(details: object, message: string): void;
}

/**
 * The payment state machine (docs/adr/0005). Whatever reports a payment (the browser's return, the
 * gateway's webhook, the reconciliation poller) ends here, and here we ask the gateway itself. The move
 * to PAID is a conditional update inside the fulfilment transaction, so it happens exactly once.
 */
export function createSettlementService(deps: SettlementDeps) {
  const { repository, gateways } = deps;
  const now = deps.now ?? (() => new Date());
  const pollAfterMs = deps.pollAfterMs ?? 10_000;
  const pendingTimeoutMs = deps.pendingTimeoutMs ?? 60 * 60_000;
  const latePaymentWindowMs = deps.latePaymentWindowMs ?? 24 * 60 * 60_000;
  const closedPollEveryMs = deps.closedPollEveryMs ?? 5 * 60_000;
  const log: SettlementLog = deps.log ?? { warn: (details, message) => console.warn(message, details) };

  function gatewayOf(name: string): PaymentGateway {
    const gateway = gateways[name];
    if (!gateway) throw fail('UNKNOWN_PAYMENT');
    return gateway;
  }

  /** Applies what the gateway says about a purchase; returns what changed. */
  async function apply(
    purchase: PurchaseRow,
    result: PaymentStatusResult,
    source: Source,
    payload: unknown,
  ): Promise<Outcome> {
    const mismatch = result.status === 'PAID' ? mismatchOf(purchase, result) : null;
    const { outcome, late } = await retryOnConflict(() =>
      repository.transaction(async (q, tx) => {
        const at = now();
        let outcome: Outcome = 'NOOP';
        let late: LatePayment | null = null;
        if (mismatch) {
          // Not this order's money (or not all of it): nothing is granted; the order stops waiting and
          // the event is kept for a person to look at.
          const closed = await closeAndRelease(
            q,
            purchase.id,
            'FAILED',
            `Payment does not match the order: ${mismatch}`,
            at,
          );
          // Flagged once by the poller; every notice from outside is recorded.
          outcome = closed || source !== 'POLL' ? 'MISMATCH' : 'NOOP';
        } else if (result.status === 'PAID') {
          let claimed = await q.claimPaid(purchase.id, at);
          if (!claimed) {
            // The gateway took the money after we had closed the order (docs/adr/0005, late payments).
            const closed = await q.lockClosedUncredited(purchase.id);
            if (closed) {
              late = await lateFulfilment(q, tx, closed);
              if (late.fulfil) claimed = await q.claimLatePaid(purchase.id, at);
              else if (await creditLatePayment(q, closed, at)) outcome = 'CREDITED';
            }
          }
          if (claimed) {
            await deps.afterClaim?.(claimed);
            await fulfil(q, tx, claimed, result.card, at, result.paidWith ?? result.card);
            outcome = 'PAID';
          }
        } else if (result.status === 'FAILED') {
          outcome = (await closeAndRelease(q, purchase.id, 'FAILED', result.failureReason, at))
            ? 'FAILED'
            : 'NOOP';
          if (outcome === 'FAILED') await tellUnpaid(q, tx, purchase, at);
        }
        if (outcome === 'NOOP') await q.touchChecked(purchase.id, at);
        if (source !== 'POLL' || outcome !== 'NOOP') {
          await q.insertEvent({
            gateway: purchase.gateway,
            source,
            purchaseId: purchase.id,
            gatewayPaymentId: result.gatewayPaymentId,
            gatewayStatus: result.status,
            signatureValid: source === 'WEBHOOK' ? true : null,
            outcome,
            payload: (late || mismatch
              ? { latePayment: late, mismatch, received: payload ?? result.raw ?? null }
              : (payload ?? result.raw ?? null)) as object,
            createdAt: at,
          });
        }
        return { outcome, late };
      }),
    );
    if (mismatch) {
      log.warn(
        { referenceId: purchase.referenceId, mismatch, gatewayPaymentId: result.gatewayPaymentId },
        'gateway payment does not match its order: not fulfilled, flagged',
      );
    }
    if (outcome === 'CREDITED') {
      log.warn(
        { referenceId: purchase.referenceId, userId: purchase.userId, ...late },
        'late payment could not be fulfilled: credited to the wallet',
      );
    }
    return outcome;
  }

  async function purchaseFor(gatewayName: string, result: PaymentStatusResult) {
    const byGatewayId = await repository.purchaseByGatewayId(gatewayName, result.gatewayPaymentId);
    if (byGatewayId) return byGatewayId;
    const byRef = result.referenceId ? await repository.purchaseByRef(result.referenceId) : undefined;
    return byRef && byRef.gateway === gatewayName ? byRef : undefined;
  }

  return {
    apply,

    /**
     * The browser came back from the gateway: ask it, settle, and say where to send the browser. `ref`
     * (our reference on the callback URL) only decides where a customer goes while the gateway is busy.
     */
    async fromCallback(gatewayName: string, paymentId: string, ref?: string): Promise<string> {
      const gateway = gatewayOf(gatewayName);
      const claimed = ref ? await repository.purchaseByRef(ref) : undefined;
      const hinted = claimed && claimed.gateway === gatewayName ? claimed : undefined;
      let result: PaymentStatusResult;
      try {
        result = await gateway.status(paymentId, 'callback', hinted?.currencyCode);
      } catch (error) {
        if (error instanceof GatewayError && error.kind !== 'UNREACHABLE') {
          throw fail('UNKNOWN_PAYMENT');
        }
        // Busy or down (a 429): the webhook or the poller settles it; the customer sees their order.
        if (hinted) return hinted.referenceId;
        throw fail('GATEWAY_BUSY');
      }
      const purchase = await purchaseFor(gatewayName, result);
      if (!purchase) throw fail('UNKNOWN_PAYMENT');
      await apply(purchase, result, 'CALLBACK', { paymentId, status: result.status });
      return purchase.referenceId;
    },

    /** A signed server-to-server notice: verified, then confirmed with the gateway before settling. */
    async fromWebhook(
      gatewayName: string,
      headers: Record<string, string | string[] | undefined>,
      rawBody: string,
    ): Promise<Outcome> {
      const gateway = gatewayOf(gatewayName);
      let notice: ReturnType<PaymentGateway['verifyWebhook']>;
      try {
        notice = gateway.verifyWebhook(headers, rawBody);
      } catch {
        notice = null;
      }
      // Anyone can post here: an unsigned notice writes nothing (the 401 is in the request log), so
      // a flood of them cannot fill the database.
      if (!notice) throw fail('INVALID_SIGNATURE');
      if (notice.ignore) {
        // A verified refund or supplier notice: acknowledged so the gateway stops retrying.
        await repository.insertEvent({
          gateway: gatewayName,
          source: 'WEBHOOK',
          signatureValid: true,
          outcome: 'NOOP',
          payload: notice.raw as object,
          createdAt: now(),
        });
        return 'NOOP';
      }
      const byId = notice.gatewayPaymentId
        ? await repository.purchaseByGatewayId(gatewayName, notice.gatewayPaymentId)
        : undefined;
      const purchase =
        byId ?? (notice.referenceId ? await repository.purchaseByRef(notice.referenceId) : undefined);
      if (!purchase || purchase.gateway !== gatewayName || !purchase.gatewayPaymentId) {
        throw fail('UNKNOWN_PAYMENT');
      }
      // A paid order is settled for good. A failed or cancelled one is still asked about: the gateway
      // may have taken the money after we closed it (a late payment is fulfilled, see apply).
      if (purchase.status === 'PAID') {
        await repository.insertEvent({
          gateway: gatewayName,
          source: 'WEBHOOK',
          purchaseId: purchase.id,
          gatewayPaymentId: purchase.gatewayPaymentId,
          gatewayStatus: notice.status,
          signatureValid: true,
          outcome: 'NOOP',
          payload: notice.raw as object,
          createdAt: now(),
        });
        return 'NOOP';
      }
      const result = await gateway.status(purchase.gatewayPaymentId, 'record', purchase.currencyCode);
      return apply(purchase, result, 'WEBHOOK', notice.raw);
    },

    /**
     * One pass of the reconciliation job: asks the gateway about orders still pending (callbacks are
     * not trusted to arrive) and cancels those it has kept pending too long.
     */
    async reconcile(limit = 50): Promise<Record<Outcome, number>> {
      const at = now();
      const counts: Record<Outcome, number> = {
        PAID: 0,
        FAILED: 0,
        CANCELED: 0,
        NOOP: 0,
        MISMATCH: 0,
        CREDITED: 0,
      };
      const due = await repository.dueForReconciliation(
        {
          createdBefore: new Date(at.getTime() - pollAfterMs),
          checkedBefore: new Date(at.getTime() - pollAfterMs),
          closedSince: new Date(at.getTime() - latePaymentWindowMs),
          closedCheckedBefore: new Date(at.getTime() - closedPollEveryMs),
        },
        limit,
      );
      for (const purchase of due) {
        const gateway = gateways[purchase.gateway];
        const overdue =
          purchase.status === 'PENDING' &&
          at.getTime() >= (purchase.expiresAt?.getTime() ?? purchase.createdAt.getTime() + pendingTimeoutMs);
        if (!gateway || !purchase.gatewayPaymentId) {
          if (overdue) {
            await cancelStale(purchase, at);
            counts.CANCELED++;
          }
          continue;
        }
        let outcome: Outcome;
        try {
          const result = await gateway.status(purchase.gatewayPaymentId, 'record', purchase.currencyCode);
          outcome = await apply(purchase, result, 'POLL', null);
          if (outcome === 'NOOP' && result.status === 'PENDING' && overdue) {
            await cancelStale(purchase, at);
            outcome = 'CANCELED';
          }
        } catch {
          // One gateway hiccup must not stop the pass; the order is asked about again next time.
          await repository.touchChecked(purchase.id, at);
          outcome = 'NOOP';
        }
        counts[outcome]++;
      }
      return counts;
    },
  };

  async function cancelStale(purchase: PurchaseRow, at: Date) {
    await repository.transaction(async (q, tx) => {
      if (await closeAndRelease(q, purchase.id, 'CANCELED', 'Payment not completed in time', at)) {
        await tellUnpaid(q, tx, purchase, at);
        await q.insertEvent({
          gateway: purchase.gateway,
          source: 'POLL',
          purchaseId: purchase.id,
          gatewayPaymentId: purchase.gatewayPaymentId,
          outcome: 'CANCELED',
          createdAt: at,
        });
      }
    });
  }
}

interface LatePayment {
  /** When and why the order had been closed. */
  closedAt: string | null;
  closedFor: string | null;
  /** Fulfilled after all, or (when it no longer can be) credited to the wallet. */
  fulfil: boolean;
  why: string | null;
  /** Wallet minor units taken again for the order. */
  walletReheld: number;
  /** Gateway minor units credited to the wallet instead. */
  credited: number;
}

/**
 * The late-payment rule (docs/adr/0005): the customer's money is never lost. The order is fulfilled
 * after all when it still can be: its package is still sold and the wallet part it gave back on closing
 * can be taken again. Otherwise what the gateway took is credited to the wallet (creditLatePayment).
 */
async function lateFulfilment(q: PaymentsQueries, tx: Db, purchase: PurchaseRow): Promise<LatePayment> {
  const late: LatePayment = {
    closedAt: purchase.closedAt?.toISOString() ?? null,
    closedFor: purchase.failureReason,
    fulfil: true,
    why: null,
    walletReheld: 0,
    credited: 0,
  };
  // A card check (no package) has nothing to sell: saving the card late is still what was asked.
  if (purchase.packageId !== null && !(await q.packageStillSold(tx, purchase.packageId))) {
    return { ...late, fulfil: false, why: 'The package is no longer sold' };
  }
  if (purchase.walletApplied <= 0 || purchase.userId === null) return late;
  const missing = purchase.walletApplied - (await q.walletHeldFor(purchase.id));
  if (missing <= 0) return late;
  await q.lockWallet(purchase.userId, purchase.currencyCode);
  if (await q.moveWallet(purchase.userId, purchase.currencyCode, -missing, 'PURCHASE', purchase.id)) {
    return { ...late, walletReheld: missing };
  }
  return { ...late, fulfil: false, why: 'The wallet no longer covers its part of the order' };
}

/** Credits the gateway's amount to the customer's wallet with its ledger row, exactly once. */
async function creditLatePayment(q: PaymentsQueries, purchase: PurchaseRow, at: Date): Promise<boolean> {
  if (purchase.userId === null || purchase.amount <= 0) return false;
  if (!(await q.markCredited(purchase.id, at))) return false;
  await q.lockWallet(purchase.userId, purchase.currencyCode);
  await q.moveWallet(purchase.userId, purchase.currencyCode, purchase.amount, 'REFUND', purchase.id);
  return true;
}

/** Why a paid invoice is not this order's, or null when amount, currency and reference all agree. */
function mismatchOf(purchase: PurchaseRow, result: PaymentStatusResult): string | null {
  const problems: string[] = [];
  if (result.referenceId !== null && result.referenceId !== purchase.referenceId) {
    problems.push(`reference ${result.referenceId}`);
  }
  if (
    result.currencyCode !== null &&
    isoCurrency(result.currencyCode) !== isoCurrency(purchase.currencyCode)
  ) {
    problems.push(`currency ${result.currencyCode}`);
  }
  if (result.amount !== null && result.amount !== purchase.amount) problems.push(`amount ${result.amount}`);
  return problems.length ? problems.join(', ') : null;
}

/** PENDING to FAILED or CANCELED, giving back the wallet amount held and the promo use reserved. */
export async function closeAndRelease(
  q: PaymentsQueries,
  purchaseId: number,
  status: 'FAILED' | 'CANCELED',
  reason: string | null,
  at: Date,
): Promise<boolean> {
  const closed = await q.close(purchaseId, status, reason, at);
  if (!closed) return false;
  if (closed.promoId !== null) await q.releaseRedemption(closed.id);
  if (closed.walletApplied > 0 && closed.userId !== null) {
    await q.moveWallet(closed.userId, closed.currencyCode, closed.walletApplied, 'RELEASE', closed.id);
  }
  return true;
}
export type SettlementService = ReturnType<typeof createSettlementService>;
