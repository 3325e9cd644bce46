import { Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useId } from 'react';
import { confirmPopup } from '../../../components/confirm/confirm-store';
import { notifications } from '../../../components/toasts';
import { ApiError } from '../../../lib/api-client';
import { instantLabel } from '../../../lib/class-format';
import { useTranslation } from '../../../lib/i18n';
import { useClaimOffer, useDeclineOffer, useWaitlistOffers } from '../api/offers';
import { useOfferClock } from '../hooks/use-offer-clock';
import { openOffers } from '../model/countdown';
import { type OfferActions, OfferCard } from './OfferCard';

/**
 * A refusal's words in a red toast. A lost connection or a server failure says nothing here: the
 * shell has already shown its popup for it (lib/api-client).
 */
function refused(title: string, error: Error) {
  if (error instanceof ApiError && (error.status === 0 || error.status >= 500)) return;
  notifications.show({ color: 'red', title, message: error.message });
}

/**
 * The seats offered to the customer from waitlists (a partner's OFFER policy, docs/adr/0038), above
 * their upcoming classes: each to claim before its window runs out, or to pass on. Nothing shows
 * while there is none (or while they load: the bookings below are the page's own content).
 */
export function SeatOffers() {
  const { t } = useTranslation('waitlistOffers');
  const headingId = useId();
  const offers = useWaitlistOffers();
  const claim = useClaimOffer();
  const decline = useDeclineOffer();
  const { refetch } = offers;
  const onExpired = useCallback(() => void refetch(), [refetch]);
  const all = offers.data ?? [];
  const now = useOfferClock(all, onExpired);
  const open = openOffers(all, now);

  const actions: OfferActions = {
    claim: (offer) =>
      claim.mutate(offer.id, {
        onSuccess: (answer) =>
          notifications.show({ color: 'green', title: t('offers.claimedTitle'), message: answer.message }),
        onError: (error) => refused(t('offers.claimFailedTitle'), error),
      }),
    decline: async (offer) => {
      const when = instantLabel(offer.startsAt, offer.timeZone);
      const answer = await confirmPopup({
        code: 'CONFIRM',
        title: t('offers.declineTitle'),
        message: t('offers.declineQuestion', { title: offer.title, when }),
      });
      if (!answer.confirmed) return;
      decline.mutate(offer.id, {
        onSuccess: (result) =>
          notifications.show({ color: 'green', title: t('offers.declinedTitle'), message: result.message }),
        onError: (error) => refused(t('offers.declineFailedTitle'), error),
      });
    },
    running: claim.isPending
      ? { offerId: claim.variables, action: 'claim' }
      : decline.isPending
        ? { offerId: decline.variables, action: 'decline' }
        : null,
  };

  if (open.length === 0) return null;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p="md"
      bg="var(--mantine-primary-color-light)"
      data-testid="seat-offers"
    >
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="h3" id={headingId}>
            {t('offers.title', { count: open.length })}
          </Title>
          <Text size="sm">{t('offers.intro')}</Text>
        </Stack>
        {open.map((offer) => (
          <OfferCard key={offer.id} offer={offer} now={now} actions={actions} />
        ))}
      </Stack>
    </Paper>
  );
}
