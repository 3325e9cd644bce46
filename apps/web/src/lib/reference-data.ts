import {
  type CityDto,
  type ClassCategoryDto,
  LIMITS,
  type LocalityDto,
  NATIONALITIES,
  nationalityIn,
  type StoreDto,
} from '@kinetic/domain';
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

export const useCities = (storeId: number) =>
  useQuery({
    queryKey: ['cities', storeId],
    queryFn: () => api<CityDto[]>('GET', '/cities', { query: { storeId }, anonymous: true, loader: false }),
    staleTime: TEN_MINUTES,
  });

export const useLocalities = () =>
  useQuery({
    queryKey: ['localities', 'all'],
    queryFn: () => api<LocalityDto[]>('GET', '/localities', { anonymous: true, loader: false }),
    staleTime: TEN_MINUTES,
  });

/** A store's areas (localities) as select options, grouped by city (a venue's area). */
export function useAreaOptions(
  storeId: number,
): { group: string; items: { value: string; label: string }[] }[] {
  const cities = useCities(storeId).data;
  const localities = useLocalities().data;
  return useMemo(
    () =>
      (cities ?? [])
        .map((city) => ({
          group: city.name,
          items: (localities ?? [])
            .filter((locality) => locality.cityId === city.id)
            .map((locality) => ({ value: String(locality.id), label: locality.name })),
        }))
        .filter((group) => group.items.length > 0),
    [cities, localities],
  );
}

/**
 * The class list's activity chips: the platform's activities and gyms' own that have
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
 * language. The list is the domain's, the same the API's /nationalities answers.
 */
export function useNationalityOptions(): { value: string; label: string }[] {
  const language = useLanguage();
  return useMemo(
    () => NATIONALITIES.map((value) => ({ value, label: nationalityIn(value, language) })),
    [language],
  );
}
