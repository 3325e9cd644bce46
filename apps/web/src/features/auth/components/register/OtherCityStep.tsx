import { LIMITS, MSG } from '@kinetic/domain';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { z } from 'zod';
import { ApiError } from '../../../../lib/api-client';
import { useTranslation } from '../../../../lib/i18n';
import { zodResolver } from '../../../../lib/zod-form';
import { type SavedCity, useSaveInterestedCity } from '../../api/interested-city';
import { FormError } from '../FormError';
import { StepActions } from './StepActions';
import { StepTitle } from './StepTitle';

const citySchema = z.object({
  cityName: z.string().trim().min(1, MSG.validCity).max(LIMITS.nameMax, MSG.maxLength(LIMITS.nameMax)),
});

/** 'Other' country: remember which city the user would like us to open in. */
export function OtherCityStep({
  onBack,
  onSaved,
}: {
  onBack: () => void;
  onSaved: (city: SavedCity) => void;
}) {
  const { t } = useTranslation('auth');
  const save = useSaveInterestedCity();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ initialValues: { cityName: '' }, validate: zodResolver(citySchema) });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      onSaved(await save.mutateAsync(citySchema.parse(values).cityName));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.fields.cityName) form.setFieldError('cityName', error.fields.cityName);
      else if (error.status > 0 && error.status < 500) setFailure(error.message);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <StepTitle>{t('register.whereWorkout')}</StepTitle>
        <Text size="sm" c="dimmed">
          {t('register.otherCityIntro')}
        </Text>
        <TextInput
          label={t('fields.city')}
          autoComplete="address-level2"
          data-autofocus
          {...form.getInputProps('cityName')}
        />
        <FormError message={failure} />
      </Stack>
      <StepActions onBack={onBack}>
        <Button type="submit" loading={save.isPending}>
          {t('register.next')}
        </Button>
      </StepActions>
    </form>
  );
}
