import { SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingStore, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError, LoadMore } from '../../../components/LoadStates';
import { useTranslation } from '../../../lib/i18n';
import { allItems } from '../../../lib/paging';
import { useGyms } from '../api/gyms';
import { GymCard } from './GymCard';

const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** The gyms page: a grid filtered by studio, owner or branch name, 12 at a time. */
export function GymDirectory() {
  const { t } = useTranslation('gyms');
  const [name, setName] = useState('');
  const [debounced] = useDebouncedValue(name, 250);
  const gyms = useGyms(debounced.trim() || undefined);
  const items = allItems(gyms.data?.pages);
  return (
    <Stack gap="lg">
      <TextInput
        label={t('directory.search')}
        placeholder={t('directory.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        w={{ base: '100%', xs: 320 }}
      />
      {gyms.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {SKELETONS.map((key) => (
            <Skeleton key={key} h={160} radius="md" />
          ))}
        </SimpleGrid>
      ) : gyms.isError ? (
        <LoadError title={t('directory.loadError')} error={gyms.error} onRetry={() => void gyms.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={<IconBuildingStore size={34} />} title={t('directory.emptyTitle')}>
          {t('directory.emptyText')}
        </EmptyState>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {items.map((gym) => (
              <GymCard key={gym.id} gym={gym} />
            ))}
          </SimpleGrid>
          <LoadMore of={gyms} />
        </>
      )}
    </Stack>
  );
}
