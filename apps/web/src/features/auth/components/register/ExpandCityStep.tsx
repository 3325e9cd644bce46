import { interestedCityEmailSchema } from '@kinetic/domain';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { notifications } from '../../../../components/toasts';
import { ApiError } from '../../../../lib/api-client';
import { useTranslation } from '../../../../lib/i18n';
import { zodResolver } from '../../../../lib/zod-form';
import { type SavedCity, useSaveInterestedCityEmail } from '../../api/interested-city';
import { FormError } from '../FormError';
import { StepActions } from './StepActions';
import { StepTitle } from './StepTitle';

/** After the city is saved: optionally leave an e-mail for news. Both ways end at the class list. */
export function ExpandCityStep({ city, onDone }: { city: SavedCity; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const save = useSaveInterestedCityEmail();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { useremail: '' },
    validate: zodResolver(interestedCityEmailSchema),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const { useremail } = interestedCityEmailSchema.parse(values);
      await save.mutateAsync({ city, useremail });
      notifications.show({
        color: 'teal',
        title: t('register.onTheList'),
        message: t('register.onTheListMessage'),
      });
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.fields.useremail) form.setFieldError('useremail', error.fields.useremail);
      else if (error.status > 0 && error.status < 500) setFailure(error.message);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <StepTitle>{t('register.expandTitle')}</StepTitle>
        <Text size="sm" c="dimmed">
          {t('register.expandIntro')}
        </Text>
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          data-autofocus
          {...form.getInputProps('useremail')}
        />
        <FormError message={failure} />
      </Stack>
      <StepActions onSkip={onDone}>
        <Button type="submit" loading={save.isPending}>
          {t('register.keepMeUpdated')}
        </Button>
      </StepActions>
    </form>
  );
}
