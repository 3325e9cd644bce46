import { SimpleGrid } from '@mantine/core';
import { IconUserHeart } from '@tabler/icons-react';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError, LoadMore } from '../../../components/LoadStates';
import { useTranslation } from '../../../lib/i18n';
import { allItems } from '../../../lib/paging';
import { usePtTrainers } from '../api/pt-trainers';
import { PtTrainerCard } from './PtTrainerCard';

/** The PT trainers customers can book, as a card grid (one column on phones), 100 at a time. */
export function PtTrainerList() {
  const { t } = useTranslation('personalTraining');
  const trainers = usePtTrainers();
  if (trainers.isPending) return <ListSkeleton rows={2} height={220} />;
  if (trainers.isError) {
    return (
      <LoadError
        title={t('trainers.loadError')}
        error={trainers.error}
        onRetry={() => void trainers.refetch()}
      />
    );
  }
  const items = allItems(trainers.data.pages);
  if (items.length === 0) {
    return (
      <EmptyState icon={<IconUserHeart size={34} />} title={t('trainers.emptyTitle')}>
        {t('trainers.emptyText')}
      </EmptyState>
    );
  }
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {items.map((trainer) => (
          <PtTrainerCard key={trainer.id} trainer={trainer} />
        ))}
      </SimpleGrid>
      <LoadMore of={trainers} />
    </>
  );
}
