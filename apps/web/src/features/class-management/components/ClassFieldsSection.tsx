import {
  AGE_CATEGORY_LABEL,
  type ClassCategoryDto,
  type FITNESS_LEVELS,
  GENDER_RULE_LABEL,
  PRICE_MODEL_LABEL,
  PRICE_MODELS,
  REMINDER_CHOICES,
} from '@kinetic/domain';
import {
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import { domainText, useTranslation } from '../../../lib/i18n';
import type { BranchOption } from '../api/editor-options';
import { asksVenue, type ClassFormValues, usesCredits, usesPrice } from '../model/class-form';
import { countFigure } from '../model/time-options';
import { VenueFields } from './VenueFields';

const FITNESS_KEYS: (typeof FITNESS_LEVELS)[number][] = ['BASIC', 'INTERMEDIATE', 'ADVANCED', 'DONTSPECIFY'];
const SEAT_DISPLAY_KEYS = ['SHOWALL', 'SHOWTHREEANDABOVEAVAILSEAT', 'HIDEALLAVAILSEAT'] as const;
/** A domain label map as options, each label in the reader's language. */
const toOptions = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label: domainText(label) }));

const REMINDER_KEYS = {
  0: 'fields.reminderOptions.none',
  30: 'fields.reminderOptions.30',
  60: 'fields.reminderOptions.60',
  180: 'fields.reminderOptions.180',
  1440: 'fields.reminderOptions.1440',
} as const satisfies Record<(typeof REMINDER_CHOICES)[number], string>;

/** The editor's reminder times, plus the class's own when the API set another one. */
function reminderOptions(t: TFunction<'classManagement'>, current: string) {
  const options = REMINDER_CHOICES.map((minutes) => ({
    value: String(minutes),
    label: t(REMINDER_KEYS[minutes]),
  }));
  if (current && !options.some((option) => option.value === current)) {
    options.push({
      value: current,
      label: t('fields.reminderOptions.custom', { n: countFigure(Number(current)) }),
    });
  }
  return options;
}

/** A sub-category a gym made under one of the activities, named in the reader's language. */
export interface SubCategoryOption {
  id: number;
  classCategoryId: number;
  name: string;
}

interface Props {
  form: UseFormReturnType<ClassFormValues>;
  categories: ClassCategoryDto[];
  /** The gym's sub-categories; none for a trainer. */
  subCategories?: SubCategoryOption[];
  branches: BranchOption[] | null;
  currencyCode: string;
  /** The store whose areas a freelance trainer's venue is in. */
  storeId: number;
}

