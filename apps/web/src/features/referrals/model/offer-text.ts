import type { WelcomeOfferDto } from '@kinetic/domain';
import type { TFunction } from 'i18next';
import { formatMoney, formatNumber } from '../../../lib/format';

type T = TFunction<'referrals'>;

/** The welcome offer in words: "50% off Kinetic 10 Credits", "+5 bonus credits" after it when it gives them. */
export function welcomeOfferText(t: T, offer: WelcomeOfferDto): string {
  const packages = offer.packageNames.length > 0 ? offer.packageNames.join(', ') : t('offer.firstPack');
  const discount =
    offer.discountType === 'PERCENTAGE'
      ? offer.discountValue >= 100
        ? t('offer.freeOn', { packages })
        : offer.discountValue > 0
          ? t('offer.percentOn', { percent: formatNumber(offer.discountValue), packages })
          : null
      : offer.discountValue > 0
        ? t('offer.amountOn', { amount: formatMoney(offer.discountValue, offer.currencyCode), packages })
        : null;
  const extras = [
    offer.extraCredits > 0 ? t('offer.extraCredits', { n: formatNumber(offer.extraCredits) }) : null,
    offer.extraDays > 0 ? t('offer.extraDays', { n: formatNumber(offer.extraDays) }) : null,
  ];
  return [discount, ...extras].filter(Boolean).join(' + ');
}
