import {
  type AgeCategory,
  CREDIT_PACKAGE_TYPES,
  isExpiringSoon,
  isSubscribablePackage,
  type Language,
  nameIn,
  noOfClassOf,
  onSalePaysForClass,
  type PackageDto,
  type PackageScope,
  type PackagesQuery,
  type PackageType,
  ptPackCovers,
  ptSessionValue,
  type UserPackageDto,
  validityText,
  type WalletDto,
} from '@kinetic/domain';
import { fail } from '../../lib/errors';
import type { PaymentGateway } from '../../providers/payments/gateway';
import type { PaymentsRepository } from './payments.repository';
import type { ShopPackageRow, ShopRepository } from './shop.repository';

/** A package as the shop shows it, its name and description in the reader's language. */
export function toPackageDto(p: ShopPackageRow, language: Language = 'en'): PackageDto {
  return {
    id: p.id,
    name: nameIn(p, language),
    description: nameIn({ name: p.description, nameAr: p.descriptionAr }, language),
    cost: p.price,
    currencyCode: p.currencyCode,
    credits: p.credits,
    noOfClass: noOfClassOf(p),
    duration: p.validityDays,
    validityPeriod: validityText(p.validityDays),
    packageType: p.packageType as PackageDto['packageType'],
    packageCategoryType: packageScopeOf(p).category,
    gymId: p.gymUserId,
    gymName: p.studioName ?? null,
    gymDetail: p.studioName ? { studioName: p.studioName, primeGym: p.primeGym ?? false } : null,
    reminder: p.reminder,
    subscribable: isSubscribable(p),
    readyPackageSize: p.readyPackageSize,
    classCategoryIds: p.classCategoryIds,
  };
}

/** What of a package on sale decides which classes it may pay for (paysForClass, isUpgradeOf). */
export function packageScopeOf(p: ShopPackageRow): PackageScope {
  return {
    packageType: p.packageType as PackageType,
    category: p.packageCategory === 'CHILD' ? 'CHILD' : 'ADULTS',
    gymId: p.gymUserId,
    classCategoryIds: p.classCategoryIds,
  };
}

/** The domain's rule (isSubscribablePackage) for a package on sale. */
export function isSubscribable(
  p: Pick<ShopPackageRow, 'currencyCode' | 'packageType' | 'credits' | 'unlimited'>,
): boolean {
  return isSubscribablePackage(p);
}

