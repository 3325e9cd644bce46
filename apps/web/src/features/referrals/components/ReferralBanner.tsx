import { Alert } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { useReferralOffer } from '../api/referrals';
import { welcomeOfferText } from '../model/offer-text';
import { pendingReferral } from '../model/pending-referral';

/**
 * In the registration popup of a visitor who came through an invite link: who invited them and the
 * welcome offer of their country. Nothing for an unknown code (the API answers 404).
 */
export function ReferralBanner({ storeId, brandName }: { storeId: number | null; brandName: string }) {
  const { t } = useTranslation('referrals');
  const offer = useReferralOffer(pendingReferral(), storeId);
  if (!offer.data) return null;
  const { referrerName, welcomeOffer } = offer.data;
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconGift size={20} aria-hidden />}
      data-testid="referral-banner"
    >
      {welcomeOffer
        ? t('banner.withOffer', { name: referrerName, offer: welcomeOfferText(t, welcomeOffer) })
        : t('banner.plain', { name: referrerName, brand: brandName })}
    </Alert>
  );
}
