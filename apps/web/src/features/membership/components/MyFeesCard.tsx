import type { SeatFeeDto } from '@kinetic/domain';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { feeAmountText } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useMyFees } from '../api/my-fees';
import { momentLabel } from '../dates';

/** A fee's status as its customer reads it: when it is taken, where from, or how an owed one is paid. */
function useStatusText() {
  const { t } = useTranslation('membership');
  return (fee: SeatFeeDto): string => {
    if (fee.status === 'PENDING') return t('fees.pendingUntil', { date: momentLabel(fee.dueAt) });
    if (fee.status === 'TAKEN') return fee.source ? t(`fees.taken_${fee.source}`) : t('fees.taken');
    if (fee.status === 'OWED') return t('fees.owed');
    return t('fees.waived');
  };
}

/**
 * The customer's late-cancel and no-show fees (docs/adr/0040), newest first: class, kind, amount and
 * status. Shown only when there are some: nothing while they load (most customers have none), and a
 * retry when they could not be read, as an owed fee is paid with the next purchase.
 */
export function MyFeesCard() {
  const { t } = useTranslation('membership');
  const fees = useMyFees();
  const statusText = useStatusText();
  const headingId = useId();
  if (fees.isPending || (fees.isSuccess && fees.data.length === 0)) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t('fees.title')}
      </Title>
      <Card withBorder radius="md" padding="md">
        {fees.isError ? (
          <Text size="sm" c="red.8" data-testid="my-fees-error">
            {t('fees.loadError')}{' '}
            <Button variant="subtle" size="compact-sm" onClick={() => void fees.refetch()}>
              {t('fees.tryAgain')}
            </Button>
          </Text>
        ) : (
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {fees.data.map((fee) => (
              <Stack key={fee.id} gap={2} component="li" data-testid="my-fee">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <Text fw={600} size="sm">
                    {t(`fees.kind_${fee.kind}`)} · <bdi>{fee.title}</bdi>
                  </Text>
                  <Text fw={700} size="sm" style={{ whiteSpace: 'nowrap' }} data-testid="my-fee-amount">
                    {feeAmountText(fee.unit, fee.amount, fee.currencyCode)}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed">
                  {momentLabel(fee.startsAt)}
                </Text>
                <Text
                  size="sm"
                  c={fee.status === 'OWED' ? 'red.8' : undefined}
                  fw={fee.status === 'OWED' ? 600 : undefined}
                  data-testid="my-fee-status"
                >
                  {statusText(fee)}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
