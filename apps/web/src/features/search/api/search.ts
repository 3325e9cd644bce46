import { isSearchableTerm, type SearchFor, type SearchResultDto } from '@kinetic/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function fetchSearch(term: string, searchFor: SearchFor, size: number) {
  return api<SearchResultDto>('GET', '/search', {
    query: { queryString: term.trim(), searchFor, size },
    loader: false,
  });
}

/** Runs only for a searchable term (SPEC 5); keeps the last answer on screen while the next loads. */
export function useSearch(term: string, searchFor: SearchFor, size: number) {
  const clean = term.trim();
  return useQuery({
    queryKey: ['search', searchFor, clean, size],
    queryFn: () => fetchSearch(clean, searchFor, size),
    enabled: isSearchableTerm(clean),
    placeholderData: keepPreviousData,
  });
}
