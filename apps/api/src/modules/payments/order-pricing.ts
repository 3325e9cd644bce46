import {
  extraDaysText,
  PAYMENT_MSG,
  type PromoResponseDto,
  type PromoTerms,
  promoRefusal,
  type Quote,
  quote,
} from '@kinetic/domain';
import { fail } from '../../lib/errors';
import type { PaymentsQueries } from './payments.repository';
import type { ShopPackageRow, ShopRepository } from './shop.repository';
import { isSubscribable } from './shop.service';

type PromoRow = NonNullable<Awaited<ReturnType<PaymentsQueries['promoById']>>>;

export interface OrderInput {
  userId: number;
  packageId: number;
  promoId?: number | null;
  gymId?: number | null;
  useWallet: boolean;
  subscribe: boolean;
  /** The class it is bought for runs at a prime gym (no wallet there, SPEC 4.3). */
  atPrimeGym?: boolean;
}

export interface PricedOrder {
  pkg: ShopPackageRow;
  promo: PromoRow | null;
  quote: Quote;
}

export async function activePackage(shop: ShopRepository, packageId: number): Promise<ShopPackageRow> {
  const pkg = await shop.packageById(packageId);
  if (!pkg?.active) throw fail('PACKAGE_NOT_FOUND');
  return pkg;
}

/**
 * The promo if it may be used on this package by this user now, else a 400 with the reason. With
 * `lock` (an order is being opened) the promo row is locked first, so concurrent orders count each
 * other's reservations and a usage limit cannot be overrun.
 */
export async function usablePromo(
  q: PaymentsQueries,
  found: PromoRow | undefined,
  pkg: ShopPackageRow,
  userId: number,
  gymId: number | null | undefined,
  at: Date,
  options: { lock?: boolean } = {},
): Promise<PromoRow> {
  const promo = found && options.lock ? await q.lockPromo(found.id) : found;
  if (!promo) throw fail('PROMO_INVALID', { field: 'name' });
  const uses = await q.promoUses(promo.id, userId);
  const refusal = promoRefusal(
    {
      validFrom: promo.validFrom,
      validTo: promo.validTo,
      maxUses: promo.maxUses,
      maxUsesPerUser: promo.maxUsesPerUser,
      packageIds: promo.packageIds,
      gymId: promo.gymUserId,
      currencyCode: promo.currencyCode,
      active: promo.active,
    },
    {
      now: at,
      usesTotal: uses.total,
      usesByUser: uses.mine,
      packageId: pkg.id,
      packageType: pkg.packageType,
      packageCurrency: pkg.currencyCode,
      // SPEC 3.2: gymId only for drop-in packages; a gym's own drop-in is at that gym.
      gymId: pkg.gymUserId ?? gymId ?? null,
      packageGymId: pkg.gymUserId,
    },
  );
  if (refusal) throw fail('PROMO_REFUSED', { arg: refusal, field: 'name' });
  // A referral programme's welcome offer is for the friends who joined through a link (docs/adr/0044).
  if (promo.referralOnly && !(await q.referredForPromo(userId, promo.id))) {
    throw fail('PROMO_REFUSED', { arg: PAYMENT_MSG.promoReferralOnly, field: 'name' });
  }
  return promo;
}

export const promoTerms = (promo: PromoRow): PromoTerms => ({
  discountType: promo.discountType === 'AMOUNT' ? 'AMOUNT' : 'PERCENTAGE',
  discountValue: promo.discountValue,
  extraCredits: promo.extraCredits,
  extraDays: promo.extraDays,
});

export function promoResponse(promo: PromoRow, price: number, q: Quote): PromoResponseDto {
  return {
    id: promo.id,
    name: promo.name,
    discountType: promo.discountType === 'AMOUNT' ? 'AMOUNT' : 'PERCENTAGE',
    price,
    priceAfterDiscount: price - q.promoDiscount,
    discount: q.promoDiscount,
    extraCredits: promo.extraCredits,
    extraDays: promo.extraDays,
    extraDaysText: promo.extraDays > 0 ? extraDaysText(promo.extraDays) : null,
  };
}

/**
 * The server's totals for an order (the checkout popup only shows them). With `lockWallet` the
 * wallet row is locked first, so the amount held for the order is still there when it is taken; with
 * `reservePromo` the promo row is locked and its uses counted for an order about to reserve one.
 */
export async function priceOrder(
  q: PaymentsQueries,
  shop: ShopRepository,
  input: OrderInput,
  at: Date,
  options: { lockWallet: boolean; reservePromo?: boolean },
): Promise<PricedOrder> {
  const pkg = await activePackage(shop, input.packageId);
  if (input.subscribe && !isSubscribable(pkg)) {
    throw fail('NOT_SUBSCRIBABLE', { field: 'subscribe' });
  }
  const promo = input.promoId
    ? await usablePromo(q, await q.promoById(input.promoId), pkg, input.userId, input.gymId, at, {
        lock: options.reservePromo,
      })
    : null;
  const wallet =
    input.useWallet && options.lockWallet
      ? await q.lockWallet(input.userId, pkg.currencyCode)
      : await q.wallet(input.userId, pkg.currencyCode);
  // Only the balance in the package's currency pays for it.
  const walletBalance = wallet?.balance ?? 0;
  const totals = quote({
    price: pkg.price,
    currencyCode: pkg.currencyCode,
    subscribable: isSubscribable(pkg),
    promo: promo ? promoTerms(promo) : null,
    subscribe: input.subscribe,
    useWallet: input.useWallet,
    walletBalance,
    primeGym: (pkg.primeGym ?? false) || (input.atPrimeGym ?? false),
    // A customer's order settles what they owe in its currency (docs/adr/0040); a guest owes nothing.
    owedFees: input.userId ? await q.owedFeesInMoney(input.userId, pkg.currencyCode) : 0,
  });
  return { pkg, promo, quote: totals };
}
