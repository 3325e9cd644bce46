import { Fieldset, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from '../../../lib/i18n';
import { useAreaOptions } from '../../../lib/reference-data';
import type { ClassFormValues } from '../model/class-form';

/**
 * Where a freelance trainer's in-person class happens: the address, the area (one of
 * the store's, so a search by area finds the class) and an optional map pin.
 */
export function VenueFields({
  form,
  storeId,
}: {
  form: UseFormReturnType<ClassFormValues>;
  storeId: number;
}) {
  const { t } = useTranslation('classManagement');
  const areas = useAreaOptions(storeId);
  return (
    <Fieldset legend={t('venue.heading')} radius="md">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('venue.help')}
        </Text>
        <TextInput
          label={t('venue.address')}
          placeholder={t('venue.addressPlaceholder')}
          withAsterisk
          maxLength={500}
          dir="auto"
          {...form.getInputProps('venue.address')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('venue.area')}
            placeholder={t('venue.chooseArea')}
            withAsterisk
            searchable
            data={areas}
            {...form.getInputProps('venue.localityId')}
          />
          <TextInput
            label={t('venue.name')}
            placeholder={t('venue.namePlaceholder')}
            maxLength={250}
            dir="auto"
            {...form.getInputProps('venue.name')}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed" id="venue-pin-help">
          {t('venue.pinHelp')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label={t('venue.latitude')}
            decimalScale={6}
            min={-90}
            max={90}
            aria-describedby="venue-pin-help"
            {...form.getInputProps('venue.latitude')}
          />
          <NumberInput
            label={t('venue.longitude')}
            decimalScale={6}
            min={-180}
            max={180}
            aria-describedby="venue-pin-help"
            {...form.getInputProps('venue.longitude')}
          />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
