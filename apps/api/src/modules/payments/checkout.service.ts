import {
  type Language,
  type PromoApplyBody,
  type PromoResponseDto,
  type PurchaseRequest,
  type PurchaseResultDto,
  type QuoteDto,
  quote,
  type TransactionDto,
  type TransactionPageDto,
} from '@kinetic/domain';
import { retryOnConflict } from '../../db/retry';
import { fail } from '../../lib/errors';
import type { PaymentGateway } from '../../providers/payments/gateway';
import { idempotent } from '../idempotency';
import { activePackage, priceOrder, promoResponse, promoTerms, usablePromo } from './order-pricing';
import { gatewayCustomerOf, openOrder, sendToGateway } from './orders';
import type { PaymentsRepository } from './payments.repository';
import { newReferenceId } from './references';
import type { SettlementService } from './settlement.service';
import { createShopRepository, type ShopRepository } from './shop.repository';
import { isSubscribable, type ShopService } from './shop.service';
import { toTransactionDto } from './transactions';

export interface OrderExtras {
  kind?: 'PACKAGE' | 'SPECIAL';
  saveCard?: boolean;
  /** Charge this saved card's gateway token instead of sending the customer to the gateway page. */
  cardToken?: string | null;
  requireType?: string;
  buyer?: { email: string; name: string; note: string };
}

export interface CheckoutDeps {
  settlement: SettlementService;
  payments: PaymentsRepository;
  shop: ShopRepository;
  shopService: ShopService;
  gateway: PaymentGateway;
  /** How long an order waits for its payment (PAYMENT_PENDING_TIMEOUT_MINUTES). */
  pendingTimeoutMs?: number;
  now?: () => Date;
}

