import {
  type CardDto,
  type CardSupportDto,
  type CardVerifyBody,
  type EditSubscriptionBody,
  type EditSubscriptionResultDto,
  isUpgradeFrom,
  isUpgradeOf,
  type Language,
  nameIn,
  PAYMENT_MSG,
  type PaymentLinkDto,
  type SubscriptionDto,
  subscriptionPrice,
  type UpgradeCandidate,
} from '@kinetic/domain';
import { retryOnConflict } from '../../db/retry';
import { fail } from '../../lib/errors';
import type { PaymentGateway } from '../../providers/payments/gateway';
import { idempotent } from '../idempotency';
import type { CheckoutService } from './checkout.service';
import { activePackage } from './order-pricing';
import { confirmationPath, gatewayCustomerOf, openOrder, sendToGateway } from './orders';
import type { PaymentsRepository } from './payments.repository';
import { newReferenceId } from './references';
import type { ShopPackageRow, ShopRepository } from './shop.repository';
import { isSubscribable, packageScopeOf } from './shop.service';
import type { SubscriptionsRepository } from './subscriptions.repository';

/** How long a renewal payment link stays payable (docs/adr/0012). */
export const RENEWAL_LINK_TIMEOUT_MS = 3 * 24 * 60 * 60_000;

type Row = Awaited<ReturnType<SubscriptionsRepository['listFor']>>[number];

const upgradeCandidate = (p: ShopPackageRow): UpgradeCandidate => ({
  id: p.id,
  currencyCode: p.currencyCode,
  scope: packageScopeOf(p),
});

const pendingRenewal = (r: Row, packageName: string): SubscriptionDto['pendingRenewal'] =>
  r.renewal?.paymentUrl && r.renewal.expiresAt
    ? {
        referenceId: r.renewal.referenceId,
        packageName,
        amount: r.renewal.amount,
        currencyCode: r.renewal.currencyCode,
        payBy: r.renewal.expiresAt.toISOString(),
        paymentUrl: r.renewal.paymentUrl,
      }
    : null;

/** A subscription as its holder reads it, the package named in `language`. */
function toDto(r: Row, language: Language = 'en'): SubscriptionDto {
  const packageName = nameIn({ name: r.packageName, nameAr: r.packageNameAr }, language);
  return {
    id: r.sub.id,
    packageId: r.sub.packageId,
    packageName,
    status: r.sub.status === 'CANCELED' ? 'CANCELED' : 'ACTIVE',
    periodDays: r.periodDays,
    renewsAt: r.renewsAt.toISOString(),
    price: r.sub.price,
    currencyCode: r.sub.currencyCode,
    cardLast4: r.cardLast4,
    pendingRenewal: pendingRenewal(r, packageName),
  };
}

/**
 * Subscriptions (KWD/KD/BHD/BD only): edit (EXTEND adds a period now, UPGRADE moves to another
 * package), cancel, automatic renewal on the saved card, and the saved cards themselves.
 */