/** What can be bought, what the customer holds, their wallet and the payment modes (SPEC 7.4). */
export function createShopService(deps: {
  shop: ShopRepository;
  payments: PaymentsRepository;
  gateway: PaymentGateway;
  now?: () => Date;
}) {
  const { shop, payments, gateway } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * The packages that can pay for a session: PT for PT, the program's own package, else the store's
   * credit packages that may pay for this class (the domain's onSalePaysForClass, the join's rule).
   */
  async function packagesForSession(sessionId: number, query: PackagesQuery) {
    const session = await shop.sessionForShop(sessionId);
    if (!session || session.deletedAt) throw fail('PACKAGE_SESSION_GONE');
    if (session.priceModel === 'PT') {
      // The trainer's own single session, and the packs whose session is worth their price.
      const pt = await shop.listPackages({
        storeId: session.storeId,
        types: ['PT'],
        gymUserId: session.gymUserId ?? undefined,
        singleSessionOf: session.ptTrainerId,
      });
      return pt.filter((p) => ptPackCovers(ptSessionValue(p), session.price));
    }
    if (session.priceModel === 'AUTOJOINWITHPACKAGE') {
      return session.autoJoinPackageId ? shop.listPackages({ ids: [session.autoJoinPackageId] }) : [];
    }
    const cls = {
      ageCategory: query.userKidId ? 'CHILD' : (session.ageCategory as AgeCategory),
      gymId: session.gymUserId,
      classCategoryId: session.classCategoryId,
      credit: session.credit,
    } as const;
    const onSale = await shop.listPackages({ storeId: session.storeId, types: CREDIT_PACKAGE_TYPES });
    return onSale.filter((p) =>
      onSalePaysForClass({ ...packageScopeOf(p), credits: p.credits, unlimited: p.unlimited }, cls),
    );
  }

  return {
    packagesForSession,

    async packages(
      query: PackagesQuery,
      storeId: number | undefined,
      language: Language = 'en',
    ): Promise<PackageDto[]> {
      const inLanguage = (row: ShopPackageRow) => toPackageDto(row, language);
      if (query.sessionId) {
        const rows = await packagesForSession(query.sessionId, query);
        return rows.map(inLanguage);
      }
      const rows = await shop.listPackages({
        storeId,
        types: query.packageType ? [query.packageType] : undefined,
        excludeTypes: query.packageType ? undefined : ['PT', 'AUTOJOINWITHPACKAGE'],
        category: query.userKidId ? 'CHILD' : undefined,
        gymUserId: query.gymId,
      });
      return rows.map(inLanguage);
    },

    async ptPackages(storeId: number | undefined, language: Language = 'en'): Promise<PackageDto[]> {
      return (await shop.listPackages({ storeId, types: ['PT'] })).map((row) => toPackageDto(row, language));
    },

    async userPackages(userId: number, language: Language = 'en'): Promise<UserPackageDto[]> {
      const at = now();
      const rows = await shop.userPackages(userId);
      return rows.map((r) => ({
        id: r.id,
        packageId: r.packageId,
        name: nameIn(r, language),
        packageType: r.packageType as UserPackageDto['packageType'],
        packageCategoryType: r.packageCategory === 'CHILD' ? 'CHILD' : 'ADULTS',
        kidName: r.kidName,
        creditsBalance: r.creditsBalance,
        credits: r.granted,
        classesLeft: r.classesLeft,
        unlimited: r.unlimited,
        startsAt: r.startsAt.toISOString(),
        expiresAt: r.expiresAt.toISOString(),
        expiringSoon: r.status === 'ACTIVE' && isExpiringSoon(r, at),
        status: r.status === 'CANCELED' ? 'CANCELED' : r.expiresAt <= at ? 'EXPIRED' : 'ACTIVE',
        // A subscription shows on the package it paid for last, and renews when that package ends.
        subscription:
          r.subscriptionId !== null
            ? {
                id: r.subscriptionId,
                status: r.subscriptionStatus === 'CANCELED' ? 'CANCELED' : 'ACTIVE',
                renewsAt: r.expiresAt.toISOString(),
                periodDays: r.validityDays,
              }
            : null,
        gymName: r.gymName,
      }));
    },

    /**
     * The balance that pays in the customer's country, and any left in another currency (from before a
     * move): each pays only for packages sold in its own currency.
     */
    async wallet(userId: number): Promise<WalletDto> {
      const [user, held] = await Promise.all([shop.user(userId), payments.wallets(userId)]);
      const currencyCode = user?.storeCurrency ?? 'KWD';
      return {
        balance: held.find((w) => w.currencyCode === currencyCode)?.balance ?? 0,
        currencyCode,
        elsewhere: held
          .filter((w) => w.currencyCode !== currencyCode && w.balance > 0)
          .map((w) => ({ balance: w.balance, currencyCode: w.currencyCode })),
      };
    },

    /** The store a signed-in customer shops in (their account's). */
    async storeOf(userId: number): Promise<number | undefined> {
      return (await shop.user(userId))?.storeId;
    },

    /** SPEC 3.2: JSON text holding Data.PaymentMethods. */
    async paymentModes(currencyCode: string | undefined): Promise<string> {
      const currency = (currencyCode ?? 'KWD').toUpperCase();
      if (!/^[A-Z]{2,4}$/.test(currency)) throw fail('INVALID_CURRENCY', { field: 'currencyCode' });
      const methods = await gateway.paymentModes(currency, 0);
      return JSON.stringify({ IsSuccess: true, Message: '', Data: { PaymentMethods: methods } });
    },
  };
}
export type ShopService = ReturnType<typeof createShopService>;
