import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { ListSkeleton, LoadError } from '../../../components/LoadStates';
import { notifications } from '../../../components/toasts';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useBookFromWaitlist, useWaitlist } from '../api/participants';
import { countFigure } from '../model/time-options';

/**
 * The session's waitlist for the gym or trainer running it (docs/adr/0003): "Book from waitlist" gives a waiting
 * customer a free seat, also inside the auto-waitlist window, if they can pay; they are notified.
 */
export function WaitlistSection({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation('classManagement');
  const waitlist = useWaitlist(sessionId);
  const book = useBookFromWaitlist(sessionId);
  const entries = waitlist.data ?? [];

  return (
    <Stack gap="xs" component="section" aria-labelledby="waitlist-heading">
      <Title order={3} size="h5" id="waitlist-heading">
        {t('waitlist.title')}
      </Title>
      {waitlist.isPending ? (
        <ListSkeleton rows={1} height={56} />
      ) : waitlist.isError ? (
        <LoadError
          title={t('waitlist.loadError')}
          error={waitlist.error}
          onRetry={() => void waitlist.refetch()}
        />
      ) : entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('waitlist.empty')}
        </Text>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('waitlist.list')}
        >
          {entries.map((entry) => (
            <Card
              key={entry.wishId}
              withBorder
              padding="sm"
              radius="md"
              component="li"
              data-testid="waitlisted"
            >
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap={6}>
                    <Badge size="sm" variant="light" color="orange" c="dark.8">
                      #{countFigure(entry.position)}
                    </Badge>
                    <Text fw={600}>{entry.name}</Text>
                    {entry.kidName && (
                      <Badge size="sm" variant="light">
                        {t('waitlist.forKid', { name: entry.kidName })}
                      </Badge>
                    )}
                  </Group>
                  {(entry.email || entry.mobile) && (
                    <Text size="sm" c="dimmed" truncate>
                      {[entry.email, entry.mobile].filter(Boolean).join(' · ')}
                    </Text>
                  )}
                </Stack>
                <Button
                  size="xs"
                  variant="light"
                  loading={book.isPending && book.variables === entry.wishId}
                  disabled={book.isPending}
                  aria-label={t('waitlist.bookOf', { name: entry.name })}
                  onClick={() =>
                    book.mutate(entry.wishId, {
                      onSuccess: () =>
                        notifications.show({
                          color: 'green',
                          title: t('waitlist.booked'),
                          message: t('waitlist.bookedMessage', { name: entry.name }),
                        }),
                      onError: (error) =>
                        error instanceof ApiError &&
                        error.status < 500 &&
                        error.status !== 0 &&
                        notifications.show({
                          color: 'red',
                          title: t('waitlist.bookFailed'),
                          message: error.message,
                        }),
                    })
                  }
                >
                  {t('waitlist.book')}
                </Button>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
