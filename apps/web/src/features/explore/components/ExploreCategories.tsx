import { countText, type ExploreDto } from '@kinetic/domain';
import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ActivityIcon } from '../../../components/ActivityIcon';
import { searchResultsPath } from '../../../lib/links';
import { ExploreSection } from './ExploreSection';

/** Activities with how many sessions are coming up; a category opens the search for it. */
export function ExploreCategories({ categories }: { categories: ExploreDto['categories'] }) {
  return (
    <ExploreSection id="explore-categories" title="Browse by activity">
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
                {countText(category.upcomingCount, 'session')}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </ExploreSection>
  );
}
