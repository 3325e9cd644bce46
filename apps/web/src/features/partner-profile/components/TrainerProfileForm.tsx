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
import { useClassCategories } from '../../../lib/reference-data';
import { focusFirstError } from '../../../lib/zod-form';
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
  const categories = useClassCategories();
  const initial = useMemo(() => trainerFormValues(profile), [profile]);
  const form = useForm<TrainerFormValues>({ initialValues: initial, validate: validateTrainer });
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
            About you
          </Title>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label="First name"
                withAsterisk
                autoComplete="given-name"
                {...form.getInputProps('firstName')}
              />
              <TextInput
                label="Last name"
                withAsterisk
                autoComplete="family-name"
                {...form.getInputProps('lastName')}
              />
            </SimpleGrid>
            <PersonalFields inputProps={(path) => form.getInputProps(path)} />
            <Radio.Group label="Trainer type" withAsterisk {...form.getInputProps('trainerType')}>
              <Group mt={6}>
                {TRAINER_TYPES.map((type) => (
                  <Radio key={type} value={type} label={TRAINER_TYPE_LABEL[type]} />
                ))}
              </Group>
            </Radio.Group>
            <Textarea
              label="Bio"
              withAsterisk
              autosize
              minRows={4}
              maxRows={10}
              description={`${bioLength} / ${BIO_MAX} characters`}
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
            Certificates
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            Qualifications members should know about, e.g. "ACE Personal Trainer".
          </Text>
          <Stack gap="xs">
            {form.values.certificates.map((_, index) => (
              <Group key={`certificate-${index.toString()}`} gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  aria-label={`Certificate ${index + 1}`}
                  placeholder="Certificate name"
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
                  aria-label={`Remove certificate ${index + 1}`}
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
              Add certificate
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
            Activities you teach
          </Title>
          <ActivityChoice
            label="Activities"
            description="Choose at least one."
            categories={categories.data ?? []}
            loading={categories.isPending}
            value={form.values.activityIds}
            onChange={(value) => form.setFieldValue('activityIds', value)}
            error={form.errors.activityIds as string | undefined}
          />
        </Card>
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={saving}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
