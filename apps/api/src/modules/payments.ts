import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { createPaymentGateways, type PaymentGateways } from '../providers/payments';
import { checkoutRoutes } from './payments/checkout.routes';
import { createCheckoutService } from './payments/checkout.service';
import { gatewayRoutes } from './payments/gateway.routes';
import { createPaymentsRepository } from './payments/payments.repository';
import { sandboxPageRoutes } from './payments/sandbox-page.routes';
import { createSettlementService, type SettlementLog } from './payments/settlement.service';
import { createShopRepository } from './payments/shop.repository';
import { shopRoutes } from './payments/shop.routes';
import { createShopService } from './payments/shop.service';
import { createSpecialPackagesService } from './payments/special-packages.service';
import { createSubscriptionsRepository } from './payments/subscriptions.repository';
import { subscriptionsRoutes } from './payments/subscriptions.routes';
import { createSubscriptionsService } from './payments/subscriptions.service';

type PaymentsConfig = Pick<
  Config,
  | 'PAYMENT_GATEWAY'
  | 'PAYMENT_WEBHOOK_SECRET'
  | 'MYFATOORAH_BASE_URL'
  | 'MYFATOORAH_MODE'
  | 'MYFATOORAH_DIRECT_PAYMENT'
  | 'MYFATOORAH_API_KEY'
  | 'MYFATOORAH_WEBHOOK_SECRET'
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
  const specialPackages = createSpecialPackagesService({ db, checkout, payments });
  /** The renewal pass of the payment jobs (renewals are charged server to server, so no browser origin). */
  const renewSubscriptions = () => subscriptions.renewDue(config.PUBLIC_URL);
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
  };
}

/**
 * Packages, checkout, payments and subscriptions (issue 4, docs/adr/0005): the API under /api/v1 and
 * the sandbox gateway's hosted page under /pay. app.ts registers it with one line.
 */
export const paymentsModule: FastifyPluginAsync<{
  db: Db;
  config: PaymentsConfig;
  now?: () => Date;
}> = async (app, options) => {
  const capability = createPaymentsCapability({ ...options, log: app.log });
  const { payments, shop, shopService, checkout, settlement, gateways, subscriptions, specialPackages } =
    capability;
  await app.register(
    async (v1) => {
      await v1.register(shopRoutes, { shop: shopService, shopRepository: shop });
      await v1.register(checkoutRoutes, { checkout });
      await v1.register(gatewayRoutes, { settlement });
      await v1.register(subscriptionsRoutes, { subscriptions, specialPackages });
    },
    { prefix: '/api/v1' },
  );
  await app.register(sandboxPageRoutes, {
    sandbox: gateways.sandbox,
    pendingSeconds: options.config.SANDBOX_PENDING_SECONDS,
    orderStatus: async (referenceId) => (await payments.purchaseByRef(referenceId))?.status,
    now: options.now,
  });
};
