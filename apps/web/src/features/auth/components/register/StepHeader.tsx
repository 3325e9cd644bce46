import { Group, Progress, Text } from '@mantine/core';
import { formatNumber } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/i18n';

/** Where the user is in the registration flow. */
export function StepHeader({ step, total }: { step: number; total: number }) {
  const { t } = useTranslation('auth');
  const label = t('register.step', { step: formatNumber(step), total: formatNumber(total) });
  return (
    <Group gap="sm" wrap="nowrap" mb="md">
      <Text size="xs" fw={600} c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
      <Progress
        value={(step / total) * 100}
        size="sm"
        radius="xl"
        style={{ flex: 1 }}
        aria-label={t('register.progress', { label })}
      />
    </Group>
  );
}
