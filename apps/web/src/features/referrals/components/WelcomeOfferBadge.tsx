import { Badge } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { useSessionUser } from '../../../lib/session';
import { useMyWelcomeOffer } from '../api/referrals';

/** On a package the signed-in friend's welcome offer applies to: "Your welcome offer". */
export function WelcomeOfferBadge({ packageId }: { packageId: number }) {
  const { t } = useTranslation('referrals');
  const user = useSessionUser();
  const mine = useMyWelcomeOffer(user !== null && user.userCategory === 1);
  const offer = mine.data?.welcomeOffer;
  if (!offer || (offer.packageIds.length > 0 && !offer.packageIds.includes(packageId))) return null;
  return (
    <Badge
      color="teal.9"
      w="fit-content"
      maw="100%"
      leftSection={<IconGift size={12} aria-hidden />}
      data-testid="welcome-offer-badge"
    >
      {t('welcome.title')}
    </Badge>
  );
}
