import {
  addDays,
  type ClassListBody,
  GENDER_RULES,
  type GenderRule,
  LIMITS,
  PRICE_MODELS,
  type PriceModel,
  TIME_BUCKETS,
  type TimeBucket,
} from '@kinetic/domain';

/** What the class list is narrowed by; kept in the URL so a reload or a shared link keeps it. */
export interface ClassFilters {
  date: string;
  categoryIds: number[];
  timeBuckets: TimeBucket[];
  priceModels: PriceModel[];
  genders: GenderRule[];
  /** Areas (localities): classes at a gym branch or a freelancer's venue there. */
  areaIds: number[];
  /** Best rated first, or by start (docs/adr/0043). */
  sort: 'start' | 'rating';
  /** Only classes rated at least this many stars on average; null: any. */
  minRating: number | null;
  /** Only classes at women-only branches (docs/adr/0047). */
  womenOnly: boolean;
  /** In Ramadan: only classes starting after that day's iftar (docs/adr/0048). */
  afterIftar: boolean;
}

export const MIN_RATINGS = [3, 4, 5] as const;

export const STRIP_DAYS = 14;

const PARAM = {
  date: 'date',
  categories: 'activity',
  times: 'time',
  prices: 'price',
  genders: 'gender',
  areas: 'area',
  sort: 'sort',
  stars: 'stars',
  womenOnly: 'women',
  afterIftar: 'iftar',
} as const;

const idsOf = (raw: string | null): number[] =>
  (raw ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);

function listOf<T extends string>(raw: string | null, allowed: readonly T[]): T[] {
  if (!raw) return [];
  return raw.split(',').filter((value): value is T => (allowed as readonly string[]).includes(value));
}

export function filtersFromParams(params: URLSearchParams, today: string): ClassFilters {
  const last = addDays(today, LIMITS.scheduleDaysAhead - 1);
  const wanted = params.get(PARAM.date) ?? '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(wanted) && wanted >= today && wanted <= last ? wanted : today;
  return {
    date,
    categoryIds: idsOf(params.get(PARAM.categories)),
    timeBuckets: listOf(params.get(PARAM.times), TIME_BUCKETS),
    priceModels: listOf(params.get(PARAM.prices), PRICE_MODELS),
    genders: listOf(params.get(PARAM.genders), GENDER_RULES),
    areaIds: idsOf(params.get(PARAM.areas)),
    sort: params.get(PARAM.sort) === 'rating' ? 'rating' : 'start',
    minRating: (MIN_RATINGS as readonly number[]).includes(Number(params.get(PARAM.stars)))
      ? Number(params.get(PARAM.stars))
      : null,
    womenOnly: params.get(PARAM.womenOnly) === '1',
    afterIftar: params.get(PARAM.afterIftar) === '1',
  };
}

export function filtersToParams(filters: ClassFilters, today: string): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.date !== today) params.set(PARAM.date, filters.date);
  if (filters.categoryIds.length) params.set(PARAM.categories, filters.categoryIds.join(','));
  if (filters.timeBuckets.length) params.set(PARAM.times, filters.timeBuckets.join(','));
  if (filters.priceModels.length) params.set(PARAM.prices, filters.priceModels.join(','));
  if (filters.genders.length) params.set(PARAM.genders, filters.genders.join(','));
  if (filters.areaIds.length) params.set(PARAM.areas, filters.areaIds.join(','));
  if (filters.sort === 'rating') params.set(PARAM.sort, 'rating');
  if (filters.minRating !== null) params.set(PARAM.stars, String(filters.minRating));
  if (filters.womenOnly) params.set(PARAM.womenOnly, '1');
  if (filters.afterIftar) params.set(PARAM.afterIftar, '1');
  return params;
}

export const activeFilterCount = (filters: ClassFilters) =>
  filters.timeBuckets.length +
  filters.priceModels.length +
  filters.genders.length +
  filters.areaIds.length +
  (filters.sort === 'rating' ? 1 : 0) +
  (filters.minRating === null ? 0 : 1) +
  (filters.womenOnly ? 1 : 0) +
  (filters.afterIftar ? 1 : 0);

/** The POST /classes/list body of one page (empty choices are left out: they match everything). */
export function listBody(filters: ClassFilters, page: number, size: number): ClassListBody {
  return {
    page,
    size,
    date: filters.date,
    classCategoryIds: filters.categoryIds.length ? filters.categoryIds : undefined,
    timeBuckets: filters.timeBuckets.length ? filters.timeBuckets : undefined,
    priceModels: filters.priceModels.length ? filters.priceModels : undefined,
    genders: filters.genders.length ? filters.genders : undefined,
    localityIds: filters.areaIds.length ? filters.areaIds : undefined,
    sort: filters.sort === 'rating' ? 'rating' : undefined,
    minRating: filters.minRating ?? undefined,
    womenOnly: filters.womenOnly || undefined,
    afterIftar: filters.afterIftar || undefined,
  };
}
