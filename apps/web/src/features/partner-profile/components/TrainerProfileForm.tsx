import { type ManageProfileDto, TRAINER_TYPE_LABEL, TRAINER_TYPES } from '@kinetic/domain';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCertificate, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { ActivityChoice } from '../../../components/ActivityChoice';
import { PersonalFields } from '../../../components/PersonalFields';
import { domainText, useTranslation } from '../../../lib/i18n';
import { useClassCategories } from '../../../lib/reference-data';
import { focusFirstError } from '../../../lib/zod-form';
import { countFigure, localiseErrors } from '../model/figures';
import {
  type TrainerFormValues,
  toTrainerBody,
  trainerFormValues,
  validateTrainer,
} from '../model/profile-forms';
import { useProfileSubmit } from '../model/use-profile-submit';

const BIO_MAX = 600;

/**
 * trainer/editProfile: name, gender, date of birth, nationality, location, trainer type, bio,
 * certificates and activities (SPEC 3.1 trainer edit).
 */
export function TrainerProfileForm({ profile, onSaved }: { profile: ManageProfileDto; onSaved: () => void }) {
  const { t } = useTranslation('partnerProfile');
  const categories = useClassCategories();
  const initial = useMemo(() => trainerFormValues(profile), [profile]);
  const form = useForm<TrainerFormValues>({
    initialValues: initial,
    validate: (values) => localiseErrors(validateTrainer(values)),
  });
  const { submit, saving } = useProfileSubmit(toTrainerBody(initial), form.setErrors, onSaved);
  const bioLength = form.values.bio.trim().length;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => submit(toTrainerBody(values)), focusFirstError(form))}
    >
      <Stack gap="lg">
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="trainer-about-title">
          <Title order={2} size="h4" mb="md" id="trainer-about-title">
            {t('trainer.about')}
          </Title>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t('trainer.firstName')}
                withAsterisk
                autoComplete="given-name"
                {...form.getInputProps('firstName')}
              />
              <TextInput
                label={t('trainer.lastName')}
                withAsterisk
                autoComplete="family-name"
                {...form.getInputProps('lastName')}
              />
            </SimpleGrid>
            <PersonalFields inputProps={(path) => form.getInputProps(path)} />
            <Radio.Group label={t('trainer.trainerType')} withAsterisk {...form.getInputProps('trainerType')}>
              <Group mt={6}>
                {TRAINER_TYPES.map((type) => (
                  <Radio key={type} value={type} label={domainText(TRAINER_TYPE_LABEL[type])} />
                ))}
              </Group>
            </Radio.Group>
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
        <Card
          withBorder
          radius="lg"
          padding="lg"
          component="section"
          aria-labelledby="trainer-certificates-title"
        >
          <Title order={2} size="h4" mb="xs" id="trainer-certificates-title">
            {t('trainer.certificates')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('trainer.certificatesHelp')}
          </Text>
          <Stack gap="xs">
            {form.values.certificates.map((_, index) => (
              <Group key={`certificate-${index.toString()}`} gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  aria-label={t('trainer.certificateN', { n: countFigure(index + 1) })}
                  placeholder={t('trainer.certificatePlaceholder')}
                  dir="auto"
                  leftSection={<IconCertificate size={16} />}
                  style={{ flex: 1 }}
                  {...form.getInputProps(`certificates.${index}`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  c="red.9"
                  size="lg"
                  mt={2}
                  aria-label={t('trainer.removeCertificateN', { n: countFigure(index + 1) })}
                  onClick={() => form.removeListItem('certificates', index)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            ))}
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => form.insertListItem('certificates', '')}
              w="fit-content"
              size="sm"
            >
              {t('trainer.addCertificate')}
            </Button>
          </Stack>
        </Card>
        <Card
          withBorder
          radius="lg"
          padding="lg"
          component="section"
          aria-labelledby="trainer-activities-title"
        >
          <Title order={2} size="h4" mb="md" id="trainer-activities-title">
            {t('trainer.activitiesTitle')}
          </Title>
          <ActivityChoice
            label={t('trainer.activities')}
            description={t('form.chooseOne')}
            categories={categories.data ?? []}
            loading={categories.isPending}
            value={form.values.activityIds}
            onChange={(value) => form.setFieldValue('activityIds', value)}
            error={form.errors.activityIds as string | undefined}
          />
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
