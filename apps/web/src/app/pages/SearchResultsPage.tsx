import { Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { PageMeta } from '../../components/PageMeta';
import { SearchResultsView } from '../../features/search';

export default function SearchResultsPage() {
  const { term = '' } = useParams();
  const clean = term.trim();
  return (
    <Stack gap="lg">
      <PageMeta
        title={clean ? `Search: ${clean}` : 'Search'}
        description={
          clean
            ? `Classes, trainers and gyms matching “${clean}”.`
            : 'Search classes, trainers and gyms near you.'
        }
      />
      <Title order={1}>{clean ? `Search results for “${clean}”` : 'Search'}</Title>
      <SearchResultsView term={term} />
    </Stack>
  );
}
