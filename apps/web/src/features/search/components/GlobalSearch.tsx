import { isSearchableTerm } from '@kinetic/domain';
import { ActionIcon, Box, CloseButton, TextInput } from '@mantine/core';
import { useClickOutside, useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import {
  type FormEvent,
  type KeyboardEvent,
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { searchResultsPath } from '../../../lib/links';
import { storage } from '../../../lib/storage';
import { useSearch } from '../api/search';
import { useSearchScope } from '../use-search-scope';

// The panel loads on first use, so the shell every page carries stays light.
const SearchPanel = lazy(() => import('./SearchPanel'));

const DEBOUNCE_MS = 250;
const PANEL_ITEMS = 5;

/**
 * The top bar's search (SPEC 2.5): typing opens the result panel, Enter opens the results page.
 * On phones and small tablets the box gives way to an icon that opens the results page, which has its own box.
 */
export function GlobalSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation('search');
  const { searchFor, sections, boxLabel, boxPlaceholder } = useSearchScope();
  const [term, setTerm] = useState(() => storage.searchedTerm());
  const [debounced] = useDebouncedValue(term, DEBOUNCE_MS);
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const wrapper = useClickOutside<HTMLFormElement>(() => setOpen(false));
  const panelId = useId();
  const search = useSearch(debounced, searchFor, PANEL_ITEMS);

  // The history entry the box was last typed on. A navigation commits after its page's code has
  // loaded, and the address changes before that: typing in between belongs to the new page.
  const typedOnEntry = useRef<string | undefined>(undefined);

  // Any navigation closes the panel.
  useEffect(() => {
    if (typedOnEntry.current !== location.key) setOpen(false);
  }, [location.key]);

  // Kept as typed (SPEC 2.5), not as debounced: a term cleared and typed again within the debounce
  // would otherwise never be saved, the debounced value not having changed.
  useEffect(() => {
    if (isSearchableTerm(term)) storage.setSearchedTerm(term.trim());
  }, [term]);

  // The results page's term shows in the box, whichever way the page was reached.
  useEffect(() => {
    const match = /^\/searchresults\/(.+)$/.exec(location.pathname);
    if (!match?.[1]) return;
    try {
      setTerm(decodeURIComponent(match[1]));
    } catch {
      // A malformed link keeps the box as it is.
    }
  }, [location.pathname]);

  const showPanel = open && isSearchableTerm(term) && isSearchableTerm(debounced);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSearchableTerm(term)) return;
    storage.setSearchedTerm(term.trim());
    setOpen(false);
    navigate(searchResultsPath(term));
  };

  const clear = () => {
    setTerm('');
    setOpen(false);
    storage.setSearchedTerm('');
    input.current?.focus();
  };

  // Arrow keys walk the results; Escape closes the panel and returns to the box.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      input.current?.focus();
      return;
    }
    if (event.key === 'ArrowDown' && !open && isSearchableTerm(term)) {
      event.preventDefault();
      setOpen(true);
      return;
    }
    if (!showPanel || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    const items = [...(wrapper.current?.querySelectorAll<HTMLElement>('[data-search-item]') ?? [])];
    if (items.length === 0) return;
    event.preventDefault();
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') items[Math.min(index + 1, items.length - 1)]?.focus();
    else if (index <= 0) input.current?.focus();
    else items[index - 1]?.focus();
  };

  return (
    <>
      <ActionIcon
        component={Link}
        to="/searchresults"
        hiddenFrom="sm"
        variant="subtle"
        size="lg"
        aria-label={t('box.open')}
      >
        <IconSearch size={20} />
      </ActionIcon>
      <Box
        component="form"
        role="search"
        ref={wrapper}
        onSubmit={submit}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          // Tabbing out of the box and panel closes it; clicks outside are caught by useClickOutside.
          const next = event.relatedTarget as Node | null;
          if (next && !event.currentTarget.contains(next)) setOpen(false);
        }}
        pos="relative"
        visibleFrom="sm"
        // The box gives up width before anything in the bar overlaps.
        miw={160}
      >
        <TextInput
          ref={input}
          aria-label={t(boxLabel)}
          aria-controls={showPanel ? panelId : undefined}
          placeholder={t(boxPlaceholder)}
          autoComplete="off"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={term}
          onChange={(event) => {
            const next = event.currentTarget.value;
            typedOnEntry.current = (window.history.state as { key?: string } | null)?.key;
            setTerm(next);
            setOpen(isSearchableTerm(next));
          }}
          onClick={() => setOpen(isSearchableTerm(term))}
          rightSection={term ? <CloseButton aria-label={t('box.clear')} size="sm" onClick={clear} /> : null}
          w={260}
          maw="100%"
        />
        {showPanel && (
          <Suspense fallback={null}>
            <SearchPanel
              id={panelId}
              term={debounced.trim()}
              sections={sections}
              result={search.data}
              loading={search.isFetching}
              failed={search.isError}
              onNavigate={() => setOpen(false)}
            />
          </Suspense>
        )}
      </Box>
    </>
  );
}
