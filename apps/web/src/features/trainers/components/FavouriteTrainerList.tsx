import { Button, SimpleGrid, Skeleton } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError, LoadMore } from '../../../components/LoadStates';
import { useTranslation } from '../../../lib/i18n';
import { allItems } from '../../../lib/paging';
import { useFavouriteTrainers } from '../api/trainers';
import { FollowButton } from './FollowButton';
import { TrainerCard, trainerName } from './TrainerCard';

const SKELETONS = ['a', 'b', 'c', 'd'];

/** Trainers the member follows, each with an Unfollow button. */
export function FavouriteTrainerList() {
  const { t } = useTranslation('trainers');
  const favourites = useFavouriteTrainers();
  const items = allItems(favourites.data?.pages);
  if (favourites.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
        {SKELETONS.map((key) => (
          <Skeleton key={key} h={240} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (favourites.isError) {
    return (
      <LoadError
        title={t('favourites.loadError')}
        error={favourites.error}
        onRetry={() => void favourites.refetch()}
      />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<IconHeart size={34} />}
        title={t('favourites.emptyTitle')}
        action={
          <Button component={Link} to="/trainers">
            {t('favourites.find')}
          </Button>
        }
      >
        {t('favourites.emptyText')}
      </EmptyState>
    );
  }
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
        {items.map((trainer) => (
          <TrainerCard
            key={trainer.id}
            trainer={trainer}
            action={
              <FollowButton
                trainerId={trainer.id}
                followed
                viewer="customer"
                onSignInNeeded={() => undefined}
                trainerName={trainerName(trainer)}
              />
            }
          />
        ))}
      </SimpleGrid>
      <LoadMore of={favourites} />
    </>
  );
}
