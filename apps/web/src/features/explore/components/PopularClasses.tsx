import type { ClassItemDto } from '@kinetic/domain';
import { SimpleGrid, Text } from '@mantine/core';
import { ClassSummaryRow } from '../../../components/ClassSummaryRow';
import { useTranslation } from '../../../lib/i18n';
import { ExploreSection } from './ExploreSection';

export function PopularClasses({ classes }: { classes: ClassItemDto[] }) {
  const { t } = useTranslation('explore');
  return (
    <ExploreSection id="explore-popular" title={t('popular')}>
      {classes.length === 0 ? (
        <Text c="dimmed">{t('noPopular')}</Text>
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