export function createSubscriptionsService(deps: {
  subscriptions: SubscriptionsRepository;
  payments: PaymentsRepository;
  shop: ShopRepository;
  checkout: CheckoutService;
  gateway: PaymentGateway;
  /** How long an order waits for its payment (PAYMENT_PENDING_TIMEOUT_MINUTES). */
  pendingTimeoutMs?: number;
  now?: () => Date;
}) {
  const { subscriptions, payments, shop, checkout, gateway } = deps;
  const now = deps.now ?? (() => new Date());

  async function own(userId: number, id: number) {
    const row = await subscriptions.byId(id);
    if (!row || row.sub.userId !== userId) throw fail('SUBSCRIPTION_NOT_FOUND');
    return row;
  }

  /** A subscription order: charged on the saved card when there is one, else sent to the gateway page. */
  async function order(
    sub: Row['sub'],
    token: string | null,
    kind: 'EXTEND' | 'UPGRADE' | 'RENEWAL',
    packageId: number,
    price: number,
    origin: string,
    /** A renewal nobody can charge: the gateway e-mails the customer a payment link (docs/adr/0012). */
    byLink = false,
  ): Promise<EditSubscriptionResultDto> {
    // A token the active gateway cannot charge (a standard MyFatoorah account) is no token at all.
    token = gateway.canChargeSavedCards ? token : null;
    const pkg = await activePackage(shop, packageId);
    const user = (await shop.user(sub.userId))!;
    const purchase = await retryOnConflict(() =>
      payments.transaction((q, tx) =>
        openOrder(
          q,
          tx,
          {
            referenceId: newReferenceId(),
            userId: sub.userId,
            kind,
            packageId: pkg.id,
            kidId: sub.kidId,
            subscriptionId: sub.id,
            price,
            amount: price,
            currencyCode: sub.currencyCode,
            gateway: gateway.name,
          },
          now(),
        ),
      ),
    );
    if (kind === 'RENEWAL' && !(await subscriptions.claimRenewal(sub.id, purchase.id))) {
      // Another process is renewing it: this order is withdrawn before any money moves.
      await payments.transaction((q) => q.close(purchase.id, 'CANCELED', 'Renewal already under way', now()));
      return { referenceId: purchase.referenceId, paymentUrl: null, status: 'CANCELED' };
    }
    const sent = await sendToGateway(payments, gateway, purchase, {
      customer: gatewayCustomerOf(user),
      description: `${pkg.name} (${kind.toLowerCase()})`,
      origin,
      saveCard: true,
      cardToken: token,
      pendingTimeoutMs: byLink ? RENEWAL_LINK_TIMEOUT_MS : deps.pendingTimeoutMs,
      notify: byLink ? 'EMAIL' : null,
      now,
    });
    if (!token) return { referenceId: sent.referenceId, paymentUrl: sent.paymentUrl, status: sent.status };
    return {
      referenceId: sent.referenceId,
      paymentUrl: null,
      status: await checkout.settleNow(sent.referenceId),
    };
  }

  /** EXTEND adds a period of the same package now; UPGRADE moves to another subscribable package. */
  async function editNow(userId: number, id: number, body: EditSubscriptionBody, origin: string) {
    const row = await own(userId, id);
    if (row.sub.status !== 'ACTIVE') throw fail('SUBSCRIPTION_CANCELED');
    const pkg = await activePackage(shop, body.packageId);
    if (body.action === 'EXTEND' && pkg.id !== row.sub.packageId) {
      throw fail('EXTEND_SAME_PACKAGE', { field: 'packageId' });
    }
    if (body.action === 'UPGRADE') {
      const current = await shop.packageById(row.sub.packageId);
      if (
        !current ||
        !isSubscribable(pkg) ||
        !isUpgradeOf(upgradeCandidate(current), upgradeCandidate(pkg))
      ) {
        throw fail('UPGRADE_OTHER', { field: 'packageId' });
      }
      if (!isUpgradeFrom(row.sub.price, pkg.price)) {
        throw fail('UPGRADE_DEARER', { field: 'packageId' });
      }
    }
    const price = body.action === 'EXTEND' ? row.sub.price : subscriptionPrice(pkg.price);
    return order(row.sub, row.token, body.action, pkg.id, price, origin);
  }

  return {
    async list(userId: number, language: Language = 'en'): Promise<SubscriptionDto[]> {
      return (await subscriptions.listFor(userId)).map((row) => toDto(row, language));
    },

    /**
     * PUT /subscriptions/:id: EXTEND or UPGRADE (SPEC 3.2, 4.4). It charges the saved card, so with an
     * Idempotency-Key a double click or a retry charges once and gets the first answer back.
     */
    async edit(
      userId: number,
      id: number,
      body: EditSubscriptionBody,
      origin: string,
      idempotencyKey?: string,
    ): Promise<EditSubscriptionResultDto> {
      const answer = await idempotent(
        payments,
        {
          userId,
          key: idempotencyKey,
          route: `PUT /subscriptions/${id}`,
          body,
          inProgress: 'PAYMENT_UNDER_PROCESS',
        },
        async () => ({ statusCode: 200, data: await editNow(userId, id, body, origin) }),
      );
      return answer.data;
    },

    async cancel(userId: number, id: number, language: Language = 'en'): Promise<SubscriptionDto> {
      const row = await own(userId, id);
      const canceled = await subscriptions.cancel(id, now());
      if (!canceled) throw fail('SUBSCRIPTION_CANCELED');
      return toDto({ ...row, sub: canceled, renewal: null }, language);
    },

    /** The renewal pass of the payment jobs: due subscriptions are charged on their saved card. */
    async renewDue(origin: string, limit = 20) {
      for (const failed of await subscriptions.failedRenewals()) {
        await subscriptions.endUnrenewed(failed.id, now());
        await subscriptions.releaseRenewal(failed.id);
      }
      let renewed = 0;
      for (const { sub, token } of await subscriptions.due(now(), limit)) {
        if (!gateway.canChargeSavedCards) {
          // No card can be charged without the customer: they get a payment link by e-mail, and the
          // subscription ends only if the link lapses unpaid (failedRenewals).
          await order(sub, null, 'RENEWAL', sub.packageId, sub.price, origin, true).catch(() => null);
          continue;
        }
        if (!token) {
          // Without a saved card nobody can be charged: the subscription ends with its package.
          await subscriptions.endUnrenewed(sub.id, now());
          continue;
        }
        const result = await order(sub, token, 'RENEWAL', sub.packageId, sub.price, origin).catch(() => null);
        if (result?.status === 'PAID') renewed++;
      }
      return { renewed };
    },

    /**
     * POST /cards/verify without a package: a card check on the gateway's page (CARD_VERIFY, amount 0,
     * no money taken); once the gateway confirms it, settlement keeps the card (fulfilment.ts).
     */
    async addCard(userId: number, origin: string): Promise<PaymentLinkDto> {
      const user = (await shop.user(userId))!;
      const currencyCode = await subscriptions.storeCurrency(userId);
      const purchase = await payments.transaction((q) =>
        q.insertPurchase({
          referenceId: newReferenceId(),
          userId,
          kind: 'CARD_VERIFY',
          packageId: null,
          price: 0,
          amount: 0,
          currencyCode,
          gateway: gateway.name,
          status: 'PENDING',
          createdAt: now(),
        }),
      );
      const sent = await sendToGateway(payments, gateway, purchase, {
        customer: gatewayCustomerOf(user),
        description: PAYMENT_MSG.cardVerification,
        origin,
        saveCard: true,
        now,
      });
      return { referenceId: sent.referenceId, paymentUrl: sent.paymentUrl };
    },

    /** DELETE /cards/:id: another customer's card (or an unknown id) is a 404. */
    async deleteCard(userId: number, id: number): Promise<CardDto[]> {
      if (!(await subscriptions.deleteCard(userId, id, now()))) throw fail('CARD_NOT_FOUND');
      return this.cards(userId);
    },

    /** Whether cards can be added and paid with at all on this gateway (docs/adr/0012). */
    cardSupport(): CardSupportDto {
      return { canSaveCards: gateway.canChargeSavedCards };
    },

    async cards(userId: number): Promise<CardDto[]> {
      return (await subscriptions.cards(userId)).map((c) => ({
        id: c.id,
        brand: c.brand,
        last4: c.last4,
        expiryMonth: c.expiryMonth,
        expiryYear: c.expiryYear,
        renewalDefault: c.renewalDefault,
      }));
    },

    /** PUT /cards/:id/default: renewals use this card from now on; another customer's card is a 404. */
    async chooseDefaultCard(userId: number, id: number): Promise<CardDto[]> {
      if (!(await subscriptions.chooseDefaultCard(userId, id))) throw fail('CARD_NOT_FOUND');
      return this.cards(userId);
    },

    /**
     * POST /cards/verify: buy a package keeping the card (newCard), or pay with a saved card
     * (cardToken is the saved card's id as text).
     */
    async verifyCard(userId: number, body: CardVerifyBody, origin: string): Promise<PaymentLinkDto> {
      // A card check and a saved-card payment both need a gateway that keeps cards; a new card on a
      // package is an ordinary payment on the gateway's page.
      const needsSavedCard =
        body.packageId === undefined || body.packageId === null || body.newCard === false;
      if (needsSavedCard && !gateway.canChargeSavedCards) {
        throw fail('SAVED_CARDS_UNAVAILABLE');
      }
      if (body.packageId === undefined || body.packageId === null) {
        if (body.newCard === false) throw fail('CARD_CHECK_NEEDS_NEW_CARD');
        return this.addCard(userId, origin);
      }
      let cardToken: string | null = null;
      if (body.newCard === false) {
        const id = Number(body.cardToken);
        const card = Number.isInteger(id) && id > 0 ? await subscriptions.card(userId, id) : undefined;
        if (!card) throw fail('CARD_NOT_FOUND');
        cardToken = card.token;
      }
      const result = await checkout.createPurchase(
        userId,
        {
          packageId: body.packageId,
          sessionId: body.sessionId ?? null,
          promoId: body.promoId ?? null,
          subscribe: body.subscription ?? false,
          useWallet: false,
        },
        origin,
        { saveCard: true, cardToken },
      );
      return {
        referenceId: result.referenceId,
        paymentUrl:
          result.status === 'PENDING' && !cardToken
            ? result.paymentUrl
            : confirmationPath(result.referenceId),
      };
    },
  };
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