/** Promo, quote, purchase and the transactions it leaves (SPEC 4.4, 7.4). */
export function createCheckoutService(deps: CheckoutDeps) {
  const { payments, shop, shopService, gateway, settlement } = deps;
  const now = deps.now ?? (() => new Date());

  async function validateTarget(userId: number | null, body: PurchaseRequest) {
    const pkg = await activePackage(shop, body.packageId);
    if (pkg.packageCategory === 'CHILD') {
      if (!body.userKidId || userId === null || !(await shop.kid(userId, body.userKidId))) {
        throw fail('KID_REQUIRED', { field: 'userKidId' });
      }
    } else if (body.userKidId) {
      throw fail('KID_NOT_FOR_ADULT_PACKAGE', { field: 'userKidId' });
    }
    // A drop-in for a gym under the operator's review is not for sale, as its classes are not.
    if (body.gymId && !(await shop.gymListed(body.gymId))) throw fail('PACKAGE_NOT_FOUND');
    let atPrimeGym = body.gymId ? await shop.gymIsPrime(body.gymId) : false;
    if (body.sessionId) {
      // An unlisted class's session is unknown to the shop (PACKAGE_SESSION_GONE, 404), as to a join.
      const allowed = await shopService.packagesForSession(body.sessionId, {
        userKidId: body.userKidId ?? undefined,
      });
      const fit = allowed.find((p) => p.id === pkg.id);
      if (!fit) throw fail('SESSION_NOT_FOR_PACKAGE', { field: 'sessionId' });
      const session = (await shop.sessionForShop(body.sessionId))!;
      if (session.startsAt <= now()) throw fail('CLASS_STARTED', { field: 'sessionId' });
      atPrimeGym ||= Boolean(session.gymUserId && (await shop.gymIsPrime(session.gymUserId)));
    }
    return { pkg, atPrimeGym };
  }

  /**
   * Prices, writes and sends an order. `extra` covers the other ways in: card verify (keep the card,
   * or charge a saved one) and special packages (possibly bought without an account).
   */
  async function createPurchase(
    userId: number | null,
    body: PurchaseRequest,
    origin: string,
    extra: OrderExtras = {},
  ): Promise<PurchaseResultDto> {
    const user = userId === null ? null : (await shop.user(userId))!;
    const { pkg, atPrimeGym } = await validateTarget(userId, body);
    if (extra.requireType && pkg.packageType !== extra.requireType) {
      throw fail('SPECIAL_ONLY', { field: 'packageId' });
    }
    const purchase = await retryOnConflict(() =>
      payments.transaction(async (q, tx) => {
        const at = now();
        const priced = await priceOrder(
          q,
          createShopRepository(tx),
          { userId: userId ?? 0, ...body, useWallet: body.useWallet && userId !== null, atPrimeGym },
          at,
          { lockWallet: body.useWallet && userId !== null, reservePromo: true },
        );
        return openOrder(
          q,
          tx,
          {
            referenceId: newReferenceId(),
            userId,
            kind: extra.kind ?? 'PACKAGE',
            packageId: pkg.id,
            sessionId: body.sessionId ?? null,
            kidId: pkg.packageCategory === 'CHILD' ? (body.userKidId ?? null) : null,
            gymUserId: body.gymId ?? pkg.gymUserId,
            promoId: priced.promo?.id ?? null,
            subscribe: body.subscribe,
            price: priced.quote.price,
            promoDiscount: priced.quote.promoDiscount,
            subscriptionDiscount: priced.quote.subscriptionDiscount,
            walletApplied: priced.quote.walletApplied,
            feesIncluded: priced.quote.owedFees,
            amount: priced.quote.total,
            currencyCode: pkg.currencyCode,
            extraCredits: priced.quote.extraCredits,
            extraDays: priced.quote.extraDays,
            paymentMethodId: body.paymentMethodId ?? null,
            gateway: gateway.name,
            buyerEmail: extra.buyer?.email ?? null,
            buyerName: extra.buyer?.name ?? null,
            note: extra.buyer?.note ?? null,
          },
          at,
        );
      }),
    );
    const customer = user
      ? gatewayCustomerOf(user)
      : { name: extra.buyer?.name ?? '', email: extra.buyer?.email ?? null, mobile: null };
    const sent = await sendToGateway(payments, gateway, purchase, {
      customer,
      description: pkg.name,
      origin,
      saveCard: body.subscribe || (extra.saveCard ?? false),
      cardToken: extra.cardToken,
      pendingTimeoutMs: deps.pendingTimeoutMs,
      now,
    });
    if (!extra.cardToken || sent.status !== 'PENDING') return sent;
    // A saved card is charged server to server: its answer is known at once.
    return { ...sent, status: await settleNow(sent.referenceId) };
  }

  async function settleNow(referenceId: string): Promise<PurchaseResultDto['status']> {
    const row = (await payments.purchaseByRef(referenceId))!;
    if (row.status !== 'PENDING' || !row.gatewayPaymentId) return row.status as PurchaseResultDto['status'];
    await settlement.apply(
      row,
      await gateway.status(row.gatewayPaymentId, 'record', row.currencyCode),
      'DIRECT',
      null,
    );
    return (await payments.purchaseByRef(referenceId))!.status as PurchaseResultDto['status'];
  }

  async function transactionRow(userId: number, referenceId: string) {
    const { rows } = await payments.transactions({ userId, referenceId }, 0, 1);
    return rows[0];
  }

  return {
    createPurchase,
    settleNow,

    async applyPromo(userId: number, body: PromoApplyBody): Promise<PromoResponseDto> {
      const pkg = await activePackage(shop, body.packageId);
      const promo = await usablePromo(
        payments,
        await payments.promoByName(body.name),
        pkg,
        userId,
        body.gymId,
        now(),
      );
      const totals = quote({
        price: pkg.price,
        currencyCode: pkg.currencyCode,
        subscribable: isSubscribable(pkg),
        promo: promoTerms(promo),
        subscribe: false,
        useWallet: false,
        walletBalance: 0,
        primeGym: false,
      });
      return promoResponse(promo, pkg.price, totals);
    },

    async quote(
      userId: number,
      body: {
        packageId: number;
        promoId?: number | null;
        useWallet: boolean;
        subscribe: boolean;
        gymId?: number | null;
      },
    ): Promise<QuoteDto> {
      // The class's gym (gymId) may be prime: no wallet there (SPEC 4.3).
      const atPrimeGym = body.gymId ? await shop.gymIsPrime(body.gymId) : false;
      return (await priceOrder(payments, shop, { userId, ...body, atPrimeGym }, now(), { lockWallet: false }))
        .quote;
    },

    /**
     * POST /purchases. With an Idempotency-Key the first answer is kept (DESIGN 4): a replay, even a
     * concurrent one, gets the same order back and nothing new is created.
     */
    async purchase(
      userId: number,
      body: PurchaseRequest,
      origin: string,
      idempotencyKey?: string,
    ): Promise<PurchaseResultDto> {
      const answer = await idempotent(
        payments,
        { userId, key: idempotencyKey, route: 'POST /purchases', body, inProgress: 'PAYMENT_UNDER_PROCESS' },
        async () => ({ statusCode: 201, data: await createPurchase(userId, body, origin) }),
      );
      return answer.data;
    },

    async transaction(
      userId: number,
      referenceId: string,
      language: Language = 'en',
    ): Promise<TransactionDto> {
      const row = await transactionRow(userId, referenceId);
      if (!row) throw fail('TRANSACTION_NOT_FOUND');
      const program =
        row.packageType === 'AUTOJOINWITHPACKAGE' &&
        row.purchase.status === 'PAID' &&
        row.purchase.userPackageId !== null
          ? await payments.programSessions(row.purchase.userPackageId)
          : [];
      return toTransactionDto(row, language, program);
    },

    async transactions(
      userId: number,
      page: number,
      size: number,
      language: Language = 'en',
    ): Promise<TransactionPageDto> {
      const { rows, total } = await payments.transactions({ userId }, page, size);
      return { items: rows.map((row) => toTransactionDto(row, language)), page, size, total };
    },
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
