import { type CancelResultDto, creditsText } from '@kinetic/domain';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useBrand } from '../../../lib/brand';

/** Alert titles in the text colour: the light yellow and green tints fail WCAG AA with coloured text. */
export const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } };

/** What the cancel gave back: the refund and the package balance, or why nothing came back. */
export function CancelOutcome({ result, onDone }: { result: CancelResultDto; onDone: () => void }) {
  const brand = useBrand();
  const pkg = result.userPackageDetailDtoList.find((p) => p.id === result.booking.userPackageId);
  // A prime brand hides credits (SPEC 1): it says that the refund happened, not how many.
  const refund = brand.isPrime
    ? 'Your booking has been refunded.'
    : `${creditsText(result.creditsRefunded)} refunded${pkg ? ` to ${pkg.name}. Balance: ${creditsText(pkg.balance)}.` : '.'}`;

  return (
    <Stack gap="md" data-testid="cancel-outcome">
      <Alert
        color={result.refunded ? 'green' : 'yellow'}
        icon={result.refunded ? <IconCircleCheck size={18} /> : <IconInfoCircle size={18} />}
        title="Your booking is cancelled"
        role="status"
        styles={READABLE_TITLE}
      >
        {result.refunded ? refund : (result.warning ?? 'This booking had nothing to refund.')}
      </Alert>
      {result.waitlistPromoted && (
        <Alert color="gray" variant="light">
          Your spot went to the next member on the waitlist.
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={onDone} data-autofocus>
          Done
        </Button>
      </Group>
    </Stack>
  );
}
