import { Group, Select, SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError, LoadMore } from '../../../components/LoadStates';
import { useTranslation } from '../../../lib/i18n';
import { allItems } from '../../../lib/paging';
import { useClassCategories } from '../../../lib/reference-data';
import { useTrainers } from '../api/trainers';
import { TrainerCard } from './TrainerCard';

const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

/** The trainers page: a grid filtered by name and activity, 12 at a time. */
export function TrainerDirectory() {
  const { t } = useTranslation('trainers');
  const [name, setName] = useState('');
  const [debouncedName] = useDebouncedValue(name, 250);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const categories = useClassCategories();
  const trainers = useTrainers({
    queryString: debouncedName.trim() || undefined,
    classCategoryId: categoryId ? Number(categoryId) : undefined,
  });
  const items = allItems(trainers.data?.pages);

  return (
    <Stack gap="lg">
      <Group gap="sm" align="flex-end">
        <TextInput
          label={t('directory.name')}
          placeholder={t('directory.namePlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          w={{ base: '100%', xs: 260 }}
        />
        <Select
          label={t('directory.activity')}
          placeholder={t('directory.allActivities')}
          data={(categories.data ?? []).map((category) => ({
            value: String(category.id),
            label: category.name,
          }))}
          value={categoryId}
          onChange={setCategoryId}
          clearable
          w={{ base: '100%', xs: 220 }}
        />
      </Group>
      {trainers.isPending ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
          {SKELETONS.map((key) => (
            <Skeleton key={key} h={220} radius="md" />
          ))}
        </SimpleGrid>
      ) : trainers.isError ? (
        <LoadError
          title={t('directory.loadError')}
          error={trainers.error}
          onRetry={() => void trainers.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState icon={<IconUsers size={34} />} title={t('directory.emptyTitle')}>
          {t('directory.emptyText')}
        </EmptyState>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
            {items.map((trainer) => (
              <TrainerCard key={trainer.id} trainer={trainer} />
            ))}
          </SimpleGrid>
          <LoadMore of={trainers} />
        </>
      )}
    </Stack>
  );
}
