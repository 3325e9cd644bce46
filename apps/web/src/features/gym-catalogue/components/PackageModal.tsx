import {
  GYM_PACKAGE_TYPES,
  type GymPackage,
  type GymPackageType,
  gymPackageInputSchema,
  toMajorString,
  toMinor,
} from '@kinetic/domain';
import { Group, MultiSelect, NumberInput, Select, Switch, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import { useTranslation } from '../../../lib/i18n';
import { fieldErrors } from '../../../lib/zod-form';
import { useActivities, useProgramClasses, useSaveGymPackage } from '../api/catalogue';
import { nameInReader } from '../model/names';

type Num = string | number;
interface Draft {
  name: string;
  nameAr: string;
  description: string;
  packageType: GymPackageType;
  packageCategory: 'ADULTS' | 'CHILD';
  credits: Num;
  classes: Num;
  unlimited: boolean;
  validityDays: Num;
  price: Num;
  visitLimitPerGym: Num;
  readyPackageSize: Num;
  /** An activity pack's activities (ids as text, as the multi-select keeps them). */
  classCategoryIds: string[];
  /** A program's workshop class (id as text, as the select keeps it). */
  programClassId: string | null;
}

const draftOf = (p: GymPackage | null, currencyCode: string): Draft => ({
  name: p?.name ?? '',
  nameAr: p?.nameAr ?? '',
  description: p?.description ?? '',
  packageType: (p?.packageType as GymPackageType | undefined) ?? 'GYMSPECIFIC',
  packageCategory: p?.packageCategory ?? 'ADULTS',
  credits: p?.credits ?? 10,
  classes: p?.classes ?? '',
  unlimited: p?.unlimited ?? false,
  validityDays: p?.validityDays ?? 30,
  price: p ? toMajorString(p.price, currencyCode) : '',
  visitLimitPerGym: p?.visitLimitPerGym ?? '',
  readyPackageSize: p?.readyPackageSize ?? '',
  classCategoryIds: (p?.classCategoryIds ?? []).map(String),
  programClassId: p?.programClassId ? String(p.programClassId) : null,
});

const numberOrNull = (value: Num) => (value === '' ? null : Number(value));

/** Add a package the gym sells, or edit one (customers who bought it keep what they bought). */
export function PackageModal({
  existing,
  currencyCode,
  decimals,
  onClose,
}: {
  existing: GymPackage | null;
  currencyCode: string;
  decimals: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('gymCatalogue');
  const [draft, setDraft] = useState<Draft>(() => draftOf(existing, currencyCode));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveGymPackage();
  const activityPack = draft.packageType === 'SPECIALCLASSCATEGORY';
  const activities = useActivities(activityPack);
  const program = draft.packageType === 'AUTOJOINWITHPACKAGE';
  const programClasses = useProgramClasses(program);
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));

  function submit() {
    const parsed = gymPackageInputSchema.safeParse({
      name: draft.name,
      nameAr: draft.nameAr,
      description: draft.description,
      descriptionAr: existing?.descriptionAr ?? null,
      packageType: draft.packageType,
      packageCategory: draft.packageCategory,
      credits: draft.credits === '' ? 0 : Number(draft.credits),
      classes: draft.unlimited ? null : numberOrNull(draft.classes),
      unlimited: draft.unlimited,
      validityDays: numberOrNull(draft.validityDays) ?? undefined,
      price: draft.price === '' ? undefined : toMinor(String(draft.price), currencyCode),
      visitLimitPerGym: numberOrNull(draft.visitLimitPerGym),
      readyPackageSize: numberOrNull(draft.readyPackageSize),
      reminder: existing?.reminder ?? null,
      subscriptionWeeks: existing?.subscriptionWeeks ?? 4,
      classCategoryIds: activityPack ? draft.classCategoryIds.map(Number) : [],
      programClassId: program && draft.programClassId ? Number(draft.programClassId) : null,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return undefined;
    }
    setErrors({});
    return save.mutateAsync({ id: existing?.id ?? null, body: parsed.data });
  }

  const numberField = (key: keyof Draft, label: string, extra: { description?: string } = {}) => (
    <NumberInput
      label={label}
      value={draft[key] as Num}
      onChange={(value) => set({ [key]: value } as Partial<Draft>)}
      min={0}
      allowDecimal={false}
      allowNegative={false}
      error={errors[key]}
      {...extra}
    />
  );

  return (
    <FormDialog
      title={existing ? t('packages.modal.editTitle') : t('packages.modal.addTitle')}
      size="lg"
      onSubmit={submit}
      onClose={onClose}
    >
      <Group grow align="flex-start">
        <TextInput
          label={t('packages.fields.name')}
          value={draft.name}
          onChange={(event) => set({ name: event.currentTarget.value })}
          error={errors.name}
          withAsterisk
        />
        <TextInput
          label={t('packages.fields.nameAr')}
          dir="rtl"
          value={draft.nameAr}
          onChange={(event) => set({ nameAr: event.currentTarget.value })}
          error={errors.nameAr}
        />
      </Group>
      <Textarea
        label={t('packages.fields.description')}
        value={draft.description}
        onChange={(event) => set({ description: event.currentTarget.value })}
        error={errors.description}
        autosize
        minRows={2}
      />
      <Group grow align="flex-start">
        <Select
          label={t('packages.fields.type')}
          allowDeselect={false}
          data={GYM_PACKAGE_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          value={draft.packageType}
          onChange={(value) => set({ packageType: (value as GymPackageType) ?? draft.packageType })}
          error={errors.packageType}
        />
        <Select
          label={t('packages.fields.category')}
          allowDeselect={false}
          data={[
            { value: 'ADULTS', label: t('categories.ADULTS') },
            { value: 'CHILD', label: t('categories.CHILD') },
          ]}
          value={draft.packageCategory}
          onChange={(value) => set({ packageCategory: value === 'CHILD' ? 'CHILD' : 'ADULTS' })}
        />
      </Group>
      {activityPack && (
        <MultiSelect
          label={t('packages.fields.activities')}
          description={t('packages.fields.activitiesHint')}
          data={(activities.data ?? [])
            .filter((a) => a.active || draft.classCategoryIds.includes(String(a.id)))
            .map((a) => ({ value: String(a.id), label: nameInReader(a) }))}
          value={draft.classCategoryIds}
          onChange={(value) => set({ classCategoryIds: value })}
          error={errors.classCategoryIds}
          withAsterisk
          searchable
        />
      )}
      {program && (
        <Select
          label={t('packages.fields.programClass')}
          description={
            programClasses.data?.length === 0
              ? t('packages.fields.noProgramClass')
              : t('packages.fields.programClassHint')
          }
          data={(programClasses.data ?? []).map((c) => ({
            value: String(c.id),
            label: t('packages.fields.programClassOption', { title: c.title, count: c.upcomingSessions }),
          }))}
          value={draft.programClassId}
          onChange={(value) => {
            set({ programClassId: value });
            setErrors(({ programClassId: _chosen, ...others }) => others);
          }}
          error={errors.programClassId}
          withAsterisk
          searchable
        />
      )}
      <Group grow align="flex-start">
        <NumberInput
          label={t('packages.fields.price', { currency: currencyCode })}
          value={draft.price}
          onChange={(value) => set({ price: value })}
          min={0}
          decimalScale={decimals}
          allowNegative={false}
          error={errors.price}
          withAsterisk
        />
        {numberField('validityDays', t('packages.fields.validityDays'))}
      </Group>
      <Switch
        label={t('packages.fields.unlimited')}
        checked={draft.unlimited}
        onChange={(event) => set({ unlimited: event.currentTarget.checked })}
      />
      <Group grow align="flex-start">
        {numberField('credits', t('packages.fields.credits'))}
        {!draft.unlimited &&
          numberField('classes', t('packages.fields.classes'), {
            description: t('packages.fields.classesHint'),
          })}
      </Group>
      <Group grow align="flex-start">
        {numberField('visitLimitPerGym', t('packages.fields.visitLimit'))}
        {numberField('readyPackageSize', t('packages.fields.readySize'))}
      </Group>
    </FormDialog>
  );
}
