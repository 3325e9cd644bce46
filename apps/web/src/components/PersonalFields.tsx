import { Group, Radio, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useNationalities } from '../lib/reference-data';
import { DobInput } from './DobInput';

type InputProps = (path: 'gender' | 'dob' | 'nationality' | 'location') => GetInputPropsReturnType;

/** SPEC 3.1 gender choice, shared by the customer, trainer and gym profile forms. */
export function GenderRadio({ required, ...props }: GetInputPropsReturnType & { required?: boolean }) {
  return (
    <Radio.Group label="Gender" withAsterisk={required} {...props}>
      <Group mt={6}>
        <Radio value="MALE" label="Male" />
        <Radio value="FEMALE" label="Female" />
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
  return (
    <>
      <GenderRadio required={genderRequired} {...inputProps('gender')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DobInput label="Date of birth" clearable {...inputProps('dob')} />
        <Select
          label="Nationality"
          placeholder={nationalities.isError ? 'Could not load the list' : 'Search your nationality'}
          data={nationalities.data ?? []}
          searchable
          clearable
          nothingFoundMessage="No nationality matches"
          disabled={nationalities.isPending}
          {...inputProps('nationality')}
        />
      </SimpleGrid>
      <TextInput
        label="Location"
        placeholder="Area or city, e.g. Salmiya"
        autoComplete="address-level2"
        {...inputProps('location')}
      />
    </>
  );
}
