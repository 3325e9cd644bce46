import type { ManageProfileDto, UserDto } from '@kinetic/domain';
import { Alert, Button, Card, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { ActivityChoice } from '../../../components/ActivityChoice';
import { GenderRadio } from '../../../components/PersonalFields';
import { useTranslation } from '../../../lib/i18n';
import { phoneInputProps } from '../../../lib/phone-input';
import { useCities, useClassCategories, useLocalities } from '../../../lib/reference-data';
import { focusFirstError } from '../../../lib/zod-form';
import { countFigure, localiseErrors } from '../model/figures';
import { type GymFormValues, gymFormValues, toGymBody, validateGym } from '../model/profile-forms';
import { useProfileSubmit } from '../model/use-profile-submit';
import { BranchesEditor } from './BranchesEditor';
import { PinFields } from './PinFields';

const BIO_MAX = 600;

/**
 * gym/editProfile: studio, bio, website, contact (gender, phone), main location with its pin,
 * activities and branches (SPEC 3.1 gym edit).
 */
export function GymProfileForm({
  profile,
  user,
  onSaved,
}: {
  profile: ManageProfileDto;
  user: UserDto;
  onSaved: () => void;
}) {
  const { t } = useTranslation('partnerProfile');
  const categories = useClassCategories();
  const cities = useCities(user.storeId);
  const localities = useLocalities();
  const initial = useMemo(() => gymFormValues(profile), [profile]);
  const form = useForm<GymFormValues>({
    initialValues: initial,
    validate: (values) => localiseErrors(validateGym(values)),
  });
  const { submit, saving } = useProfileSubmit(toGymBody(initial), form.setErrors, onSaved);
  const bioLength = form.values.bio.trim().length;

  return (
    <form noValidate onSubmit={form.onSubmit((values) => submit(toGymBody(values)), focusFirstError(form))}>
      <Stack gap="lg">
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="gym-about-title">
          <Title order={2} size="h4" mb="md" id="gym-about-title">
            {t('gym.studio')}
          </Title>
          <Stack gap="md">
            <TextInput
              label={t('gym.studioName')}
              dir="auto"
              withAsterisk
              {...form.getInputProps('studioName')}
            />
            <TextInput
              label={t('gym.website')}
              dir="ltr"
              type="url"
              placeholder="https://"
              {...form.getInputProps('website')}
            />
            <Textarea
              label={t('form.bio')}
              dir="auto"
              withAsterisk
              autosize
              minRows={4}
              maxRows={10}
              description={t('form.bioCount', { n: countFigure(bioLength), max: countFigure(BIO_MAX) })}
              {...form.getInputProps('bio')}
            />
          </Stack>
        </Card>
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="gym-contact-title">
          <Title order={2} size="h4" mb="md" id="gym-contact-title">
            {t('gym.contact')}
          </Title>
          <Stack gap="md">
            <GenderRadio {...form.getInputProps('gender')} />
            <TextInput
              label={t('gym.phone')}
              dir="ltr"
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              {...phoneInputProps(form.getInputProps('phone'))}
            />
            <TextInput
              label={t('gym.mainLocation')}
              dir="auto"
              placeholder={t('gym.mainLocationPlaceholder')}
              {...form.getInputProps('mainLocation')}
            />
            <Text size="sm" c="dimmed">
              {t('gym.pinHelp')}
            </Text>
            <PinFields
              form={form}
              prefix=""
              latitude={form.values.latitude}
              longitude={form.values.longitude}
              label={form.values.mainLocation.trim() || t('gym.mainLocation')}
            />
          </Stack>
        </Card>
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="gym-activities-title">
          <Title order={2} size="h4" mb="md" id="gym-activities-title">
            {t('gym.activitiesTitle')}
          </Title>
          <ActivityChoice
            label={t('gym.activities')}
            description={t('form.chooseOne')}
            categories={categories.data ?? []}
            loading={categories.isPending}
            value={form.values.activityIds}
            onChange={(value) => form.setFieldValue('activityIds', value)}
            error={form.errors.activityIds as string | undefined}
          />
        </Card>
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="gym-branches-title">
          <Title order={2} size="h4" mb="md" id="gym-branches-title">
            {t('gym.branches')}
          </Title>
          {(cities.isError || localities.isError) && (
            <Alert color="red" role="alert" mb="sm">
              {t('gym.citiesError')}
            </Alert>
          )}
          <BranchesEditor form={form} cities={cities.data ?? []} localities={localities.data ?? []} />
        </Card>
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={saving}>
            {t('form.saveChanges')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
