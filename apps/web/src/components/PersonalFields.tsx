import { Group, Radio, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from '../lib/i18n';
import { useNationalities } from '../lib/reference-data';
import { DobInput } from './DobInput';

type InputProps = (path: 'gender' | 'dob' | 'nationality' | 'location') => GetInputPropsReturnType;

/** SPEC 3.1 gender choice, shared by the customer, trainer and gym profile forms. */
export function GenderRadio({ required, ...props }: GetInputPropsReturnType & { required?: boolean }) {
  const { t } = useTranslation();
  return (
    <Radio.Group label={t('personal.gender')} withAsterisk={required} {...props}>
      <Group mt={6}>
        <Radio value="MALE" label={t('personal.male')} />
        <Radio value="FEMALE" label={t('personal.female')} />
      </Group>
    </Radio.Group>
  );
}

/**
 * Gender, date of birth (never in the future), nationality and location: the person fields of the
 * customer profile and the trainer edit (SPEC 3.1), for any form whose values use those names.
 */
export function PersonalFields({
  inputProps,
  genderRequired,
}: {
  inputProps: InputProps;
  genderRequired?: boolean;
}) {
  const nationalities = useNationalities();
  const { t } = useTranslation();
  return (
    <>
      <GenderRadio required={genderRequired} {...inputProps('gender')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DobInput label={t('personal.dob')} clearable {...inputProps('dob')} />
        <Select
          label={t('personal.nationality')}
          placeholder={
            nationalities.isError ? t('personal.nationalityFailed') : t('personal.nationalitySearch')
          }
          data={nationalities.data ?? []}
          searchable
          clearable
          nothingFoundMessage={t('personal.nationalityNone')}
          disabled={nationalities.isPending}
          {...inputProps('nationality')}
        />
      </SimpleGrid>
      <TextInput
        label={t('personal.location')}
        placeholder={t('personal.locationPlaceholder')}
        autoComplete="address-level2"
        {...inputProps('location')}
      />
    </>
  );
}
