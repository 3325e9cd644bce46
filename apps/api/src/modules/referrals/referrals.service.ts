import { randomInt } from 'node:crypto';
import {
  type BrandDto,
  type Language,
  type MyReferralsDto,
  type MyWelcomeOfferDto,
  nameIn,
  normaliseEmail,
  publicName,
  type ReferralFriendDto,
  type ReferralOfferDto,
  type ReferralProgrammeBody,
  type ReferralProgrammeDto,
  type ReferralRefusal,
  USER_CATEGORY,
  type WelcomeOfferDto,
} from '@kinetic/domain';
import type { Db } from '../../db/client';
import { fail, notFound } from '../../lib/errors';
import type { GymScope } from '../gym-admin';
import { type PromoRow, referralQueries } from './referrals.repository';

/** No 0/O or 1/I/L: a code read aloud or typed from a screenshot still works. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** The link a friend opens: the registration page of the brand the customer is on. */
export const referralLink = (brand: Pick<BrandDto, 'shareUrl'>, code: string) =>
  `${brand.shareUrl.replace(/\/+$/, '')}/register?ref=${encodeURIComponent(code)}`;

/** Registration's side of referrals: a friend's account is tied to the link it came through. */
export function createReferralJoins(db: Db, now: () => Date = () => new Date()) {
  const q = referralQueries(db);
  return {
    /**
     * Records that `friendUserId` registered through `code` on `brandId`. An unknown code, the
     * referrer's own code, or a friend already referred records nothing: registration never fails on
     * it. The same person under another address (normalised e-mail) is recorded REFUSED.
     */
    async join(code: string | null | undefined, friendUserId: number, brandId: number): Promise<void> {
      if (!code) return;
      const referrer = await q.referrerByCode(code);
      if (!referrer || referrer.userId === friendUserId || referrer.category !== USER_CATEGORY.customer)
        return;
      const friend = await q.userById(friendUserId);
      if (!friend) return;
      const sameEmail = normaliseEmail(friend.email) === normaliseEmail(referrer.email);
      await q.insertReferral({
        referrerUserId: referrer.userId,
        friendUserId,
        brandId,
        status: sameEmail ? 'REFUSED' : 'JOINED',
        refusedReason: sameEmail ? 'SAME_EMAIL' : null,
        createdAt: now(),
      });
    },
  };
}
export type ReferralJoins = ReturnType<typeof createReferralJoins>;

