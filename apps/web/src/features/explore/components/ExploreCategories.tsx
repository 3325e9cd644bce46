import type { ExploreDto } from '@kinetic/domain';
import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ActivityIcon } from '../../../components/ActivityIcon';
import { formatNumber } from '../../../lib/format';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { searchResultsPath } from '../../../lib/links';
import { ExploreSection } from './ExploreSection';

/** Activities with how many sessions are coming up; a category opens the search for it. */
export function ExploreCategories({ categories }: { categories: ExploreDto['categories'] }) {
  const { t } = useTranslation('explore');
  // English keeps its plain figures ('1200 sessions'); Arabic reads them in its own digits.
  const figure = (count: number) => (currentLanguage() === 'en' ? String(count) : formatNumber(count));
  return (
    <ExploreSection id="explore-categories" title={t('categories')}>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 6 }} spacing="sm">
        {categories.map((category) => (
          <Card
            key={category.id}
            component={Link}
            to={searchResultsPath(category.name)}
            withBorder
            radius="md"
            padding="md"
            data-testid="explore-category"
          >
            <Stack align="center" gap={6} ta="center">
              <ActivityIcon icon={category.icon} size={36} />
              <Text fw={600}>{category.name}</Text>
              <Text size="sm" c="dimmed">
                {t('sessions', { count: category.upcomingCount, n: figure(category.upcomingCount) })}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </ExploreSection>
  );
}
