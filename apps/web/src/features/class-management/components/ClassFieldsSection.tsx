import {
  AGE_CATEGORY_LABEL,
  type ClassCategoryDto,
  type FITNESS_LEVELS,
  GENDER_RULE_LABEL,
  PRICE_MODEL_LABEL,
  PRICE_MODELS,
} from '@kinetic/domain';
import { Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Option } from '../api/editor-options';
import { type ClassFormValues, usesCredits, usesPrice } from '../model/class-form';

const FITNESS_LABEL: Record<(typeof FITNESS_LEVELS)[number], string> = {
  BASIC: 'Basic',
  INTERMEDIATE: 'Intermediate',
  ADVANCED: 'Advanced',
  DONTSPECIFY: "Don't specify",
};
const SEAT_DISPLAY_OPTIONS = [
  { value: 'SHOWALL', label: 'Show the seats left' },
  { value: 'SHOWTHREEANDABOVEAVAILSEAT', label: "Show '+3' when more than 3 are left" },
  { value: 'HIDEALLAVAILSEAT', label: 'Hide the seats left' },
];
const toOptions = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));

interface Props {
  form: UseFormReturnType<ClassFormValues>;
  categories: ClassCategoryDto[];
  branches: Option[] | null;
  currencyCode: string;
}

/** The class's own fields (SPEC 3.3): what it is, who it is for, what it costs, where it happens. */
export function ClassFieldsSection({ form, categories, branches, currencyCode }: Props) {
  const model = form.getValues().priceModel;
  return (
    <Stack gap="md">
      <TextInput label="Title" withAsterisk maxLength={250} {...form.getInputProps('title')} />
      <Textarea
        label="Description"
        withAsterisk
        autosize
        minRows={3}
        maxRows={8}
        {...form.getInputProps('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="Activity"
          withAsterisk
          searchable
          placeholder="Choose an activity"
          data={categories.map((category) => ({ value: String(category.id), label: category.name }))}
          {...form.getInputProps('classCategoryId')}
        />
        <Select
          label="Price model"
          withAsterisk
          allowDeselect={false}
          data={PRICE_MODELS.map((value) => ({ value, label: PRICE_MODEL_LABEL[value] }))}
          {...form.getInputProps('priceModel')}
        />
        {usesCredits(model) && (
          <NumberInput
            label="Credits per booking"
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
            label={`Price (${currencyCode})`}
            withAsterisk
            inputMode="decimal"
            maxLength={5}
            {...form.getInputProps('price')}
          />
        )}
        <Select
          label="Who may join"
          allowDeselect={false}
          data={toOptions(GENDER_RULE_LABEL)}
          {...form.getInputProps('classType')}
        />
        <Select
          label="Fitness level"
          allowDeselect={false}
          data={toOptions(FITNESS_LABEL)}
          {...form.getInputProps('fitnessLevel')}
        />
        <Select
          label="Age category"
          allowDeselect={false}
          data={toOptions(AGE_CATEGORY_LABEL)}
          {...form.getInputProps('ageCategoryType')}
        />
        <Select
          label="Seats shown to members"
          allowDeselect={false}
          data={SEAT_DISPLAY_OPTIONS}
          {...form.getInputProps('showAvailableSeatType')}
        />
        {branches && (
          <Select
            label="Branch"
            placeholder={branches.length ? 'Choose a branch' : 'Add a branch on your profile first'}
            data={branches}
            clearable
            {...form.getInputProps('gymBranchId')}
          />
        )}
        <TextInput
          label="Auto-waitlist (hours before start)"
          description="Members joining this close to the start go on the waitlist"
          inputMode="numeric"
          maxLength={2}
          {...form.getInputProps('autoWaitListHours')}
        />
      </SimpleGrid>
      <Textarea label="Reminder" autosize minRows={2} maxRows={4} {...form.getInputProps('reminder')} />
      <Textarea
        label="Special note from the trainer"
        autosize
        minRows={2}
        maxRows={4}
        {...form.getInputProps('specialNote')}
      />
      <Group gap="lg">
        <Checkbox label="Video class" {...form.getInputProps('videoClass', { type: 'checkbox' })} />
        <Checkbox label="Special program" {...form.getInputProps('isSpecialProgram', { type: 'checkbox' })} />
      </Group>
    </Stack>
  );
}
