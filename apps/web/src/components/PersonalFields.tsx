import { Group, Radio, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from '../lib/i18n';
import { useNationalityOptions } from '../lib/reference-data';
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
  const nationalities = useNationalityOptions();
  const { t } = useTranslation();
  return (
    <>
      <GenderRadio required={genderRequired} {...inputProps('gender')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DobInput label={t('personal.dob')} clearable {...inputProps('dob')} />
        <Select
          label={t('personal.nationality')}
          placeholder={t('personal.nationalitySearch')}
          data={nationalities}
          searchable
          clearable
          nothingFoundMessage={t('personal.nationalityNone')}
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
