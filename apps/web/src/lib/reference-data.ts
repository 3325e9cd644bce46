import type { ClassCategoryDto, StoreDto } from '@kinetic/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

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

export const useNationalities = () =>
  useQuery({
    queryKey: ['nationalities'],
    queryFn: () => api<string[]>('GET', '/nationalities', { anonymous: true, loader: false }),
    staleTime: Number.POSITIVE_INFINITY,
  });