/** The class's own fields (SPEC 3.3): what it is, who it is for, what it costs, where it happens. */
export function ClassFieldsSection({
  form,
  categories,
  subCategories = [],
  branches,
  currencyCode,
  storeId,
}: Props) {
  const { t } = useTranslation('classManagement');
  const model = form.getValues().priceModel;
  const activityId = Number(form.getValues().classCategoryId);
  const subOptions = subCategories.filter((sub) => sub.classCategoryId === activityId);
  const subValue = form.getValues().subClassCategoryId;
  const branchOf = (id: string | null) => branches?.find((branch) => branch.value === id);
  // The API saves a women-only branch's classes as women's: the editor says so instead of offering a choice.
  const womenOnly = branchOf(form.getValues().gymBranchId)?.womenOnly === true;
  return (
    <Stack gap="md">
      <TextInput
        label={t('fields.title')}
        withAsterisk
        maxLength={250}
        dir="auto"
        {...form.getInputProps('title')}
      />
      <Textarea
        label={t('fields.description')}
        dir="auto"
        withAsterisk
        autosize
        minRows={3}
        maxRows={8}
        {...form.getInputProps('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('fields.activity')}
          withAsterisk
          searchable
          placeholder={t('fields.chooseActivity')}
          data={categories.map((category) => ({ value: String(category.id), label: category.name }))}
          {...form.getInputProps('classCategoryId')}
          onChange={(value) => {
            form.setFieldValue('classCategoryId', value);
            // A sub-category belongs to one activity: another activity clears it.
            const kept = subCategories.find((sub) => sub.id === form.getValues().subClassCategoryId);
            if (kept && String(kept.classCategoryId) !== value)
              form.setFieldValue('subClassCategoryId', null);
          }}
        />
        {subOptions.length > 0 && (
          <Select
            label={t('fields.subCategory')}
            placeholder={t('fields.noSubCategory')}
            clearable
            data={subOptions.map((sub) => ({ value: String(sub.id), label: sub.name }))}
            value={subValue === null ? null : String(subValue)}
            onChange={(value) => form.setFieldValue('subClassCategoryId', value ? Number(value) : null)}
            error={form.errors.subClassCategoryId}
          />
        )}
        <Select
          label={t('fields.priceModel')}
          withAsterisk
          allowDeselect={false}
          data={PRICE_MODELS.map((value) => ({ value, label: domainText(PRICE_MODEL_LABEL[value]) }))}
          {...form.getInputProps('priceModel')}
        />
        {usesCredits(model) && (
          <NumberInput
            label={t('fields.credits')}
            withAsterisk
            min={0}
            max={999}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('credit')}
          />
        )}
        {usesPrice(model) && (
          <TextInput
            label={t('fields.price', { currency: currencyCode })}
            withAsterisk
            inputMode="decimal"
            maxLength={5}
            {...form.getInputProps('price')}
          />
        )}
        <Select
          label={t('fields.whoMayJoin')}
          allowDeselect={false}
          data={toOptions(GENDER_RULE_LABEL)}
          {...form.getInputProps('classType')}
          {...(womenOnly && { value: 'FEMALE', disabled: true, description: t('fields.womenOnlyBranch') })}
        />
        <Select
          label={t('fields.fitnessLevel')}
          allowDeselect={false}
          data={FITNESS_KEYS.map((value) => ({ value, label: t(`fields.fitness.${value}`) }))}
          {...form.getInputProps('fitnessLevel')}
        />
        <Select
          label={t('fields.ageCategory')}
          allowDeselect={false}
          data={toOptions(AGE_CATEGORY_LABEL)}
          {...form.getInputProps('ageCategoryType')}
        />
        <Select
          label={t('fields.seatDisplay')}
          allowDeselect={false}
          data={SEAT_DISPLAY_KEYS.map((value) => ({ value, label: t(`fields.seatDisplayOptions.${value}`) }))}
          {...form.getInputProps('showAvailableSeatType')}
        />
        {branches && (
          <Select
            label={t('fields.branch')}
            placeholder={branches.length ? t('fields.chooseBranch') : t('fields.addBranchFirst')}
            data={branches}
            clearable
            {...form.getInputProps('gymBranchId')}
            onChange={(value) => {
              form.setFieldValue('gymBranchId', value);
              if (branchOf(value)?.womenOnly) form.setFieldValue('classType', 'FEMALE');
            }}
          />
        )}
        <TextInput
          label={t('fields.autoWaitlist')}
          description={t('fields.autoWaitlistHelp')}
          inputMode="numeric"
          maxLength={2}
          {...form.getInputProps('autoWaitListHours')}
        />
        <Select
          label={t('fields.reminderMinutes')}
          description={t('fields.reminderMinutesHelp')}
          allowDeselect={false}
          data={reminderOptions(t, form.getValues().reminderMinutes)}
          {...form.getInputProps('reminderMinutes')}
        />
      </SimpleGrid>
      <Textarea
        label={t('fields.reminder')}
        description={t('fields.reminderHelp')}
        dir="auto"
        autosize
        minRows={2}
        maxRows={4}
        {...form.getInputProps('reminder')}
      />
      <Textarea
        label={t('fields.specialNote')}
        dir="auto"
        autosize
        minRows={2}
        maxRows={4}
        {...form.getInputProps('specialNote')}
      />
      <Group gap="lg">
        <Checkbox
          label={t('fields.videoClass')}
          {...form.getInputProps('videoClass', { type: 'checkbox' })}
        />
        <Checkbox
          label={t('fields.specialProgram')}
          {...form.getInputProps('isSpecialProgram', { type: 'checkbox' })}
        />
      </Group>
      {asksVenue(form.getValues()) && <VenueFields form={form} storeId={storeId} />}
      {!form.getValues().hasGym && !asksVenue(form.getValues()) && (
        <Text size="sm" c="dimmed">
          {t('venue.onlineNote')}
        </Text>
      )}
    </Stack>
  );
}
