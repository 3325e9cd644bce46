import { PAYMENT_MSG, type TransactionDto } from '@kinetic/domain';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  List,
  Loader,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconWallet, type Icon as TablerIcon } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { type MoneyLine, MoneyLines } from '../../../components/MoneyLines';
import { classDayLabel } from '../../../lib/class-format';
import { formatMoney, formatNumber, formatTime } from '../../../lib/format';
import { domainText, Trans, useTranslation } from '../../../lib/i18n';
import { classPath } from '../../../lib/links';
import { refreshStoredUser } from '../../users';
import { useSpecialTransaction, useTransaction, useUserPackages } from '../api/payments';
import { creditsText, dateLabel, usePackageName } from '../model/package-format';
import { type UnpaidOutcome, unpaidOutcome } from '../model/payment-outcome';

const OUTCOME_HEADING = {
  'Card not saved': 'outcome.cardNotSaved',
  'Payment added to your wallet': 'outcome.credited',
  'Payment cancelled': 'outcome.cancelled',
  'Payment failed': 'outcome.failed',
} as const satisfies Record<UnpaidOutcome['heading'], string>;

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
  const { t } = useTranslation('payments');
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
      <Alert color="red" variant="light" title={t('result.notFound')}>
        {transaction.error.message}{' '}
        {guest ? (
          onChangeEmail && (
            <Anchor component="button" type="button" onClick={onChangeEmail}>
              {t('result.tryAnotherEmail')}
            </Anchor>
          )
        ) : (
          <Anchor component={Link} to="/transactions">
            {t('result.seeTransactions')}
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
            {domainText(PAYMENT_MSG.paymentUnderProcessTitle)}
          </Title>
          <Text ta="center" maw={440}>
            {domainText(PAYMENT_MSG.paymentUnderProcess)}
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
  const { t } = useTranslation('payments');
  const packageName = usePackageName();
  // A card added outside a purchase (card check): nothing was bought or paid.
  const cardCheck = transaction.packageId === null;
  return (
    <Card withBorder radius="md" padding="xl" data-testid="payment-success">
      <Stack gap="md">
        <OutcomeHeading color="teal.9" icon={IconCircleCheck}>
          {cardCheck ? t('result.cardSaved') : t('result.success')}
        </OutcomeHeading>
        <Text>{transaction.message}</Text>
        <Stack gap={4}>
          {!cardCheck && (
            <>
              <Text>
                <Trans
                  t={t}
                  i18nKey="result.package"
                  values={{ name: packageName(transaction.packageName) }}
                  components={{ strong: <strong /> }}
                />
              </Text>
              <PaidLines transaction={transaction} />
            </>
          )}
          {details}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * Where the money came from: the price, each discount, the wallet's part and what the card
 * paid. A plain card payment is one line.
 */
function PaidLines({ transaction }: { transaction: TransactionDto }) {
  const { t } = useTranslation('payments');
  const m = (minor: number) => formatMoney(minor, transaction.currencyCode);
  if (transaction.price === transaction.amount) {
    return <Text>{t('result.paid', { amount: m(transaction.amount) })}</Text>;
  }
  const minus = (minor: number) => t('result.minus', { amount: m(minor) });
  const lines: (MoneyLine | false)[] = [
    { label: t('result.price'), value: m(transaction.price) },
    transaction.promoDiscount > 0 && {
      label: transaction.promoName
        ? t('result.promoNamed', { name: transaction.promoName })
        : t('result.promo'),
      value: minus(transaction.promoDiscount),
    },
    transaction.subscriptionDiscount > 0 && {
      label: t('result.subscriptionDiscount'),
      value: minus(transaction.subscriptionDiscount),
    },
    transaction.walletApplied > 0 && {
      label: t('result.fromWallet'),
      value: minus(transaction.walletApplied),
    },
    { label: t('result.byCard'), value: m(transaction.amount), total: true, testId: 'paid-by-card' },
  ];
  return (
    <Paper withBorder radius="sm" p="sm" maw={420}>
      <MoneyLines label={t('result.moneyLabel')} lines={lines.filter((line) => line !== false)} />
    </Paper>
  );
}

/** Every session a program purchase booked, each a link to its class. */
function ProgramSessions({ sessions }: { sessions: TransactionDto['programSessions'] }) {
  const { t } = useTranslation('payments');
  return (
    <Alert
      color="teal"
      variant="light"
      title={t('result.bookedOnAll', { count: sessions.length, n: formatNumber(sessions.length) })}
      styles={{ title: { color: 'var(--mantine-color-dark-8)' } }}
      data-testid="program-sessions"
    >
      <List spacing={4} size="sm">
        {sessions.map((session) => (
          <List.Item key={session.bookingId}>
            <Anchor component={Link} to={classPath(session)} fw={600}>
              {session.title}
            </Anchor>
            {t('result.bookedWhen', {
              day: classDayLabel(session.classDate),
              time: formatTime(session.fromTime),
            })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** A special package paid by someone without an account: the order is their record. */
function GuestPaid({ transaction }: { transaction: TransactionDto }) {
  const { t } = useTranslation('payments');
  return (
    <PaidCard
      transaction={transaction}
      details={
        <Text size="sm" c="dimmed">
          {t('result.guestReference', { reference: transaction.referenceId })}
        </Text>
      }
    >
      <Group>
        <Button component={Link} to="/classes">
          {t('result.browseClasses')}
        </Button>
      </Group>
    </PaidCard>
  );
}

function Paid({ transaction, showCredits }: { transaction: TransactionDto; showCredits: boolean }) {
  const { t } = useTranslation('payments');
  const packages = useUserPackages();
  const bought = packages.data?.find((pkg) => pkg.id === transaction.userPackageId);
  const booking = transaction.booking;
  return (
    <PaidCard
      transaction={transaction}
      details={
        <>
          {bought?.unlimited ? (
            <Text>{t('result.unlimited')}</Text>
          ) : (
            showCredits &&
            bought &&
            transaction.programSessions.length === 0 && (
              <Text>{t('result.creditsAvailable', { credits: creditsText(bought.creditsBalance) })}</Text>
            )
          )}
          {bought && <Text>{t('result.validUntil', { date: dateLabel(bought.expiresAt) })}</Text>}
          <Text size="sm" c="dimmed">
            {t('result.reference', { reference: transaction.referenceId })}
          </Text>
        </>
      }
    >
      {transaction.programSessions.length > 0 ? (
        <ProgramSessions sessions={transaction.programSessions} />
      ) : (
        booking && (
          <Alert
            color="teal"
            variant="light"
            title={t('result.youAreBooked')}
            styles={{ title: { color: 'var(--mantine-color-dark-8)' } }}
          >
            <Anchor component={Link} to={classPath(booking)} fw={600}>
              {booking.title}
            </Anchor>
            {t('result.bookedWhen', {
              day: classDayLabel(booking.classDate),
              time: formatTime(booking.fromTime),
            })}
          </Alert>
        )
      )}
      <Group>
        <Button component={Link} to="/membership">
          {t('result.goToMembership')}
        </Button>
        <Button component={Link} to="/userschedule" variant="light">
          {t('result.mySchedule')}
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
  const { t } = useTranslation('payments');
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
            {t(OUTCOME_HEADING[outcome.heading])}
          </OutcomeHeading>
          <Text role="status">{transaction.message}</Text>
          <Text size="sm">
            {t('result.added', {
              amount: formatMoney(transaction.amount, transaction.currencyCode),
              reference: transaction.referenceId,
            })}
          </Text>
          <Group>
            <Button component={Link} to="/membership">
              {t('result.goToMembership')}
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
          {t(OUTCOME_HEADING[outcome.heading])}
        </OutcomeHeading>
        <Text role="alert">{transaction.message}</Text>
        <Text size="sm">
          {transaction.packageId === null
            ? t('result.nothingCharged')
            : t('result.notBought', { name: packageName(transaction.packageName) })}{' '}
          {t('result.referenceSentence', { reference: transaction.referenceId })}
        </Text>
        <Group>
          <Button component={Link} to={retryPath}>
            {t('result.tryAgain')}
          </Button>
          {transaction.booking && (
            <Button component={Link} to={back} variant="light">
              {t('result.backToClass')}
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
