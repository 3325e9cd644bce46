import { Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { PageMeta } from '../../components/PageMeta';
import { SearchResultsView } from '../../features/search';
import { useTranslation } from '../../lib/i18n';

export default function SearchResultsPage() {
  const { term = '' } = useParams();
  const { t } = useTranslation('search');
  const clean = term.trim();
  return (
    <Stack gap="lg">
      <PageMeta
        title={clean ? t('page.titleFor', { term: clean }) : t('page.title')}
        description={clean ? t('page.descriptionFor', { term: clean }) : t('page.description')}
      />
      <Title order={1}>{clean ? t('page.headingFor', { term: clean }) : t('page.heading')}</Title>
      <SearchResultsView term={term} />
    </Stack>
  );
}
