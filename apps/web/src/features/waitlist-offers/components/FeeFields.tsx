import { currencyDecimals, FEE_UNITS, type FeeUnit, LIMITS, SEAT_FEE_LIMITS } from '@kinetic/domain';
import { Group, NumberInput, Radio, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { MoneyInput } from '../../../components/MoneyInput';
import { currencyName, feeAmountText, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { chargesFees, feeRuleOf, type PolicyField, type SeatPolicyDraft } from '../model/seat-policy-draft';

type FeeChange = Partial<Pick<SeatPolicyDraft, 'lateCancelFee' | 'noShowFee' | 'feeDelayHours'>>;

/**
 * The seat policy's late-cancel and no-show fees (docs/adr/0040): their unit (the customers' credits or
 * the partner's money), each fee (0 or empty: none), how long after it is recorded a fee is taken (shown
 * once a fee is charged), and the rule read back.
 */
export function FeeFields({
  draft,
  currencyCode,
  errors,
  ids,
  onChange,
  onUnit,
}: {
  draft: SeatPolicyDraft;
  currencyCode: string;
  errors: Partial<Record<PolicyField, string>>;
  ids: { lateCancelFee: string; noShowFee: string; feeDelayHours: string };
  onChange: (change: FeeChange) => void;
  onUnit: (unit: FeeUnit) => void;
}) {
  const { t } = useTranslation('waitlistOffers');
  const headingId = useId();
  const money = draft.feeUnit === 'MONEY';
  const currency = currencyName(currencyCode);
  const hours = formatNumber(LIMITS.refundCutoffHours);
  const rule = feeRuleOf(draft, currencyCode);
  const amount = (fee: number) => feeAmountText(draft.feeUnit, fee, currencyCode);

  let summary: string | null = null;
  if (rule) {
    const charged =
      rule.lateCancel > 0 && rule.noShow > 0
        ? t('policy.fees.summaryBoth', {
            hours,
            lateCancel: amount(rule.lateCancel),
            noShow: amount(rule.noShow),
          })
        : rule.lateCancel > 0
          ? t('policy.fees.summaryLateCancel', { hours, lateCancel: amount(rule.lateCancel) })
          : t('policy.fees.summaryNoShow', { noShow: amount(rule.noShow) });
    const taken =
      rule.delayHours === 0
        ? t('policy.fees.takenAtOnce')
        : t('policy.fees.takenLater', { count: rule.delayHours });
    summary = `${charged} ${taken}`;
  }

  const feeField = (field: 'lateCancelFee' | 'noShowFee', help: string) => {
    const label = t(`policy.fees.${field}_${draft.feeUnit}`, { currency });
    return money ? (
      <MoneyInput
        // A new field for the other unit: the credits field's text is not read as money.
        key={`${field}-money`}
        id={ids[field]}
        label={label}
        description={help}
        currencyCode={currencyCode}
        decimals={currencyDecimals(currencyCode)}
        value={draft[field]}
        onChange={(value) => onChange({ [field]: value })}
        // Checked on Save, with the bounds named, rather than changed under the partner's hands.
        clampBehavior="none"
        error={errors[field]}
      />
    ) : (
      <NumberInput
        key={`${field}-credits`}
        id={ids[field]}
        label={label}
        description={help}
        value={draft[field]}
        onChange={(value) => onChange({ [field]: value })}
        min={SEAT_FEE_LIMITS.credits.min}
        max={SEAT_FEE_LIMITS.credits.max}
        clampBehavior="none"
        allowDecimal={false}
        allowNegative={false}
        error={errors[field]}
      />
    );
  };

  return (
    <Stack component="section" gap="lg" aria-labelledby={headingId}>
      <Stack gap={4}>
        <Title order={2} size="h4" id={headingId}>
          {t('policy.fees.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('policy.fees.help')}
        </Text>
      </Stack>
      <Radio.Group
        label={t('policy.fees.unit')}
        value={draft.feeUnit}
        onChange={(value) => onUnit(value as FeeUnit)}
      >
        <Group gap="lg" mt="xs">
          {FEE_UNITS.map((unit) => (
            <Radio key={unit} value={unit} label={t(`policy.fees.unit_${unit}`, { currency })} />
          ))}
        </Group>
      </Radio.Group>
      {feeField('lateCancelFee', t('policy.fees.lateCancelHelp', { hours }))}
      {feeField('noShowFee', t('policy.fees.noShowHelp'))}
      {chargesFees(draft) && (
        <NumberInput
          id={ids.feeDelayHours}
          label={t('policy.fees.delay')}
          description={t('policy.fees.delayHelp', {
            min: formatNumber(SEAT_FEE_LIMITS.delayHours.min),
            max: formatNumber(SEAT_FEE_LIMITS.delayHours.max),
          })}
          value={draft.feeDelayHours}
          onChange={(value) => onChange({ feeDelayHours: value })}
          min={SEAT_FEE_LIMITS.delayHours.min}
          max={SEAT_FEE_LIMITS.delayHours.max}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          error={errors.feeDelayHours}
          withAsterisk
        />
      )}
      {summary && (
        <Text size="sm" fw={500} data-testid="fee-summary">
          {summary}
        </Text>
      )}
    </Stack>
  );
}
