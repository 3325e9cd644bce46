import type { ClassItemDto } from '@kinetic/domain';
import { SimpleGrid, Text } from '@mantine/core';
import { ClassSummaryRow } from '../../../components/ClassSummaryRow';
import { ExploreSection } from './ExploreSection';

export function PopularClasses({ classes }: { classes: ClassItemDto[] }) {
  return (
    <ExploreSection id="explore-popular" title="Popular this week">
      {classes.length === 0 ? (
        <Text c="dimmed">No classes are scheduled this week yet: check back soon.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {classes.map((item) => (
            <ClassSummaryRow key={item.classSessionId} item={item} />
          ))}
        </SimpleGrid>
      )}
    </ExploreSection>
  );
}
