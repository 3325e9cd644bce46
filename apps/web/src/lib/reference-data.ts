import { type ClassCategoryDto, LIMITS, NATIONALITIES, nationalityIn, type StoreDto } from '@kinetic/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from './api-client';
import { useLanguage } from './i18n';
import { storage } from './storage';

/** Reference lists every feature reads; one cached copy each, shared by key. */
const TEN_MINUTES = 10 * 60_000;

export const useStores = () =>
  useQuery({
    queryKey: ['stores'],
    queryFn: () => api<StoreDto[]>('GET', '/stores', { anonymous: true, loader: false }),
    staleTime: TEN_MINUTES,
  });

export const useClassCategories = () =>
  useQuery({
    queryKey: ['class-categories'],
    queryFn: () => api<ClassCategoryDto[]>('GET', '/class-categories', { anonymous: true, loader: false }),
    staleTime: TEN_MINUTES,
  });

/**
 * The class list's activity chips (issue 33): the platform's activities and gyms' own that have
 * classes to come. Preferences and the class editor keep the platform's list above.
 */
export const useFilterCategories = () =>
  useQuery({
    // The server answers for the store the request names (X-Store-Id): a new country, a new list.
    queryKey: ['class-categories', 'filters', storage.storeId() || LIMITS.defaultStoreId],
    queryFn: () =>
      api<ClassCategoryDto[]>('GET', '/class-categories/filters', { anonymous: true, loader: false }),
    staleTime: TEN_MINUTES,
  });

/**
 * The nationality asset (SPEC 7.1), each stored by its English name and labelled in the reader's
 * language (issue 32). The list is the domain's, the same the API's /nationalities answers.
 */
export function useNationalityOptions(): { value: string; label: string }[] {
  const language = useLanguage();
  return useMemo(
    () => NATIONALITIES.map((value) => ({ value, label: nationalityIn(value, language) })),
    [language],
  );
}
