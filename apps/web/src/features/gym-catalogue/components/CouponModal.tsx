import { type Coupon, couponInputSchema, toMajorString, toMinor } from '@kinetic/domain';
import { Group, MultiSelect, NumberInput, Select, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import { useTranslation } from '../../../lib/i18n';
import { fieldErrors } from '../../../lib/zod-form';
import { useAllGymPackages, useSaveCoupon } from '../api/catalogue';

type Num = string | number;
interface Draft {
  name: string;
  discountType: 'PERCENTAGE' | 'AMOUNT';
  discountValue: Num;
  extraCredits: Num;
  extraDays: Num;
  validFrom: string;
  validTo: string;
  maxUses: Num;
  maxUsesPerUser: Num;
  packageIds: string[];
  active: boolean;
}

const draftOf = (c: Coupon | null, currencyCode: string): Draft => ({
  name: c?.name ?? '',
  discountType: c?.discountType ?? 'PERCENTAGE',
  discountValue: !c
    ? ''
    : c.discountType === 'AMOUNT'
      ? toMajorString(c.discountValue, currencyCode)
      : c.discountValue,
  extraCredits: c?.extraCredits ?? 0,
  extraDays: c?.extraDays ?? 0,
  validFrom: c?.validFrom ?? '',
  validTo: c?.validTo ?? '',
  maxUses: c?.maxUses ?? '',
  maxUsesPerUser: c?.maxUsesPerUser ?? 1,
  packageIds: (c?.packageIds ?? []).map(String),
  active: c?.active ?? true,
});

const numberOrNull = (value: Num) => (value === '' ? null : Number(value));

/** Create a coupon for the gym's packages, or edit one. */
export function CouponModal({
  existing,
  currencyCode,
  decimals,
  onClose,
}: {
  existing: Coupon | null;
  currencyCode: string;
  decimals: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('gymCatalogue');
  const [draft, setDraft] = useState<Draft>(() => draftOf(existing, currencyCode));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const packages = useAllGymPackages();
  const save = useSaveCoupon();
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const amount = draft.discountType === 'AMOUNT';

  function submit() {
    const value =
      draft.discountValue === ''
        ? undefined
        : amount
          ? toMinor(String(draft.discountValue), currencyCode)
          : Number(draft.discountValue);
    const parsed = couponInputSchema.safeParse({
      name: draft.name,
      discountType: draft.discountType,
      discountValue: value,
      extraCredits: draft.extraCredits === '' ? 0 : Number(draft.extraCredits),
      extraDays: draft.extraDays === '' ? 0 : Number(draft.extraDays),
      validFrom: draft.validFrom || null,
      validTo: draft.validTo || null,
      maxUses: numberOrNull(draft.maxUses),
      maxUsesPerUser: numberOrNull(draft.maxUsesPerUser),
      packageIds: draft.packageIds.map(Number),
      active: draft.active,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return undefined;
    }
    setErrors({});
    return save.mutateAsync({ id: existing?.id ?? null, body: parsed.data });
  }

  const whole = (
    key: 'extraCredits' | 'extraDays' | 'maxUses' | 'maxUsesPerUser',
    label: string,
    hint?: string,
  ) => (
    <NumberInput
      label={label}
      description={hint}
      value={draft[key]}
      onChange={(value) => set({ [key]: value })}
      min={0}
      allowDecimal={false}
      allowNegative={false}
      error={errors[key]}
    />
  );

  return (
    <FormDialog
      title={existing ? t('coupons.modal.editTitle') : t('coupons.modal.addTitle')}
      size="lg"
      onSubmit={submit}
      onClose={onClose}
    >
      <TextInput
        label={t('coupons.fields.code')}
        description={t('coupons.fields.codeHint')}
        value={draft.name}
        onChange={(event) => set({ name: event.currentTarget.value })}
        error={errors.name}
        withAsterisk
      />
      <Group grow align="flex-start">
        <Select
          label={t('coupons.fields.discountType')}
          allowDeselect={false}
          data={[
            { value: 'PERCENTAGE', label: t('coupons.percentage') },
            { value: 'AMOUNT', label: t('coupons.amount', { currency: currencyCode }) },
          ]}
          value={draft.discountType}
          onChange={(value) => set({ discountType: value === 'AMOUNT' ? 'AMOUNT' : 'PERCENTAGE' })}
        />
        <NumberInput
          label={
            amount ? t('coupons.fields.amount', { currency: currencyCode }) : t('coupons.fields.percent')
          }
          value={draft.discountValue}
          onChange={(value) => set({ discountValue: value })}
          min={0}
          decimalScale={amount ? decimals : 0}
          allowDecimal={amount}
          allowNegative={false}
          error={errors.discountValue}
          withAsterisk
        />
      </Group>
      <Group grow align="flex-start">
        {whole('extraCredits', t('coupons.fields.extraCredits'))}
        {whole('extraDays', t('coupons.fields.extraDays'))}
      </Group>
      <Group grow align="flex-start">
        <TextInput
          type="date"
          label={t('coupons.fields.validFrom')}
          value={draft.validFrom}
          onChange={(event) => set({ validFrom: event.currentTarget.value })}
          error={errors.validFrom}
        />
        <TextInput
          type="date"
          label={t('coupons.fields.validTo')}
          value={draft.validTo}
          onChange={(event) => set({ validTo: event.currentTarget.value })}
          error={errors.validTo}
        />
      </Group>
      <Group grow align="flex-start">
        {whole('maxUses', t('coupons.fields.maxUses'), t('coupons.fields.noLimitHint'))}
        {whole('maxUsesPerUser', t('coupons.fields.maxUsesPerUser'), t('coupons.fields.noLimitHint'))}
      </Group>
      <MultiSelect
        label={t('coupons.fields.packages')}
        description={t('coupons.fields.packagesHint')}
        data={(packages.data?.items ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
        value={draft.packageIds}
        onChange={(value) => set({ packageIds: value })}
        error={errors.packageIds}
        searchable
        clearable
      />
      <Switch
        label={t('coupons.fields.active')}
        checked={draft.active}
        onChange={(event) => set({ active: event.currentTarget.checked })}
      />
    </FormDialog>
  );
}
