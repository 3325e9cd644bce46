import type { WaitlistOfferDto } from '@kinetic/domain';
import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconClockHour4 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { instantLabel } from '../../../lib/class-format';
import { useTranslation } from '../../../lib/i18n';
import { classPath } from '../../../lib/links';
import { claimByText } from '../model/claim-time';
import { minutesLeft } from '../model/countdown';

/** Under this many minutes the countdown turns red. */
const HURRY_MINUTES = 5;

/** What the card's buttons do; the panel runs them, so their answers outlive a card that leaves. */
export interface OfferActions {
  claim: (offer: WaitlistOfferDto) => void;
  decline: (offer: WaitlistOfferDto) => Promise<void>;
  /** The offer whose claim or pass is under way, if any. */
  running: { offerId: number; action: 'claim' | 'decline' } | null;
}

/** One open offer: the class, until when it may be claimed, and Claim or Pass. */
export function OfferCard({
  offer,
  now,
  actions,
}: {
  offer: WaitlistOfferDto;
  now: Date;
  actions: OfferActions;
}) {
  const { t } = useTranslation('waitlistOffers');
  const running = actions.running?.offerId === offer.id ? actions.running.action : null;
  const when = instantLabel(offer.startsAt, offer.timeZone);
  const left = minutesLeft(offer, now);
  const named = { title: offer.title, when };
  return (
    <Card withBorder radius="md" padding="md" data-testid="seat-offer">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={6} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Anchor component={Link} to={classPath(offer)} fw={600} lineClamp={2}>
            {offer.title}
          </Anchor>
          <Group gap={6} wrap="nowrap">
            <IconCalendarEvent size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm">{when}</Text>
          </Group>
          <Group gap="xs" wrap="wrap">
            <Group gap={6} wrap="nowrap">
              <IconClockHour4 size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm" fw={500}>
                {t('offers.claimBy', { time: claimByText(offer, now) })}
              </Text>
            </Group>
            <Badge
              variant="light"
              color={left <= HURRY_MINUTES ? 'red' : 'orange'}
              c="dark.8"
              size="md"
              data-testid="offer-countdown"
            >
              {t('offers.minutesLeft', { count: left })}
            </Badge>
            {offer.kidName && (
              <Badge variant="light" color="grape" c="dark.8" size="md">
                {t('offers.forKid', { name: offer.kidName })}
              </Badge>
            )}
          </Group>
        </Stack>
        <Group gap="xs" wrap="wrap" style={{ flex: '0 1 auto' }}>
          <Button
            onClick={() => actions.claim(offer)}
            loading={running === 'claim'}
            disabled={running === 'decline'}
            aria-label={t('offers.claimLabel', named)}
          >
            {t('offers.claim')}
          </Button>
          <Button
            variant="default"
            onClick={() => void actions.decline(offer)}
            loading={running === 'decline'}
            disabled={running === 'claim'}
            aria-label={t('offers.declineLabel', named)}
          >
            {t('offers.decline')}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
