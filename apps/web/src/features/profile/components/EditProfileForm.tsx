import type { UserDto } from '@kinetic/domain';
import { Button, Card, Divider, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { ActivityChoice } from '../../../components/ActivityChoice';
import { PersonalFields } from '../../../components/PersonalFields';
import { useTranslation } from '../../../lib/i18n';
import { useClassCategories } from '../../../lib/reference-data';
import { useEditProfile } from '../hooks/use-edit-profile';
import { KidsEditor } from './KidsEditor';
import { MobileField } from './MobileField';

export function EditProfileForm({ user }: { user: UserDto }) {
  const { t } = useTranslation('profile');
  const categories = useClassCategories();
  const { form, submit, addKid, removeKid, saving } = useEditProfile(user, categories.data ?? []);
  const activityError = form.errors.activityIds;
  const { hash } = useLocation();

  // The router does not scroll to fragments: 'Add your kids' links land on #kids.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="personal-title">
          <Title order={2} size="h4" mb="md" id="personal-title">
            {t('edit.personal')}
          </Title>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t('edit.firstName')}
                withAsterisk
                autoComplete="given-name"
                {...form.getInputProps('firstName')}
              />
              <TextInput
                label={t('edit.lastName')}
                withAsterisk
                autoComplete="family-name"
                {...form.getInputProps('lastName')}
              />
            </SimpleGrid>
            <PersonalFields inputProps={(path) => form.getInputProps(path)} genderRequired />
            <Divider />
            <MobileField user={user} />
          </Stack>
        </Card>

        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="activities-title">
          <Title order={2} size="h4" mb="md" id="activities-title">
            {t('edit.activities')}
          </Title>
          <ActivityChoice
            label={t('edit.activitiesLabel')}
            categories={categories.data ?? []}
            loading={categories.isPending}
            value={form.values.activityIds}
            onChange={(ids) => form.setFieldValue('activityIds', ids)}
            error={typeof activityError === 'string' ? activityError : undefined}
          />
        </Card>

        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="kids-title" id="kids">
          <Title order={2} size="h4" mb="md" id="kids-title">
            {t('edit.kids')}
          </Title>
          <KidsEditor kids={form.values.kids} onAdd={addKid} onRemove={(kid) => void removeKid(kid)} />
        </Card>

        <Group justify="flex-end" gap="sm">
          <Button component={Link} to="/profile" variant="default">
            {t('edit.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