/** The customer's invite link and friends, the friend's welcome offer, and the operator's programmes. */
export function createReferralsService(deps: { db: Db; scope: GymScope }) {
  const q = referralQueries(deps.db);

  async function linkCode(userId: number): Promise<string> {
    for (;;) {
      const found = await q.linkOf(userId);
      if (found) return found.code;
      // A taken code (unique without case) fails the insert: draw again. Two tabs opening the link
      // at once both read the one row that won.
      try {
        await q.insertLink(userId, newCode());
      } catch (error) {
        if (!String((error as { code?: string }).code ?? '').startsWith('23')) throw error;
      }
    }
  }

  async function welcomeOffer(promo: PromoRow | null, currencyCode: string, language: Language) {
    if (!promo?.active) return null;
    const names = await q.packageNames(promo.packageIds);
    const offer: WelcomeOfferDto = {
      promoName: promo.name,
      discountType: promo.discountType === 'AMOUNT' ? 'AMOUNT' : 'PERCENTAGE',
      discountValue: promo.discountValue,
      currencyCode: promo.currencyCode ?? currencyCode,
      extraCredits: promo.extraCredits,
      extraDays: promo.extraDays,
      packageNames: names.map((n) => nameIn(n, language)),
      packageIds: [...promo.packageIds],
    };
    return offer;
  }

  async function activeProgramme(brandId: number, storeId: number) {
    const found = await q.programme(brandId, storeId);
    return found?.programme.active ? found : undefined;
  }

  async function programmeList(language: Language): Promise<ReferralProgrammeDto[]> {
    return (await q.programmeGrid()).map((row) => ({
      brandId: row.brandId,
      brandName: nameIn({ name: row.brandName, nameAr: row.brandNameAr }, language),
      storeId: row.storeId,
      storeName: nameIn({ name: row.storeName, nameAr: row.storeNameAr }, language),
      currencyCode: row.currencyCode,
      welcomePromoId: row.programme?.welcomePromoId ?? null,
      welcomePromoName: row.promoName ?? null,
      referrerReward: row.programme?.referrerReward ?? 0,
      active: row.programme?.active ?? false,
    }));
  }

  return {
    async mine(userId: number, brand: BrandDto, language: Language): Promise<MyReferralsDto> {
      const user = await q.userById(userId);
      if (!user) throw notFound();
      const code = await linkCode(userId);
      const programme = await activeProgramme(brand.id, user.storeId);
      const rows = await q.friendsOf(userId);
      const totals = new Map<string, number>();
      const friends: ReferralFriendDto[] = rows.map(({ referral, firstName, lastName }) => {
        const rewarded = referral.status === 'REWARDED' && referral.rewardAmount !== null;
        if (rewarded) {
          const currency = referral.rewardCurrencyCode!;
          totals.set(currency, (totals.get(currency) ?? 0) + referral.rewardAmount!);
        }
        return {
          name: publicName(firstName, lastName),
          joinedAt: referral.createdAt.toISOString(),
          status: referral.status as ReferralFriendDto['status'],
          refusedReason: (referral.refusedReason as ReferralRefusal | null) ?? null,
          reward: rewarded
            ? { amount: referral.rewardAmount!, currencyCode: referral.rewardCurrencyCode! }
            : null,
        };
      });
      return {
        code,
        link: referralLink(brand, code),
        welcomeOffer: programme
          ? await welcomeOffer(programme.promo, programme.currencyCode, language)
          : null,
        reward:
          programme && programme.programme.referrerReward > 0
            ? { amount: programme.programme.referrerReward, currencyCode: programme.currencyCode }
            : null,
        friends,
        totalEarned: [...totals].map(([currencyCode, amount]) => ({ amount, currencyCode })),
      };
    },

    /** What the registration page promises a friend who opened `code`; 404 for a code of no one's. */
    async offer(
      code: string,
      storeId: number,
      brand: BrandDto,
      language: Language,
    ): Promise<ReferralOfferDto> {
      const referrer = await q.referrerByCode(code);
      if (!referrer) throw notFound();
      const programme = await activeProgramme(brand.id, storeId);
      return {
        referrerName: publicName(referrer.firstName, referrer.lastName),
        welcomeOffer: programme
          ? await welcomeOffer(programme.promo, programme.currencyCode, language)
          : null,
      };
    },

    /** The signed-in friend's welcome offer while it is still theirs to redeem (checkout shows it). */
    async myWelcomeOffer(userId: number, language: Language): Promise<MyWelcomeOfferDto> {
      const none = { welcomeOffer: null, promoId: null };
      const referral = await q.referralOfFriend(userId);
      const user = await q.userById(userId);
      if (!referral || referral.status === 'REFUSED' || !user) return none;
      const programme = await activeProgramme(referral.brandId, user.storeId);
      const promo = programme?.promo;
      if (!programme || !promo?.active) return none;
      if (promo.maxUsesPerUser !== null && (await q.promoUsesBy(userId, promo.id)) >= promo.maxUsesPerUser) {
        return none;
      }
      return { welcomeOffer: await welcomeOffer(promo, programme.currencyCode, language), promoId: promo.id };
    },

    async programmes(me: number, language: Language): Promise<ReferralProgrammeDto[]> {
      await deps.scope.assertMaster(me);
      return programmeList(language);
    },

    async setProgramme(
      me: number,
      body: ReferralProgrammeBody,
      language: Language,
    ): Promise<ReferralProgrammeDto> {
      await deps.scope.assertMaster(me);
      if (!(await q.brandExists(body.brandId))) throw notFound();
      if (!(await q.storeExists(body.storeId))) throw fail('INVALID_STORE', { field: 'storeId' });
      const promo = body.welcomePromoName ? await q.promoByName(body.welcomePromoName) : undefined;
      if (body.welcomePromoName && !promo) throw fail('PROMO_INVALID', { field: 'welcomePromoName' });
      await deps.db.transaction(async (tx) => {
        const t = referralQueries(tx as unknown as Db);
        // The welcome offer is the invited friends' alone: choosing a promo makes it referral-only.
        if (promo) await t.markReferralOnly(promo.id);
        await t.upsertProgramme({
          brandId: body.brandId,
          storeId: body.storeId,
          welcomePromoId: promo?.id ?? null,
          referrerReward: body.referrerReward,
          active: body.active,
        });
      });
      const saved = (await programmeList(language)).find(
        (p) => p.brandId === body.brandId && p.storeId === body.storeId,
      );
      return saved!;
    },
  };
}
export type ReferralsService = ReturnType<typeof createReferralsService>;
