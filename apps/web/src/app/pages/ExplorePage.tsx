import { Button, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LoadError } from '../../components/LoadStates';
import { PageMeta } from '../../components/PageMeta';
import { ExploreCategories, ExploreSection, PopularClasses, useExplore } from '../../features/explore';
import { GymCard } from '../../features/gyms';
import { TrainerCard } from '../../features/trainers';
import { useTranslation } from '../../lib/i18n';

const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f'];

export default function ExplorePage() {
  const explore = useExplore();
  const { t } = useTranslation('explore');
  return (
    <Stack gap="xl">
      <PageMeta title={t('title')} description={t('description')} />
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      {explore.isPending ? (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
          {SKELETONS.map((key) => (
            <Skeleton key={key} h={120} radius="md" />
          ))}
        </SimpleGrid>
      ) : explore.isError ? (
        <LoadError title={t('loadFailed')} error={explore.error} onRetry={() => void explore.refetch()} />
      ) : (
        <>
          <ExploreCategories categories={explore.data.categories} />
          <PopularClasses classes={explore.data.popularClasses} />
          {explore.data.featuredGyms.length > 0 && (
            <ExploreSection id="explore-gyms" title={t('featuredGyms')}>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
                {explore.data.featuredGyms.map((gym) => (
                  <GymCard key={gym.id} gym={gym} />
                ))}
              </SimpleGrid>
              <Button component={Link} to="/gyms" variant="subtle" w="fit-content">
                {t('allGyms')}
              </Button>
            </ExploreSection>
          )}
          {explore.data.featuredTrainers.length > 0 && (
            <ExploreSection id="explore-trainers" title={t('featuredTrainers')}>
              <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
                {explore.data.featuredTrainers.map((trainer) => (
                  <TrainerCard key={trainer.id} trainer={trainer} />
                ))}
              </SimpleGrid>
              <Button component={Link} to="/trainers" variant="subtle" w="fit-content">
                {t('allTrainers')}
              </Button>
            </ExploreSection>
          )}
        </>
      )}
    </Stack>
  );
}
