// Mantine's styles beyond the first page's: this loads on demand (lib/mantine-styles).
import '../../../lib/mantine-styles/rest';
import type { SearchResultDto, SearchSections } from '@kinetic/domain';
import {
  Anchor,
  Center,
  Divider,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { Trans, useTranslation } from '../../../lib/i18n';
import { searchResultsPath } from '../../../lib/links';
import { resultCount, SearchResultGroups, visibleResults } from './SearchResultGroups';

/** SPEC 2.5: the panel under the search box is 300 px high. */
export const PANEL_HEIGHT = 300;
const FOOTER_HEIGHT = 41;

export default function SearchPanel({
  id,
  term,
  sections,
  result,
  loading,
  failed,
  onNavigate,
}: {
  id: string;
  term: string;
  sections: SearchSections;
  result: SearchResultDto | undefined;
  loading: boolean;
  failed: boolean;
  onNavigate: () => void;
}) {
  const { t } = useTranslation('search');
  const results = visibleResults(result, sections);
  const count = resultCount(results);
  const status = loading
    ? t('panel.searching')
    : failed
      ? t('panel.failed')
      : count === 0
        ? t('panel.noResultsStatus', { term })
        : t('count', { count, n: formatNumber(count) });
  const browseAll = <Anchor component={Link} to="/classes" onClick={onNavigate} data-search-item />;

  return (
    <Paper
      id={id}
      role="region"
      aria-label={t('panel.region')}
      shadow="md"
      withBorder
      radius="md"
      h={PANEL_HEIGHT}
      w="min(420px, calc(100vw - 32px))"
      pos="absolute"
      top="calc(100% + 6px)"
      style={{ insetInlineStart: 0, zIndex: 400, overflow: 'hidden' }}
      data-testid="search-panel"
    >
      <VisuallyHidden aria-live="polite">{status}</VisuallyHidden>
      {loading && (!result || count === 0) ? (
        <Center h={PANEL_HEIGHT}>
          <Loader size="sm" role="status" aria-label={t('panel.searchingLabel')} />
        </Center>
      ) : count === 0 ? (
        <Center h={PANEL_HEIGHT} px="md">
          <Stack align="center" gap="xs" ta="center">
            <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
              <IconSearchOff size={24} />
            </ThemeIcon>
            <Text fw={600}>{failed ? t('panel.unavailable') : t('panel.noResults', { term })}</Text>
            <Text size="sm" c="dimmed">
              <Trans
                t={t}
                i18nKey={failed ? 'panel.tryAgainLater' : 'panel.tryAnother'}
                components={{ to: browseAll }}
              />
            </Text>
          </Stack>
        </Center>
      ) : (
        <>
          <ScrollArea h={PANEL_HEIGHT - FOOTER_HEIGHT} type="auto" p={6}>
            <SearchResultGroups results={results} compact onNavigate={onNavigate} idPrefix={id} />
          </ScrollArea>
          <Divider />
          <Center h={FOOTER_HEIGHT - 1}>
            <Anchor
              component={Link}
              to={searchResultsPath(term)}
              size="sm"
              onClick={onNavigate}
              data-search-item
            >
              {t('panel.seeAll', { term })}
            </Anchor>
          </Center>
        </>
      )}
    </Paper>
  );
}
