import { PAYMENT_MSG } from '@kinetic/domain';
import { retryOnConflict } from '../../db/retry';
import { AppError, notFound } from '../../lib/errors';
import {
  GatewayError,
  type PaymentGateway,
  type PaymentStatusResult,
} from '../../providers/payments/gateway';
import { fulfil } from './fulfilment';
import type { PaymentsQueries, PaymentsRepository, PurchaseRow } from './payments.repository';

export type Gateways = Partial<Record<string, PaymentGateway>>;
type Source = 'WEBHOOK' | 'CALLBACK' | 'POLL' | 'DIRECT';
export type Outcome = 'PAID' | 'FAILED' | 'CANCELED' | 'NOOP';

export interface SettlementDeps {
  repository: PaymentsRepository;
  gateways: Gateways;
  now?: () => Date;
  /** Pending gateway orders older than this are asked about by the poller. */
  pollAfterMs?: number;
  /** Pending orders the gateway still calls pending after this long are cancelled. */
  pendingTimeoutMs?: number;
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
  const log: SettlementLog = deps.log ?? { warn: (details, message) => console.warn(message, details) };

  function gatewayOf(name: string): PaymentGateway {
    const gateway = gateways[name];
    if (!gateway) throw notFound(PAYMENT_MSG.unknownPayment);
    return gateway;
  }

