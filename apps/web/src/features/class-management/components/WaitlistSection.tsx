import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ListSkeleton, LoadError } from '../../../components/LoadStates';
import { ApiError } from '../../../lib/api-client';
import { useBookFromWaitlist, useWaitlist } from '../api/participants';

/**
 * The session's waitlist for the gym or trainer running it (docs/adr/0003): "Book from waitlist" gives a waiting
 * customer a free seat, also inside the auto-waitlist window, if they can pay; they are notified.
 */
export function WaitlistSection({ sessionId }: { sessionId: number }) {
  const waitlist = useWaitlist(sessionId);
  const book = useBookFromWaitlist(sessionId);
  const entries = waitlist.data ?? [];

  return (
    <Stack gap="xs" component="section" aria-labelledby="waitlist-heading">
      <Title order={3} size="h5" id="waitlist-heading">
        Waitlist
      </Title>
      {waitlist.isPending ? (
        <ListSkeleton rows={1} height={56} />
      ) : waitlist.isError ? (
        <LoadError
          title="We could not load the waitlist"
          error={waitlist.error}
          onRetry={() => void waitlist.refetch()}
        />
      ) : entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nobody is on the waitlist.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Waitlist">
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
                      #{entry.position}
                    </Badge>
                    <Text fw={600}>{entry.name}</Text>
                    {entry.kidName && (
                      <Badge size="sm" variant="light">
                        For {entry.kidName}
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
                  aria-label={`Book from waitlist: ${entry.name}`}
                  onClick={() =>
                    book.mutate(entry.wishId, {
                      onSuccess: () =>
                        notifications.show({
                          color: 'green',
                          title: 'Booked from the waitlist',
                          message: `${entry.name} is booked and has been told.`,
                        }),
                      onError: (error) =>
                        error instanceof ApiError &&
                        error.status < 500 &&
                        error.status !== 0 &&
                        notifications.show({
                          color: 'red',
                          title: "Couldn't book from the waitlist",
                          message: error.message,
                        }),
                    })
                  }
                >
                  Book from waitlist
                </Button>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
