import { type StrikeDto, waiveStrikeSchema } from '@kinetic/domain';
import { Badge, Button, Card, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { ListSkeleton, LoadError } from '../../../components/LoadStates';
import { ReasonModal } from '../../../components/ReasonModal';
import { notifications } from '../../../components/toasts';
import { useTranslation } from '../../../lib/i18n';
import { useCustomerStrikes, useWaiveStrike } from '../api/customers';
import { dateTime } from '../model/dates';
import { checkReason, reasonBounds } from '../model/waiver';

// Light tints with dark text, as the package badges: white on a filled badge fails WCAG AA at this size.
const KIND_COLOR = { NO_SHOW: 'red', LATE_CANCEL: 'orange' } as const;

/**
 * The gym's strikes against a customer (docs/adr/0039): no-shows and late cancels, newest first, each
 * waived with its reason or ready to waive, and whether they have paused the customer's new bookings.
 */
export function StrikesSection({ userId }: { userId: number }) {
  const { t } = useTranslation('gymCustomers');
  const strikes = useCustomerStrikes(userId);
  const [waiving, setWaiving] = useState<StrikeDto | null>(null);

  const headingId = useId();
  let body: ReactNode;
  if (strikes.isPending) body = <ListSkeleton rows={2} height={40} />;
  else if (strikes.isError)
    body = (
      <LoadError
        title={t('strikes.loadError')}
        error={strikes.error}
        onRetry={() => void strikes.refetch()}
      />
    );
  else
    body = (
      <>
        {strikes.data.pausedUntil && (
          <Text c="red.8" fw={600} data-testid="strikes-paused">
            <IconAlertTriangle size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} />{' '}
            {t('strikes.pausedUntil', { date: dateTime(strikes.data.pausedUntil) })}
          </Text>
        )}
        {strikes.data.strikes.length === 0 ? (
          <Text c="dimmed">{t('strikes.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label={t('strikes.title')} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('strikes.kind')}</Table.Th>
                  <Table.Th>{t('strikes.class')}</Table.Th>
                  <Table.Th>{t('strikes.when')}</Table.Th>
                  <Table.Th>{t('strikes.waiver')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {strikes.data.strikes.map((strike) => (
                  <Table.Tr key={strike.id} data-testid="strike">
                    <Table.Td>
                      <Badge variant="light" color={KIND_COLOR[strike.kind]} c="dark.8">
                        {t(`strikes.kind_${strike.kind}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{strike.title}</Table.Td>
                    <Table.Td>{dateTime(strike.startsAt)}</Table.Td>
                    <Table.Td>
                      {strike.waivedAt ? (
                        <Text size="sm" c="dimmed" data-testid="strike-waived">
                          {t('strikes.waived', { reason: strike.waiveReason ?? '' })}
                        </Text>
                      ) : (
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => setWaiving(strike)}
                          aria-label={t('strikes.waiveOf', {
                            title: strike.title,
                            date: dateTime(strike.startsAt),
                          })}
                        >
                          {t('strikes.waive')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </>
    );

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {t('strikes.title')}
        </Title>
        {body}
      </Stack>
      {waiving && <WaiveStrikeModal userId={userId} strike={waiving} onClose={() => setWaiving(null)} />}
    </Card>
  );
}

/** Waives a strike with the reason kept beside it: required, checked with the API's own schema. */
function WaiveStrikeModal({
  userId,
  strike,
  onClose,
}: {
  userId: number;
  strike: StrikeDto;
  onClose: () => void;
}) {
  const { t } = useTranslation('gymCustomers');
  const waive = useWaiveStrike(userId);
  const bounds = reasonBounds(waiveStrikeSchema);
  return (
    <ReasonModal
      title={t('waive.title')}
      intro={
        <Text size="sm">
          {t('waive.which', {
            kind: t(`strikes.kind_${strike.kind}`),
            title: strike.title,
            date: dateTime(strike.startsAt),
          })}
        </Text>
      }
      label={t('waive.reason')}
      hint={t('waive.reasonHint', bounds.shown)}
      maxLength={bounds.maxLength}
      submitText={t('waive.submit')}
      cancelText={t('waive.cancel')}
      failedTitle={t('waive.failedTitle')}
      failedText={t('waive.failed')}
      check={(reason) => checkReason(waiveStrikeSchema, reason, t('waive.reasonLength', bounds.shown))}
      onSubmit={async (reason) => {
        await waive.mutateAsync({ strikeId: strike.id, reason });
        notifications.show({ color: 'green', title: t('waive.done'), message: t('waive.doneDetail') });
      }}
      onClose={onClose}
    />
  );
}
