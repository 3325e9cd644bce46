import type { CancelResultDto } from '@kinetic/domain';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useBrand } from '../../../lib/brand';
import { creditsText } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';

/** Alert titles in the text colour: the light yellow and green tints fail WCAG AA with coloured text. */
export const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } };

/** What the cancel gave back: the refund and the package balance, or why nothing came back. */
export function CancelOutcome({ result, onDone }: { result: CancelResultDto; onDone: () => void }) {
  const { t } = useTranslation('schedule');
  const brand = useBrand();
  const pkg = result.userPackageDetailDtoList.find((p) => p.id === result.booking.userPackageId);
  // A prime brand hides credits (SPEC 1): it says that the refund happened, not how many.
  const credits = creditsText(result.creditsRefunded);
  const refund = brand.isPrime
    ? t('outcome.refundedPrime')
    : pkg?.packageType === 'AUTOJOINWITHPACKAGE'
      ? t('outcome.backToProgram')
      : pkg
        ? t('outcome.refundedTo', { credits, name: pkg.name, balance: creditsText(pkg.balance) })
        : t('outcome.refunded', { credits });

  return (
    <Stack gap="md" data-testid="cancel-outcome">
      <Alert
        color={result.refunded ? 'green' : 'yellow'}
        icon={result.refunded ? <IconCircleCheck size={18} /> : <IconInfoCircle size={18} />}
        title={t('outcome.title')}
        role="status"
        styles={READABLE_TITLE}
      >
        {result.refunded ? refund : (result.warning ?? t('outcome.nothingToRefund'))}
      </Alert>
      {result.waitlistPromoted && (
        <Alert color="gray" variant="light">
          {t('outcome.spotPassed')}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={onDone} data-autofocus>
          {t('outcome.done')}
        </Button>
      </Group>
    </Stack>
  );
}
