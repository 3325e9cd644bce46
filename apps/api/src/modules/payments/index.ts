import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { type AppModule, underApi } from '../../lib/app-module';
import { createPaymentGateways, type GatewaysConfig, type PaymentGateways } from '../../providers/payments';
import { checkoutRoutes } from './checkout.routes';
import { createCheckoutService } from './checkout.service';
import { createFeeChargesService } from './fee-charges';
import { gatewayRoutes } from './gateway.routes';
import { createPaymentsRepository } from './payments.repository';
import { sandboxPageRoutes } from './sandbox-page.routes';
import { createSeatFeesService } from './seat-fees';
import { seatFeesRoutes } from './seat-fees.routes';
import { createSettlementService, type SettlementLog } from './settlement.service';

export { type RecordedOrder, recordPaidOrder } from './recorded-order';
export { newReferenceId } from './references';
export { takeDueFees } from './seat-fees';
export type { SettlementService } from './settlement.service';

import { createShopRepository } from './shop.repository';
import { shopRoutes } from './shop.routes';
import { createShopService } from './shop.service';
import { createSpecialPackagesService } from './special-packages.service';
import { createSubscriptionsRepository } from './subscriptions.repository';
import { subscriptionsRoutes } from './subscriptions.routes';
import { createSubscriptionsService } from './subscriptions.service';

type PaymentsConfig = GatewaysConfig &
  Pick<
    Config,
    | 'SANDBOX_PENDING_SECONDS'
    | 'PAYMENT_RECONCILE_INTERVAL_SECONDS'
    | 'PAYMENT_PENDING_TIMEOUT_MINUTES'
    | 'PUBLIC_URL'
  >;

/** The payment services, shared by the routes and the jobs (server.ts). */
export function createPaymentsCapability(deps: {
  db: Db;
  config: PaymentsConfig;
  now?: () => Date;
  gateways?: PaymentGateways;
  /** The app's logger, for payment anomalies (a late payment the wallet no longer covers). */
  log?: SettlementLog;
}) {
  const { db, config, now } = deps;
  const gateways = deps.gateways ?? createPaymentGateways({ db, config, now });
  const payments = createPaymentsRepository(db);
  const shop = createShopRepository(db);
  const shopService = createShopService({ shop, payments, gateway: gateways.active, now });
  const settlement = createSettlementService({
    repository: payments,
    gateways: gateways.byName,
    now,
    pollAfterMs: config.PAYMENT_RECONCILE_INTERVAL_SECONDS * 1000,
    pendingTimeoutMs: config.PAYMENT_PENDING_TIMEOUT_MINUTES * 60_000,
    log: deps.log,
  });
  const checkout = createCheckoutService({
    payments,
    shop,
    shopService,
    settlement,
    gateway: gateways.active,
    pendingTimeoutMs: config.PAYMENT_PENDING_TIMEOUT_MINUTES * 60_000,
    now,
  });
  const subscriptions = createSubscriptionsService({
    subscriptions: createSubscriptionsRepository(db),
    payments,
    shop,
    checkout,
    gateway: gateways.active,
    pendingTimeoutMs: config.PAYMENT_PENDING_TIMEOUT_MINUTES * 60_000,
    now,
  });
  const specialPackages = createSpecialPackagesService({
    checkout,
    payments,
  });
  const feeCharges = createFeeChargesService({
    db,
    payments,
    shop,
    gateway: gateways.active,
    settleNow: checkout.settleNow,
    pendingTimeoutMs: config.PAYMENT_PENDING_TIMEOUT_MINUTES * 60_000,
    now,
    log: deps.log,
  });
  /** The renewal pass of the payment jobs (renewals are charged server to server, so no browser origin). */
  const renewSubscriptions = () => subscriptions.renewDue(config.PUBLIC_URL);
  /** The payment jobs' pass charging owed fees in money to saved cards (docs/adr/0040). */
  const chargeOwedFees = () => feeCharges.chargeOwedFees(config.PUBLIC_URL);
  return {
    gateways,
    payments,
    shop,
    shopService,
    settlement,
    checkout,
    subscriptions,
    specialPackages,
    renewSubscriptions,
    chargeOwedFees,
  };
}

export type PaymentsCapability = ReturnType<typeof createPaymentsCapability>;

/**
 * Packages, checkout, payments and subscriptions (docs/adr/0005): the API under /api/v1 and
 * the sandbox gateway's hosted page under /pay. The capability is built once by app.ts; the payment
 * jobs (jobs/reconcile-payments.ts) run on the same one.
 */
export const paymentsModule: AppModule<{ payments: PaymentsCapability }> = {
  name: 'payments',
  async register(app, { config, db, now, payments: capability }) {
    const { payments, shopService, checkout, settlement, gateways, subscriptions, specialPackages } =
      capability;
    await underApi(app, async (v1) => {
      await v1.register(shopRoutes, { shop: shopService });
      await v1.register(checkoutRoutes, { checkout });
      await v1.register(gatewayRoutes, { settlement });
      await v1.register(subscriptionsRoutes, {
        subscriptions,
        specialPackages,
        guestOrderLimit: config.GUEST_WRITE_RATE_LIMIT,
      });
      await v1.register(seatFeesRoutes, {
        fees: createSeatFeesService({ db, now: now ?? (() => new Date()) }),
      });
    });
    await app.register(sandboxPageRoutes, {
      sandbox: gateways.sandbox,
      pendingSeconds: config.SANDBOX_PENDING_SECONDS,
      orderStatus: async (referenceId) => (await payments.purchaseByRef(referenceId))?.status,
      now,
    });
  },
};
