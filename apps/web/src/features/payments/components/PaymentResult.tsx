import { PAYMENT_MSG, to12Hour } from '@kinetic/domain';
import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { classDayLabel } from '../../../lib/class-format';
import { classPath } from '../../../lib/links';
import { refreshStoredUser } from '../../booking/api/bookings';
import { useTransaction, useUserPackages } from '../api/payments';
import { money } from '../model/money';
import { creditsText, dateLabel } from '../model/package-format';
import type { TransactionDto } from '../model/types';

/** paymentconfirmation/{referenceId}: polls while pending, then says what was bought or why it failed. */
export function PaymentResult({ referenceId, showCredits }: { referenceId: string; showCredits: boolean }) {
  const transaction = useTransaction(referenceId);
  const queryClient = useQueryClient();
  const status = transaction.data?.status;

  // A settled payment changes balances, bookings and the stored user record.
  useEffect(() => {
    if (status !== 'PAID') return;
    void queryClient.invalidateQueries({
      predicate: (query) =>
        ['payments', 'classes', 'bookings', 'schedule'].includes(String(query.queryKey[0])),
    });
    void refreshStoredUser().catch(() => undefined);
  }, [status, queryClient]);

  if (transaction.isError) {
    return (
      <Alert color="red" variant="light" title="We could not find this payment">
        {transaction.error.message}{' '}
        <Anchor component={Link} to="/transactions">
          See your transactions
        </Anchor>
      </Alert>
    );
  }
  if (!transaction.data || transaction.data.status === 'PENDING') {
    return (
      <Card withBorder radius="md" padding="xl">
        <Stack align="center" gap="sm" role="status">
          <Loader aria-hidden />
          <Title order={2} size="h3">
            {PAYMENT_MSG.paymentUnderProcessTitle}
          </Title>
          <Text ta="center" maw={440}>
            {PAYMENT_MSG.paymentUnderProcess}
          </Text>
        </Stack>
      </Card>
    );
  }
  return transaction.data.status === 'PAID' ? (
    <Paid transaction={transaction.data} showCredits={showCredits} />
  ) : (
    <Failed transaction={transaction.data} />
  );
}

function Paid({ transaction, showCredits }: { transaction: TransactionDto; showCredits: boolean }) {
  const packages = useUserPackages();
  const bought = packages.data?.find((pkg) => pkg.id === transaction.userPackageId);
  const booking = transaction.booking;
  return (
    <Card withBorder radius="md" padding="xl" data-testid="payment-success">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="teal.9" size={44} radius="xl">
            <IconCircleCheck size={28} aria-hidden />
          </ThemeIcon>
          <Title order={2} size="h3">
            Payment successful
          </Title>
        </Group>
        <Text>{transaction.message}</Text>
        <Stack gap={4}>
          <Text>
            Package: <strong>{transaction.packageName}</strong>
          </Text>
          <Text>Paid: {money(transaction.amount, transaction.currencyCode)}</Text>
          {showCredits && bought && <Text>Credits: {creditsText(bought.creditsBalance)} available</Text>}
          {bought && <Text>Valid until {dateLabel(bought.expiresAt)}</Text>}
          <Text size="sm" c="dimmed">
            Reference {transaction.referenceId}
          </Text>
        </Stack>
        {booking && (
          <Alert
            color="teal"
            variant="light"
            title="You are booked"
            styles={{ title: { color: 'var(--mantine-color-dark-8)' } }}
          >
            <Anchor component={Link} to={classPath(booking)} fw={600}>
              {booking.title}
            </Anchor>{' '}
            on {classDayLabel(booking.classDate)} at {to12Hour(booking.fromTime)}
          </Alert>
        )}
        <Group>
          <Button component={Link} to="/membership">
            Go to membership
          </Button>
          <Button component={Link} to="/userschedule" variant="light">
            My schedule
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function Failed({ transaction }: { transaction: TransactionDto }) {
  const back = transaction.booking
    ? classPath({ classSessionId: transaction.booking.classSessionId, title: transaction.booking.title })
    : '/membership';
  return (
    <Card withBorder radius="md" padding="xl" data-testid="payment-failed">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="red.8" size={44} radius="xl">
            <IconCircleX size={28} aria-hidden />
          </ThemeIcon>
          <Title order={2} size="h3">
            {transaction.status === 'CANCELED' ? 'Payment cancelled' : 'Payment failed'}
          </Title>
        </Group>
        <Text role="alert">{transaction.message}</Text>
        <Text size="sm">
          {transaction.packageName} was not bought. Reference {transaction.referenceId}.
        </Text>
        <Group>
          <Button component={Link} to="/membership">
            Try again
          </Button>
          {transaction.booking && (
            <Button component={Link} to={back} variant="light">
              Back to the class
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
