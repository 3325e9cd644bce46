import { SELF_CHECK_IN_MINUTES, SELF_CHECK_IN_RADIUS_METERS } from '@kinetic/domain';
import { NumberInput, Stack, Switch, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import type { PolicyField, SeatPolicyDraft } from '../model/seat-policy-draft';

type SelfCheckInChange = Partial<Pick<SeatPolicyDraft, 'selfCheckInMinutes'>>;

/**
 * The seat policy's self check-in: whether customers may tap "I'm here" on their booking at the branch
 * or venue, and from how many minutes before the start (shown once it is on). It works within the
 * domain's radius of the place, until the class ends.
 */
export function SelfCheckInFields({
  draft,
  errors,
  ids,
  onChange,
  onToggle,
}: {
  draft: SeatPolicyDraft;
  errors: Partial<Record<PolicyField, string>>;
  ids: { selfCheckInMinutes: string };
  onChange: (change: SelfCheckInChange) => void;
  onToggle: (on: boolean) => void;
}) {
  const { t } = useTranslation('waitlistOffers');
  const headingId = useId();
  return (
    <Stack component="section" gap="lg" aria-labelledby={headingId}>
      <Stack gap={4}>
        <Title order={2} size="h4" id={headingId}>
          {t('policy.selfCheckIn.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('policy.selfCheckIn.help')}
        </Text>
      </Stack>
      <Switch
        label={t('policy.selfCheckIn.allow')}
        checked={draft.selfCheckIn}
        onChange={(event) => onToggle(event.currentTarget.checked)}
      />
      {draft.selfCheckIn && (
        <NumberInput
          id={ids.selfCheckInMinutes}
          label={t('policy.selfCheckIn.minutes')}
          description={t('policy.selfCheckIn.minutesHelp', {
            min: formatNumber(SELF_CHECK_IN_MINUTES.min),
            max: formatNumber(SELF_CHECK_IN_MINUTES.max),
            meters: formatNumber(SELF_CHECK_IN_RADIUS_METERS),
          })}
          value={draft.selfCheckInMinutes}
          onChange={(value) => onChange({ selfCheckInMinutes: value })}
          min={SELF_CHECK_IN_MINUTES.min}
          max={SELF_CHECK_IN_MINUTES.max}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          error={errors.selfCheckInMinutes}
          withAsterisk
        />
      )}
    </Stack>
  );
}
