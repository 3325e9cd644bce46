import { formatMoney, PAYMENT_MSG, type TransactionDto, to12Hour } from '@kinetic/domain';
import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconWallet, type Icon as TablerIcon } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { classDayLabel } from '../../../lib/class-format';
import { classPath } from '../../../lib/links';
import { refreshStoredUser } from '../../users';
import { useSpecialTransaction, useTransaction, useUserPackages } from '../api/payments';
import { creditsText, dateLabel, usePackageName } from '../model/package-format';
import { unpaidOutcome } from '../model/payment-outcome';

interface Props {
  referenceId: string;
  showCredits: boolean;
  /**
   * A special package bought without an account (SPEC 3.2): looked up by its reference and this e-mail
   * instead of the member's GET /transactions/:referenceId.
   */
  guestEmail?: string | null;
  /** The guest's e-mail found nothing: let them type another. */
  onChangeEmail?: () => void;
}

/** paymentconfirmation/{referenceId}: polls while pending, then says what was bought or why it failed. */
export function PaymentResult({ referenceId, showCredits, guestEmail = null, onChangeEmail }: Props) {
  const guest = guestEmail !== null;
  const member = useTransaction(referenceId, !guest);
  const special = useSpecialTransaction(referenceId, guestEmail);
  const transaction = guest ? special : member;
  const queryClient = useQueryClient();
  const status = transaction.data?.status;

  // A settled payment changes balances, bookings and the stored user record.
  useEffect(() => {
    if (status !== 'PAID' || guest) return;
    void queryClient.invalidateQueries({
      predicate: (query) =>
        ['payments', 'classes', 'bookings', 'schedule'].includes(String(query.queryKey[0])),
    });
    void refreshStoredUser().catch(() => undefined);
  }, [status, guest, queryClient]);

  if (transaction.isError) {
    return (
      <Alert color="red" variant="light" title="We could not find this payment">
        {transaction.error.message}{' '}
        {guest ? (
          onChangeEmail && (
            <Anchor component="button" type="button" onClick={onChangeEmail}>
              Try another e-mail address
            </Anchor>
          )
        ) : (
          <Anchor component={Link} to="/transactions">
            See your transactions
          </Anchor>
        )}
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
  if (guest) {
    return transaction.data.status === 'PAID' ? (
      <GuestPaid transaction={transaction.data} />
    ) : (
      <Failed transaction={transaction.data} retryPath="/specialProgram" />
    );
  }
  return transaction.data.status === 'PAID' ? (
    <Paid transaction={transaction.data} showCredits={showCredits} />
  ) : (
    <Failed transaction={transaction.data} />
  );
}

/** What every successful payment shows: the headline, the package and the amount, then its own lines. */
function PaidCard({
  transaction,
  details,
  children,
}: {
  transaction: TransactionDto;
  details: React.ReactNode;
  children: React.ReactNode;
}) {
  const packageName = usePackageName();
  // A card added outside a purchase (card check): nothing was bought or paid.
  const cardCheck = transaction.packageId === null;
  return (
    <Card withBorder radius="md" padding="xl" data-testid="payment-success">
      <Stack gap="md">
        <OutcomeHeading color="teal.9" icon={IconCircleCheck}>
          {cardCheck ? 'Card saved' : 'Payment successful'}
        </OutcomeHeading>
        <Text>{transaction.message}</Text>
        <Stack gap={4}>
          {!cardCheck && (
            <>
              <Text>
                Package: <strong>{packageName(transaction.packageName)}</strong>
              </Text>
              <Text>Paid: {formatMoney(transaction.amount, transaction.currencyCode)}</Text>
            </>
          )}
          {details}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}

/** A special package paid by someone without an account: the order is their record. */
function GuestPaid({ transaction }: { transaction: TransactionDto }) {
  return (
    <PaidCard
      transaction={transaction}
      details={
        <Text size="sm" c="dimmed">
          Reference {transaction.referenceId}. Keep it: with your e-mail address it shows this payment again.
        </Text>
      }
    >
      <Group>
        <Button component={Link} to="/classes">
          Browse classes
        </Button>
      </Group>
    </PaidCard>
  );
}

function Paid({ transaction, showCredits }: { transaction: TransactionDto; showCredits: boolean }) {
  const packages = useUserPackages();
  const bought = packages.data?.find((pkg) => pkg.id === transaction.userPackageId);
  const booking = transaction.booking;
  return (
    <PaidCard
      transaction={transaction}
      details={
        <>
          {showCredits && bought && <Text>Credits: {creditsText(bought.creditsBalance)} available</Text>}
          {bought && <Text>Valid until {dateLabel(bought.expiresAt)}</Text>}
          <Text size="sm" c="dimmed">
            Reference {transaction.referenceId}
          </Text>
        </>
      }
    >
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
    </PaidCard>
  );
}

function Failed({
  transaction,
  retryPath = '/membership',
}: {
  transaction: TransactionDto;
  retryPath?: string;
}) {
  const packageName = usePackageName();
  const back = transaction.booking
    ? classPath({ classSessionId: transaction.booking.classSessionId, title: transaction.booking.title })
    : '/membership';
  const outcome = unpaidOutcome(transaction);
  if (outcome.tone === 'credited') {
    return (
      <Card withBorder radius="md" padding="xl" data-testid="payment-credited">
        <Stack gap="md">
          <OutcomeHeading color="blue.8" icon={IconWallet}>
            {outcome.heading}
          </OutcomeHeading>
          <Text role="status">{transaction.message}</Text>
          <Text size="sm">
            Added: {formatMoney(transaction.amount, transaction.currencyCode)}. Reference{' '}
            {transaction.referenceId}.
          </Text>
          <Group>
            <Button component={Link} to="/membership">
              Go to membership
            </Button>
          </Group>
        </Stack>
      </Card>
    );
  }
  return (
    <Card withBorder radius="md" padding="xl" data-testid="payment-failed">
      <Stack gap="md">
        <OutcomeHeading color="red.8" icon={IconCircleX}>
          {outcome.heading}
        </OutcomeHeading>
        <Text role="alert">{transaction.message}</Text>
        <Text size="sm">
          {transaction.packageId === null
            ? 'Nothing was charged.'
            : `${packageName(transaction.packageName)} was not bought.`}{' '}
          Reference {transaction.referenceId}.
        </Text>
        <Group>
          <Button component={Link} to={retryPath}>
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

/** The result's icon and heading: what happened, at a glance. */
function OutcomeHeading({
  color,
  icon: Icon,
  children,
}: {
  color: string;
  icon: TablerIcon;
  children: ReactNode;
}) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon color={color} size={44} radius="xl">
        <Icon size={28} aria-hidden />
      </ThemeIcon>
      <Title order={2} size="h3">
        {children}
      </Title>
    </Group>
  );
}
