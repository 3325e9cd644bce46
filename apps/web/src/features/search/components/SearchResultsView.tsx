import { isSearchableTerm } from '@kinetic/domain';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch, IconSearchOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError, LoadMore } from '../../../components/LoadStates';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { searchResultsPath } from '../../../lib/links';
import { storage } from '../../../lib/storage';
import { useSearch } from '../api/search';
import { useSearchScope } from '../use-search-scope';
import { resultCount, SearchResultGroups, visibleResults } from './SearchResultGroups';

const FIRST_SIZE = 20;
/** The API returns at most 50 of each kind. */
const MAX_SIZE = 50;

/** The full search results page (SPEC 2.1 searchresults), grouped like the panel. */
export function SearchResultsView({ term }: { term: string }) {
  const navigate = useNavigate();
  const { t } = useTranslation('search');
  const { searchFor, sections, boxLabel, boxPlaceholder } = useSearchScope();
  const [draft, setDraft] = useState(term);
  const [size, setSize] = useState(FIRST_SIZE);
  const valid = isSearchableTerm(term);
  const search = useSearch(term, searchFor, size);
  const results = visibleResults(search.data, sections);

  useEffect(() => {
    setDraft(term);
    setSize(FIRST_SIZE);
    if (isSearchableTerm(term)) storage.setSearchedTerm(term.trim());
  }, [term]);

  const mayHaveMore =
    size < MAX_SIZE && [results.trainers, results.gyms, results.classes].some((list) => list.length >= size);

  return (
    <Stack gap="lg">
      <Group
        component="form"
        role="search"
        gap="xs"
        wrap="nowrap"
        onSubmit={(event) => {
          event.preventDefault();
          if (isSearchableTerm(draft)) navigate(searchResultsPath(draft));
        }}
      >
        <TextInput
          aria-label={t(boxLabel)}
          placeholder={t(boxPlaceholder)}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          style={{ flex: 1 }}
          maw={520}
        />
        <Button type="submit" disabled={!isSearchableTerm(draft)}>
          {t('results.submit')}
        </Button>
      </Group>

      {!valid ? (
        <EmptyState icon={<IconSearch size={34} />} title={t('results.emptyTitle')}>
          {t('results.emptyText')}
        </EmptyState>
      ) : search.isPending ? (
        <ListSkeleton rows={4} />
      ) : search.isError ? (
        <LoadError title={t('results.failed')} error={search.error} onRetry={() => void search.refetch()} />
      ) : resultCount(results) === 0 ? (
        <EmptyState
          icon={<IconSearchOff size={34} />}
          title={t('results.noResults', { term: term.trim() })}
          action={
            <Button component={Link} to="/classes">
              {t('results.browseAll')}
            </Button>
          }
        >
          {t('results.noResultsText')}
        </EmptyState>
      ) : (
        <>
          <Text c="dimmed" aria-live="polite">
            {t('countFor', {
              count: resultCount(results),
              n: formatNumber(resultCount(results)),
              term: term.trim(),
            })}
          </Text>
          <SearchResultGroups results={results} compact={false} idPrefix="results" />
          <LoadMore hasMore={mayHaveMore} loading={search.isFetching} onLoad={() => setSize(MAX_SIZE)} />
        </>
      )}
    </Stack>
  );
}
