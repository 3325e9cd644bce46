import { createHash } from 'node:crypto';
import { isLanguage, type Language, type PurchaseResultDto } from '@kinetic/domain';
import type { Db } from '../../db/client';
import { fail } from '../../lib/errors';
import { GatewayError, type PaymentGateway } from '../../providers/payments/gateway';
import { fulfil } from './fulfilment';
import type { NewPurchase, PaymentsQueries, PaymentsRepository, PurchaseRow } from './payments.repository';
import { closeAndRelease } from './settlement.service';

export const confirmationPath = (referenceId: string) => `/paymentconfirmation/${referenceId}`;

export const requestHash = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * Writes the order, reserves its promo use and holds the wallet part of it; an order with nothing left to pay is settled on
 * the spot (no gateway), in the same transaction.
 */
export async function openOrder(
  q: PaymentsQueries,
  tx: Db,
  values: Omit<NewPurchase, 'status' | 'gateway'> & { gateway: string },
  at: Date,
): Promise<PurchaseRow> {
  const free = values.amount === 0;
  let purchase = await q.insertPurchase({
    ...values,
    gateway: free ? 'none' : values.gateway,
    status: 'PENDING',
    createdAt: at,
  });
  if (purchase.promoId !== null) {
    // The promo use is reserved while the order is open (its row was locked and counted by the
    // pricing step); closing the order gives it back (closeAndRelease).
    await q.insertRedemption({
      promoId: purchase.promoId,
      userId: purchase.userId,
      purchaseId: purchase.id,
      createdAt: at,
    });
  }
  if (purchase.walletApplied > 0 && purchase.userId !== null) {
    const moved = await q.moveWallet(
      purchase.userId,
      purchase.currencyCode,
      -purchase.walletApplied,
      'PURCHASE',
      purchase.id,
    );
    // The wallet row is locked by the pricing step, so this only fails if the caller skipped it.
    if (!moved) throw fail('PAYMENT_CANCELED');
  }
  if (free) {
    const claimed = (await q.claimPaid(purchase.id, at))!;
    purchase = await fulfil(q, tx, claimed, null, at);
    await q.insertEvent({
      gateway: 'none',
      source: 'DIRECT',
      purchaseId: purchase.id,
      gatewayStatus: 'PAID',
      outcome: 'PAID',
      payload: { walletApplied: purchase.walletApplied, total: 0 },
      createdAt: at,
    });
  }
  return purchase;
}

export interface GatewayCustomer {
  name: string;
  email: string | null;
  mobile: string | null;
  /** The language of the gateway's page: the account's. */
  language?: Language;
}

/** The account as the gateway's page greets it. */
export const gatewayCustomerOf = (user: {
  firstName: string;
  lastName: string;
  email: string | null;
  mobile: string | null;
  language: string;
}): GatewayCustomer => ({
  name: `${user.firstName} ${user.lastName}`.trim(),
  email: user.email,
  mobile: user.mobile,
  language: isLanguage(user.language) ? user.language : 'en',
});

/** How long an order waits for its payment when nobody says otherwise (PAYMENT_PENDING_TIMEOUT_MINUTES). */
export const DEFAULT_PENDING_TIMEOUT_MS = 60 * 60_000;

/**
 * Asks the gateway for its payment page (or charges a saved card). The gateway's id is saved the
 * moment the gateway has one, before any money can move, so a charge whose answer is lost (a timeout)
 * stays PENDING and is settled by the webhook or the poller. If the gateway refuses, or cannot be
 * reached before it registered anything, the order fails at once and the wallet hold goes back.
 */
export async function sendToGateway(
  repository: PaymentsRepository,
  gateway: PaymentGateway,
  purchase: PurchaseRow,
  options: {
    customer: GatewayCustomer;
    description: string;
    origin: string;
    saveCard: boolean;
    cardToken?: string | null;
    /** How long the order (and the gateway's invoice) waits for the money. */
    pendingTimeoutMs?: number;
    /** The gateway e-mails the payment link (a renewal without a chargeable card, docs/adr/0012). */
    notify?: 'EMAIL' | null;
    now: () => Date;
  },
): Promise<PurchaseResultDto> {
  if (purchase.status !== 'PENDING') {
    return {
      referenceId: purchase.referenceId,
      paymentUrl: confirmationPath(purchase.referenceId),
      status: purchase.status as 'PAID',
    };
  }
  // Our reference rides along so a callback we cannot check at once (the gateway busy) still lands
  // the customer on their order's page; it is never trusted for settling.
  const callbackUrl = `${options.origin}/api/v1/payments/callback/${gateway.name}?ref=${purchase.referenceId}`;
  const expiresAt = new Date(
    options.now().getTime() + (options.pendingTimeoutMs ?? DEFAULT_PENDING_TIMEOUT_MS),
  );
  await repository.updatePurchase(purchase.id, { expiresAt });
  let registered: string | null = null;
  const input = {
    referenceId: purchase.referenceId,
    amount: purchase.amount,
    currencyCode: purchase.currencyCode,
    paymentMethodId: purchase.paymentMethodId,
    customer: options.customer,
    description: options.description,
    callbackUrl,
    errorUrl: callbackUrl,
    saveCard: options.saveCard,
    expiresAt,
    notify: options.notify ?? null,
    onRegistered: async (gatewayPaymentId: string) => {
      await repository.updatePurchase(purchase.id, { gatewayPaymentId });
      registered = gatewayPaymentId;
    },
  };
  try {
    const created = options.cardToken
      ? await gateway.chargeSavedCard({ ...input, token: options.cardToken })
      : await gateway.createPayment(input);
    if (created.gatewayPaymentId !== registered) {
      await repository.updatePurchase(purchase.id, { gatewayPaymentId: created.gatewayPaymentId });
    }
    if (options.notify && created.paymentUrl) {
      // The customer pays this one later, from their subscription as well as from the e-mail.
      await repository.updatePurchase(purchase.id, { paymentUrl: created.paymentUrl });
    }
    return {
      referenceId: purchase.referenceId,
      paymentUrl: created.paymentUrl || confirmationPath(purchase.referenceId),
      status: 'PENDING',
    };
  } catch (error) {
    if (registered && error instanceof GatewayError && error.kind === 'UNREACHABLE') {
      // The gateway may have taken the money: the order waits for the webhook or the poller.
      return {
        referenceId: purchase.referenceId,
        paymentUrl: confirmationPath(purchase.referenceId),
        status: 'PENDING',
      };
    }
    await repository.transaction((q) =>
      closeAndRelease(
        q,
        purchase.id,
        'FAILED',
        `Gateway unavailable: ${(error as Error).message}`,
        options.now(),
      ),
    );
    throw fail('GATEWAY_FAILED');
  }
}