  /** Applies what the gateway says about a purchase; returns what changed. */
  async function apply(
    purchase: PurchaseRow,
    result: PaymentStatusResult,
    source: Source,
    payload: unknown,
  ): Promise<Outcome> {
    const { outcome, late } = await retryOnConflict(() =>
      repository.transaction(async (q, tx) => {
        const at = now();
        let outcome: Outcome = 'NOOP';
        let late: LatePayment | null = null;
        if (result.status === 'PAID') {
          let claimed = await q.claimPaid(purchase.id, at);
          if (!claimed) {
            // The gateway took the money after we had closed the order: the customer gets what they
            // paid for, exactly once (the claim is conditional like claimPaid).
            claimed = await q.claimLatePaid(purchase.id, at);
            if (claimed) late = await reholdWallet(q, claimed);
          }
          if (claimed) {
            await deps.afterClaim?.(claimed);
            await fulfil(q, tx, claimed, result.card, at);
            outcome = 'PAID';
          }
        } else if (result.status === 'FAILED') {
          outcome = (await closeAndRelease(q, purchase.id, 'FAILED', result.failureReason, at))
            ? 'FAILED'
            : 'NOOP';
        } else {
          await q.touchChecked(purchase.id, at);
        }
        if (source !== 'POLL' || outcome !== 'NOOP') {
          await q.insertEvent({
            gateway: purchase.gateway,
            source,
            purchaseId: purchase.id,
            gatewayPaymentId: result.gatewayPaymentId,
            gatewayStatus: result.status,
            signatureValid: source === 'WEBHOOK' ? true : null,
            outcome,
            payload: (late
              ? { latePayment: late, received: payload ?? result.raw ?? null }
              : (payload ?? result.raw ?? null)) as object,
            createdAt: at,
          });
        }
        return { outcome, late };
      }),
    );
    if (late && late.walletShortfall > 0) {
      log.warn(
        { referenceId: purchase.referenceId, userId: purchase.userId, ...late },
        'late payment fulfilled although the wallet no longer covers its part of the order',
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

    /** The browser came back from the gateway: ask it, settle, and say where to send the browser. */
    async fromCallback(gatewayName: string, paymentId: string): Promise<string> {
      const gateway = gatewayOf(gatewayName);
      let result: PaymentStatusResult;
      try {
        result = await gateway.status(paymentId, 'callback');
      } catch (error) {
        if (error instanceof GatewayError && error.kind !== 'UNREACHABLE') {
          throw notFound(PAYMENT_MSG.unknownPayment);
        }
        throw error;
      }
      const purchase = await purchaseFor(gatewayName, result);
      if (!purchase) throw notFound(PAYMENT_MSG.unknownPayment);
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
      if (!notice) {
        await repository.insertEvent({
          gateway: gatewayName,
          source: 'WEBHOOK',
          signatureValid: false,
          outcome: 'REJECTED',
          payload: { body: rawBody.slice(0, 4000) },
          createdAt: now(),
        });
        throw new AppError(401, PAYMENT_MSG.invalidSignature);
      }
      const byId = notice.gatewayPaymentId
        ? await repository.purchaseByGatewayId(gatewayName, notice.gatewayPaymentId)
        : undefined;
      const purchase =
        byId ?? (notice.referenceId ? await repository.purchaseByRef(notice.referenceId) : undefined);
      if (!purchase || purchase.gateway !== gatewayName || !purchase.gatewayPaymentId) {
        throw notFound(PAYMENT_MSG.unknownPayment);
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
      const result = await gateway.status(purchase.gatewayPaymentId, 'record');
      return apply(purchase, result, 'WEBHOOK', notice.raw);
    },

    /**
     * One pass of the reconciliation job: asks the gateway about orders still pending (callbacks are
     * not trusted to arrive) and cancels those it has kept pending too long.
     */
    async reconcile(limit = 50): Promise<Record<Outcome, number>> {
      const at = now();
      const counts: Record<Outcome, number> = { PAID: 0, FAILED: 0, CANCELED: 0, NOOP: 0 };
      const due = await repository.pendingForReconciliation(
        new Date(at.getTime() - pollAfterMs),
        new Date(at.getTime() - pollAfterMs),
        limit,
      );
      for (const purchase of due) {
        const gateway = gateways[purchase.gateway];
        if (!gateway || !purchase.gatewayPaymentId) {
          if (at.getTime() - purchase.createdAt.getTime() > pendingTimeoutMs) {
            await cancelStale(purchase, at);
            counts.CANCELED++;
          }
          continue;
        }
        let outcome: Outcome;
        try {
          const result = await gateway.status(purchase.gatewayPaymentId, 'record');
          outcome = await apply(purchase, result, 'POLL', null);
          if (
            outcome === 'NOOP' &&
            result.status === 'PENDING' &&
            at.getTime() - purchase.createdAt.getTime() > pendingTimeoutMs
          ) {
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
    await repository.transaction(async (q) => {
      if (await closeAndRelease(q, purchase.id, 'CANCELED', 'Payment not completed in time', at)) {
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
  /** When and why the order had been closed (the claim keeps both). */
  closedAt: string | null;
  closedFor: string | null;
  /** Wallet minor units taken again for the order, and what the wallet could no longer cover. */
  walletReheld: number;
  walletShortfall: number;
}

/**
 * A closed order gave its wallet part back; now that it is paid after all, that part is taken again.
 * If the wallet no longer holds it, the order is still fulfilled (the gateway took the customer's
 * money) and the shortfall is reported.
 */
async function reholdWallet(q: PaymentsQueries, purchase: PurchaseRow): Promise<LatePayment> {
  const late: LatePayment = {
    closedAt: purchase.closedAt?.toISOString() ?? null,
    closedFor: purchase.failureReason,
    walletReheld: 0,
    walletShortfall: 0,
  };
  if (purchase.walletApplied <= 0 || purchase.userId === null) return late;
  const missing = purchase.walletApplied - (await q.walletHeldFor(purchase.id));
  if (missing <= 0) return late;
  await q.lockWallet(purchase.userId, purchase.currencyCode);
  const moved = await q.moveWallet(purchase.userId, -missing, 'PURCHASE', purchase.id);
  if (moved) late.walletReheld = missing;
  else late.walletShortfall = missing;
  return late;
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
    await q.moveWallet(closed.userId, closed.walletApplied, 'RELEASE', closed.id);
  }
  return true;
}
export type SettlementService = ReturnType<typeof createSettlementService>;
