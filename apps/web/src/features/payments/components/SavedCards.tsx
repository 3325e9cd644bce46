import { type CardDto, MSG } from '@kinetic/domain';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadStates';
import { ApiError } from '../../../lib/api-client';
import { useCards, verifyCard } from '../../../lib/payments';

export interface CardOrder {
  packageId: number;
  name: string;
  /** Display text of the price after discount, as the link carried it. */
  priceText: string | null;
  sessionId?: number;
  promoId?: number;
  /** Subscribe to the package (renewed on the card); the page's links do unless they say otherwise. */
  subscribe: boolean;
}

/**
 * cardpayment: the saved cards, and when the link names a package, paying for its subscription with a
 * saved card or a new one (card verify, SPEC 3.2). The gateway page takes the card details.
 */
export function SavedCards({ order }: { order: CardOrder | null }) {
  const cards = useCards();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const pay = async (card: CardDto | null) => {
    if (!order) return;
    setBusy(card ? String(card.id) : 'new');
    setError(null);
    try {
      const result = await verifyCard({
        packageId: order.packageId,
        subscription: order.subscribe,
        newCard: card === null,
        cardToken: card ? String(card.id) : undefined,
        sessionId: order.sessionId,
        promoId: order.promoId,
      });
      window.location.assign(result.paymentUrl);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : MSG.genericError);
      setBusy(null);
    }
  };

  if (cards.isPending) return <ListSkeleton rows={2} height={80} />;
  if (cards.isError) {
    return (
      <LoadError
        title="We could not load your cards"
        error={cards.error}
        onRetry={() => void cards.refetch()}
      />
    );
  }
  return (
    <Stack gap="lg">
      {order && (
        <Card withBorder radius="md" padding="md">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {order.name}
            </Title>
            {order.priceText && <Text>Price: {order.priceText}</Text>}
            <Text size="sm" c="dimmed">
              Choose a saved card or add a new one.
              {order.subscribe ? ' Your subscription renews with the same card.' : ''}
            </Text>
            <Group>
              <Button onClick={() => void pay(null)} loading={busy === 'new'} disabled={busy !== null}>
                Pay with a new card
              </Button>
            </Group>
            {error && (
              <Text c="red.8" size="sm" role="alert">
                {error}
              </Text>
            )}
          </Stack>
        </Card>
      )}
      {cards.data.length === 0 ? (
        <EmptyState icon={<IconCreditCard size={34} />} title="No saved cards">
          A card is saved when you subscribe to a package at checkout.
        </EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {cards.data.map((card) => (
            <Card key={card.id} withBorder radius="md" padding="md" data-testid="saved-card">
              <Group justify="space-between" wrap="nowrap">
                <Group gap="sm" wrap="nowrap">
                  <IconCreditCard size={28} aria-hidden />
                  <Stack gap={0}>
                    <Text fw={600}>
                      {card.brand} ending {card.last4}
                    </Text>
                    <Text size="sm" c="dimmed">
                      Expires {String(card.expiryMonth).padStart(2, '0')}/{card.expiryYear}
                    </Text>
                  </Stack>
                </Group>
                {order && (
                  <Button
                    variant="light"
                    onClick={() => void pay(card)}
                    loading={busy === String(card.id)}
                    disabled={busy !== null}
                    aria-label={`Pay with card ending ${card.last4}`}
                  >
                    Pay
                  </Button>
                )}
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
