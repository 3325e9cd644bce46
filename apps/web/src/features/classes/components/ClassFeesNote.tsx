import { LIMITS } from '@kinetic/domain';
import { Button, Group, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { feeAmountText, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useClassFees } from '../api/class-fees';

/**
 * What a late cancel and a no-show of this class cost (docs/adr/0040), under its booking button: only
 * the fees above zero, nothing when its partner charges none. Nothing shows while they load (the class
 * route asks for them beside the class, so they usually come together): a line that may never appear
 * reserves no room. A failure says so with a retry, as a fee is something to know before booking.
 */
export function ClassFeesNote({ classSessionId }: { classSessionId: number }) {
  const { t } = useTranslation('classes');
  const fees = useClassFees(classSessionId);
  if (fees.isError) {
    return (
      <Text size="sm" c="red.9" data-testid="class-fees-error">
        {t('fees.loadError')}{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => void fees.refetch()}>
          {t('fees.tryAgain')}
        </Button>
      </Text>
    );
  }
  const terms = fees.data;
  if (!terms) return null;
  const amount = (fee: number) => feeAmountText(terms.feeUnit, fee, terms.currencyCode);
  const parts = [
    terms.lateCancelFee > 0 &&
      t('fees.lateCancel', {
        hours: formatNumber(LIMITS.refundCutoffHours),
        amount: amount(terms.lateCancelFee),
      }),
    terms.noShowFee > 0 && t('fees.noShow', { amount: amount(terms.noShowFee) }),
  ].filter((part): part is string => typeof part === 'string');
  if (parts.length === 0) return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconReceipt size={16} aria-hidden style={{ flexShrink: 0, marginBlockStart: 2 }} />
      <Text size="sm" data-testid="class-fees">
        {parts.join(' ')}
      </Text>
    </Group>
  );
}
