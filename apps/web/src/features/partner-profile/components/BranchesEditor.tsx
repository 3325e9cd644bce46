import type { CityDto, LocalityDto } from '@kinetic/domain';
import {
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { confirmPopup } from '../../../components/confirm/confirm-store';
import { useTranslation } from '../../../lib/i18n';
import { countFigure } from '../model/figures';
import { blankBranch, type GymFormValues } from '../model/profile-forms';
import { isPinned, PinFields } from './PinFields';

interface Props {
  form: UseFormReturnType<GymFormValues>;
  cities: CityDto[];
  localities: LocalityDto[];
}

/** The gym's branches: city, locality, address, a pin on the map (or typed coordinates), instructions. */
export function BranchesEditor({ form, cities, localities }: Props) {
  const { t } = useTranslation('partnerProfile');
  const branches = form.values.branches;

  const remove = async (index: number) => {
    const branch = branches[index];
    const answer = await confirmPopup({
      code: 'CONFIRM',
      title: t('branches.deleteTitle'),
      message: t('branches.deleteQuestion', { name: branch?.name || t('branches.newBranch') }),
    });
    if (answer.confirmed) form.removeListItem('branches', index);
  };

  return (
    <Stack gap="md">
      {branches.length === 0 && <Text c="dimmed">{t('branches.none')}</Text>}
      {branches.map((branch, index) => {
        const at = (field: string) => `branches.${index}.${field}`;
        const cityLocalities = localities.filter((locality) => String(locality.cityId) === branch.cityId);
        const pinned = isPinned(branch.latitude, branch.longitude);
        const title = branch.name.trim() || t('branches.branchN', { n: countFigure(index + 1) });
        return (
          <Card key={branch.key} withBorder radius="md" padding="md" data-testid="branch-form">
            <Group justify="space-between" mb="sm">
              <Title order={3} size="h5">
                {title}
              </Title>
              <Button
                variant="subtle"
                color="red"
                c="red.9"
                size="xs"
                leftSection={<IconTrash size={14} />}
                onClick={() => void remove(index)}
                aria-label={t('branches.deleteNamed', { name: title })}
              >
                {t('branches.delete')}
              </Button>
            </Group>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <TextInput
                  label={t('branches.name')}
                  dir="auto"
                  withAsterisk
                  {...form.getInputProps(at('name'))}
                />
                <Select
                  label={t('branches.city')}
                  withAsterisk
                  searchable
                  placeholder={t('branches.chooseCity')}
                  data={cities.map((city) => ({ value: String(city.id), label: city.name }))}
                  {...form.getInputProps(at('cityId'))}
                  onChange={(value) => {
                    form.setFieldValue(at('cityId'), value);
                    form.setFieldValue(at('localityId'), null);
                  }}
                />
                <Select
                  label={t('branches.locality')}
                  withAsterisk
                  searchable
                  placeholder={branch.cityId ? t('branches.chooseLocality') : t('branches.chooseCityFirst')}
                  disabled={!branch.cityId}
                  data={cityLocalities.map((locality) => ({
                    value: String(locality.id),
                    label: locality.name,
                  }))}
                  {...form.getInputProps(at('localityId'))}
                  onChange={(value) => {
                    form.setFieldValue(at('localityId'), value);
                    const locality = localities.find((item) => String(item.id) === value);
                    // A new branch starts its pin at the locality; a placed pin stays where it is.
                    if (locality && !pinned) {
                      form.setFieldValue(at('latitude'), locality.latitude);
                      form.setFieldValue(at('longitude'), locality.longitude);
                    }
                  }}
                />
              </SimpleGrid>
              <TextInput
                label={t('branches.address')}
                dir="auto"
                withAsterisk
                {...form.getInputProps(at('address'))}
              />
              <PinFields
                form={form}
                prefix={at('')}
                latitude={branch.latitude}
                longitude={branch.longitude}
                label={title}
                required
              />
              <Textarea
                label={t('branches.instructions')}
                dir="auto"
                description={t('branches.instructionsHelp')}
                autosize
                minRows={2}
                {...form.getInputProps(at('studioInstruction'))}
              />
              <Switch
                label={t('branches.closedForPrayers')}
                description={t('branches.closedForPrayersHelp')}
                {...form.getInputProps(at('closedForPrayers'), { type: 'checkbox' })}
              />
              <Switch
                label={t('branches.womenOnly')}
                description={t('branches.womenOnlyHelp')}
                {...form.getInputProps(at('womenOnly'), { type: 'checkbox' })}
              />
            </Stack>
          </Card>
        );
      })}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        w="fit-content"
        onClick={() => form.insertListItem('branches', blankBranch())}
      >
        {t('branches.add')}
      </Button>
    </Stack>
  );
}
