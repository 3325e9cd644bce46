import type { AppJob } from '../lib/app-module';
import type { PaymentsCapability, SettlementService } from '../modules/payments';

type Log = { info: (obj: object, msg: string) => void };

/**
 * docs/adr/0005: gateway callbacks are not trusted to arrive, so every few seconds the orders still
 * pending are asked about; a paid one is fulfilled here if neither the redirect nor the webhook did it
 * (a crash between payment and fulfilment heals on the next pass). Any number of API processes may run
 * it: the move to PAID is a conditional update, so only one of them fulfils.
 */
export async function reconcilePayments(settlement: SettlementService, limit = 50) {
  return settlement.reconcile(limit);
}

export interface PaymentJobs {
  settlement: SettlementService;
  /** Subscriptions due for renewal; optional so the reconciler runs alone in tests. */
  renewSubscriptions?: () => Promise<unknown>;
  /** Owed fees in money charged to saved cards (docs/adr/0040); optional like the renewals. */
  chargeOwedFees?: () => Promise<{ charged: number }>;
}

/** One pass: pending payments reconciled, due subscriptions renewed, then owed fees charged. */
export async function runPaymentJobs(jobs: PaymentJobs, log: Log) {
  const settled = await reconcilePayments(jobs.settlement);
  if (settled.PAID || settled.FAILED || settled.CANCELED) log.info(settled, 'pending payments reconciled');
  if (jobs.renewSubscriptions) await jobs.renewSubscriptions();
  if (jobs.chargeOwedFees) {
    const fees = await jobs.chargeOwedFees();
    if (fees.charged) log.info(fees, 'owed fees charged to saved cards');
  }
}

/**
 * Pending payments reconciled, subscriptions renewed and owed fees charged every few seconds
 * (docs/adr/0005, 0040).
 */
export const paymentJobs: AppJob<{ payments: PaymentsCapability }> = {
  name: 'payments',
  start: ({ payments, config, log, scheduler }) =>
    scheduler.every('reconcile-payments', config.PAYMENT_RECONCILE_INTERVAL_SECONDS * 1000, () =>
      runPaymentJobs(
        {
          settlement: payments.settlement,
          renewSubscriptions: payments.renewSubscriptions,
          chargeOwedFees: payments.chargeOwedFees,
        },
        log,
      ),
    ),
};
