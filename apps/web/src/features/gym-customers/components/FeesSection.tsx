import { type SeatFeeDto, waiveFeeSchema } from '@kinetic/domain';
import { Badge, Button, Card, Stack, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { ListSkeleton, LoadError } from '../../../components/LoadStates';
import { ReasonModal } from '../../../components/ReasonModal';
import { notifications } from '../../../components/toasts';
import { feeAmountText } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useCustomerFees, useWaiveFee } from '../api/customers';
import { dateTime } from '../model/dates';
import { checkReason, reasonBounds } from '../model/waiver';

// Light tints with dark text, as the strikes' badges: white on a filled badge fails WCAG AA at this size.
const KIND_COLOR = { NO_SHOW: 'red', LATE_CANCEL: 'orange' } as const;
const STATUS_COLOR = { PENDING: 'yellow', TAKEN: 'teal', OWED: 'red', WAIVED: 'gray' } as const;

const amountOf = (fee: SeatFeeDto) => feeAmountText(fee.unit, fee.amount, fee.currencyCode);

/** A fee's status as the partner reads it: a badge, and a line under it when there is more to say. */
function FeeStatus({ fee }: { fee: SeatFeeDto }) {
  const { t } = useTranslation('gymCustomers');
  let label: string;
  let detail: string | null = null;
  if (fee.status === 'PENDING') label = t('fees.pendingUntil', { date: dateTime(fee.dueAt) });
  else if (fee.status === 'TAKEN') label = fee.source ? t(`fees.taken_${fee.source}`) : t('fees.taken');
  else if (fee.status === 'OWED') {
    label = t('fees.owed');
    detail = t('fees.owedDetail');
  } else {
    label = t('fees.waived');
    detail = fee.waiveReason;
  }
  return (
    <Stack gap={2} align="flex-start">
      <Badge variant="light" color={STATUS_COLOR[fee.status]} c="dark.8" tt="none" data-testid="fee-status">
        {label}
      </Badge>
      {detail && (
        <Text size="sm" c="dimmed" data-testid="fee-detail">
          {detail}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The partner's late-cancel and no-show fees of a customer (docs/adr/0040), newest first: each with its
 * class, amount and status, and a waiver (with a reason) for one not waived yet, pending, taken (it is
 * then given back) or owed.
 */
export function FeesSection({ userId }: { userId: number }) {
  const { t } = useTranslation('gymCustomers');
  const fees = useCustomerFees(userId);
  const [waiving, setWaiving] = useState<SeatFeeDto | null>(null);
  const headingId = useId();

  let body: ReactNode;
  if (fees.isPending) body = <ListSkeleton rows={2} height={40} />;
  else if (fees.isError)
    body = <LoadError title={t('fees.loadError')} error={fees.error} onRetry={() => void fees.refetch()} />;
  else if (fees.data.length === 0) body = <Text c="dimmed">{t('fees.empty')}</Text>;
  else
    body = (
      <Table.ScrollContainer minWidth={720}>
        <Table aria-label={t('fees.title')} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fees.kind')}</Table.Th>
              <Table.Th>{t('fees.class')}</Table.Th>
              <Table.Th>{t('fees.when')}</Table.Th>
              <Table.Th>{t('fees.amount')}</Table.Th>
              <Table.Th>{t('fees.status')}</Table.Th>
              <Table.Th>{t('fees.waiver')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fees.data.map((fee) => (
              <Table.Tr key={fee.id} data-testid="fee">
                <Table.Td>
                  <Badge variant="light" color={KIND_COLOR[fee.kind]} c="dark.8">
                    {t(`fees.kind_${fee.kind}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{fee.title}</Table.Td>
                <Table.Td>{dateTime(fee.startsAt)}</Table.Td>
                <Table.Td data-testid="fee-amount">{amountOf(fee)}</Table.Td>
                <Table.Td>
                  <FeeStatus fee={fee} />
                </Table.Td>
                <Table.Td>
                  {fee.status !== 'WAIVED' && (
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => setWaiving(fee)}
                      aria-label={t(`fees.waiveOf_${fee.kind}`, {
                        title: fee.title,
                        date: dateTime(fee.startsAt),
                      })}
                    >
                      {t('fees.waive')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {t('fees.title')}
        </Title>
        {body}
      </Stack>
      {waiving && <WaiveFeeModal userId={userId} fee={waiving} onClose={() => setWaiving(null)} />}
    </Card>
  );
}

/**
 * Waives a fee with the reason kept beside it (checked with the API's own schema), saying first what
 * the waiver does: a taken fee is given back, one not yet taken never is.
 */
function WaiveFeeModal({ userId, fee, onClose }: { userId: number; fee: SeatFeeDto; onClose: () => void }) {
  const { t } = useTranslation('gymCustomers');
  const waive = useWaiveFee(userId);
  const bounds = reasonBounds(waiveFeeSchema);
  const amount = amountOf(fee);
  const taken = fee.status === 'TAKEN';
  return (
    <ReasonModal
      title={t('waiveFee.title')}
      intro={
        <Stack gap={4}>
          <Text size="sm">
            {t(`waiveFee.which_${fee.kind}`, { amount, title: fee.title, date: dateTime(fee.startsAt) })}
          </Text>
          <Text size="sm" fw={600}>
            {taken ? t('waiveFee.givesBack', { amount }) : t('waiveFee.notTaken')}
          </Text>
        </Stack>
      }
      label={t('waive.reason')}
      hint={t('waiveFee.reasonHint', bounds.shown)}
      maxLength={bounds.maxLength}
      submitText={t('waiveFee.submit')}
      cancelText={t('waive.cancel')}
      failedTitle={t('waiveFee.failedTitle')}
      failedText={t('waiveFee.failed')}
      check={(reason) => checkReason(waiveFeeSchema, reason, t('waive.reasonLength', bounds.shown))}
      onSubmit={async (reason) => {
        await waive.mutateAsync({ feeId: fee.id, reason });
        notifications.show({
          color: 'green',
          title: t('waiveFee.done'),
          message: taken ? t('waiveFee.doneGivenBack', { amount }) : t('waiveFee.doneNotTaken'),
        });
      }}
      onClose={onClose}
    />
  );
}
