import { type CardDto, MSG, PAYMENT_MSG } from '@kinetic/domain';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard, IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmPopup } from '../../../components/confirm/confirm-store';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadStates';
import { notifications } from '../../../components/toasts';
import { failureText } from '../../../lib/api-client';
import { domainText, intlLocale, useTranslation } from '../../../lib/i18n';
import {
  addCard,
  useCardSupport,
  useCards,
  useChooseDefaultCard,
  useDeleteCard,
  verifyCard,
} from '../api/payments';

/** A card's month or year in the reader's digits, without grouping ('05', '2027'). */
const digits = (value: number, width = 1) =>
  new Intl.NumberFormat(intlLocale(), { useGrouping: false, minimumIntegerDigits: width }).format(value);

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
 * The saved cards. With an order (cardpayment with a package): pay for it with a saved card or a new
 * one (card verify, SPEC 3.2). Without: add a card (a card check on the gateway page, no money taken)
 * or remove one. The gateway page takes the card details. A gateway that keeps no cards (a MyFatoorah
 * account without DirectPayment, docs/adr/0012) offers neither adding a card nor paying with one.
 */
export function SavedCards({ order }: { order: CardOrder | null }) {
  const { t } = useTranslation('payments');
  const cards = useCards();
  const support = useCardSupport();
  const canSaveCards = support.data?.canSaveCards ?? false;
  const remove = useDeleteCard();
  const chooseDefault = useChooseDefaultCard();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const add = async () => {
    setBusy('add');
    setError(null);
    try {
      window.location.assign((await addCard()).paymentUrl);
    } catch (failure) {
      setError(failureText(failure, domainText(MSG.genericError)));
      setBusy(null);
    }
  };

  const onRemove = async (card: CardDto) => {
    // Its subscriptions move to the default card, or to the newest other when it is the default (the API's rule).
    const others = (cards.data ?? []).filter((other) => other.id !== card.id);
    const next = others.find((other) => other.renewalDefault) ?? others[0];
    const message =
      t('cards.removeQuestion', { brand: card.brand, last4: card.last4 }) +
      (next ? t('cards.renewsOnOther', { last4: next.last4 }) : t('cards.endsAtRenewal'));
    if (!(await confirmPopup({ code: 'CONFIRM', title: t('cards.removeTitle'), message })).confirmed) return;
    try {
      await remove.mutateAsync(card.id);
      notifications.show({
        title: t('cards.removed'),
        message: domainText(PAYMENT_MSG.cardDeleted),
        color: 'green',
      });
    } catch (failure) {
      const text = failureText(failure, domainText(MSG.genericError));
      notifications.show({ title: t('cards.notRemoved'), message: text, color: 'red' });
    }
  };

  const onChooseDefault = async (card: CardDto) => {
    try {
      await chooseDefault.mutateAsync(card.id);
      notifications.show({
        title: t('cards.renewalDefault'),
        message: t('cards.defaultChosen', { last4: card.last4 }),
        color: 'green',
      });
    } catch (failure) {
      const text = failureText(failure, domainText(MSG.genericError));
      notifications.show({ title: t('cards.defaultNotChosen'), message: text, color: 'red' });
    }
  };

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
      setError(failureText(failure, domainText(MSG.genericError)));
      setBusy(null);
    }
  };

  if (cards.isPending || support.isPending) return <ListSkeleton rows={2} height={80} />;
  if (cards.isError) {
    return (
      <LoadError title={t('cards.loadFailed')} error={cards.error} onRetry={() => void cards.refetch()} />
    );
  }
  return (
    <Stack gap="lg">
      {!canSaveCards && (
        <Text size="sm" c="dimmed" data-testid="saved-cards-unavailable">
          {domainText(PAYMENT_MSG.savedCardsUnavailable)}
        </Text>
      )}
      {!order && canSaveCards && (
        <Stack gap={6} align="flex-start">
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => void add()}
            loading={busy === 'add'}
          >
            {t('cards.add')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('cards.addNote')}
          </Text>
          {error && (
            <Text c="red.8" size="sm" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      )}
      {order && (
        <Card withBorder radius="md" padding="md">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {order.name}
            </Title>
            {order.priceText && <Text>{t('cards.price', { price: order.priceText })}</Text>}
            {canSaveCards && (
              <Text size="sm" c="dimmed">
                {t('cards.chooseCard')}
                {order.subscribe ? t('cards.renewsSameCard') : ''}
              </Text>
            )}
            <Group>
              <Button onClick={() => void pay(null)} loading={busy === 'new'} disabled={busy !== null}>
                {t('cards.payNewCard')}
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
        canSaveCards && (
          <EmptyState icon={<IconCreditCard size={34} aria-hidden />} title={t('cards.emptyTitle')}>
            {t('cards.emptyBody')}
          </EmptyState>
        )
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {cards.data.map((card) => (
            <Card key={card.id} withBorder radius="md" padding="md" data-testid="saved-card">
              <Group justify="space-between" wrap="nowrap">
                <Group gap="sm" wrap="nowrap">
                  <IconCreditCard size={28} aria-hidden />
                  <Stack gap={0}>
                    <Text fw={600}>{t('cards.ending', { brand: card.brand, last4: card.last4 })}</Text>
                    <Text size="sm" c="dimmed">
                      {t('cards.expires', {
                        month: digits(card.expiryMonth, 2),
                        year: digits(card.expiryYear),
                      })}
                    </Text>
                    {card.renewalDefault && !order && (
                      <Badge
                        variant="outline"
                        color="teal.9"
                        mt={4}
                        leftSection={<IconRefresh size={12} aria-hidden />}
                      >
                        {t('cards.renewalDefault')}
                      </Badge>
                    )}
                  </Stack>
                </Group>
                {order && canSaveCards ? (
                  <Button
                    variant="light"
                    onClick={() => void pay(card)}
                    loading={busy === String(card.id)}
                    disabled={busy !== null}
                    aria-label={t('cards.payWith', { last4: card.last4 })}
                  >
                    {t('cards.pay')}
                  </Button>
                ) : order ? null : (
                  <Stack gap={4} align="flex-end">
                    {!card.renewalDefault && (
                      <Button
                        variant="light"
                        size="compact-sm"
                        onClick={() => void onChooseDefault(card)}
                        loading={chooseDefault.isPending && chooseDefault.variables === card.id}
                        aria-label={t('cards.makeDefaultLabel', { last4: card.last4 })}
                      >
                        {t('cards.makeDefault')}
                      </Button>
                    )}
                    <Button
                      variant="subtle"
                      color="red"
                      c="red.9"
                      size="compact-sm"
                      leftSection={<IconTrash size={16} aria-hidden />}
                      onClick={() => void onRemove(card)}
                      loading={remove.isPending && remove.variables === card.id}
                      aria-label={t('cards.removeLabel', { last4: card.last4 })}
                    >
                      {t('cards.remove')}
                    </Button>
                  </Stack>
                )}
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
