import { ROLL_DEFAULTS, type RollDefault } from '@kinetic/domain';
import { Group, Radio } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';

/**
 * What the roll makes of a booking neither checked in nor marked absent when it closes: a no-show
 * (where members check in at the door), or attended (where nobody checks in and staff mark only who
 * did not come).
 */
export function RollDefaultField({
  value,
  onChange,
}: {
  value: RollDefault;
  onChange: (rollDefault: RollDefault) => void;
}) {
  const { t } = useTranslation('waitlistOffers');
  return (
    <Radio.Group
      label={t('policy.rollDefault.label')}
      description={t('policy.rollDefault.help')}
      value={value}
      onChange={(next) => onChange(next as RollDefault)}
    >
      <Group gap="lg" mt="xs">
        {ROLL_DEFAULTS.map((choice) => (
          <Radio key={choice} value={choice} label={t(`policy.rollDefault.${choice}`)} />
        ))}
      </Group>
    </Radio.Group>
  );
}
