import { MSG, type PromoResponseDto } from '@kinetic/domain';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useState } from 'react';
import { failureText } from '../../../lib/api-client';
import { domainText, useTranslation } from '../../../lib/i18n';
import { useSessionUser } from '../../../lib/session';
import { applyPromo } from '../../payments';
import { useMyWelcomeOffer } from '../api/referrals';
import { welcomeOfferText } from '../model/offer-text';

interface Props {
  packageId: number;
  gymId?: number;
  applied: PromoResponseDto | null;
  onApplied: (promo: PromoResponseDto) => void;
}

/**
 * At checkout, for a friend who joined through an invite link: "Your welcome offer" with a button that
 * applies its promo code to this order (the server checks it applies to this package).
 */
export function WelcomeOfferNote({ packageId, gymId, applied, onApplied }: Props) {
  const { t } = useTranslation('referrals');
  const user = useSessionUser();
  const mine = useMyWelcomeOffer(user !== null && user.userCategory === 1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const offer = mine.data?.welcomeOffer;
  if (!offer || applied?.id === mine.data?.promoId) return null;
  // Only on a package the offer is for: elsewhere the button could only be refused.
  if (offer.packageIds.length > 0 && !offer.packageIds.includes(packageId)) return null;
  const use = async () => {
    setBusy(true);
    setError(null);
    try {
      onApplied(await applyPromo({ name: offer.promoName, packageId, gymId }));
    } catch (failure) {
      setError(failureText(failure, domainText(MSG.genericError)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconGift size={20} aria-hidden />}
      title={t('welcome.title')}
      data-testid="welcome-offer"
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm">{welcomeOfferText(t, offer)}</Text>
        {!applied && (
          <Button size="compact-sm" variant="filled" loading={busy} onClick={() => void use()}>
            {t('welcome.use')}
          </Button>
        )}
      </Group>
      {error && (
        <Text size="sm" c="red.9" mt={4} role="alert">
          {error}
        </Text>
      )}
    </Alert>
  );
}
