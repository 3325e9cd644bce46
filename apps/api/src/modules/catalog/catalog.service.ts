import {
  type CityDto,
  type ClassCategoryDto,
  type Language,
  type LocalityDto,
  localise,
  nameIn,
  type StoreDto,
  WORKOUT_TIMES,
} from '@kinetic/domain';
import type { CatalogRepository } from './catalog.repository';

type CategoryRow = ClassCategoryDto & { nameAr: string | null };
const categoriesIn = (rows: CategoryRow[], language: Language): ClassCategoryDto[] =>
  rows.map(({ nameAr, ...category }) => ({
    ...category,
    name: nameIn({ name: category.name, nameAr }, language),
  }));

/** Reference data as the API shows it, names in the caller's language. */
export function createCatalogService(catalog: CatalogRepository) {
  return {
    async stores(language: Language = 'en'): Promise<StoreDto[]> {
      const rows = await catalog.stores();
      return rows.map(({ sortOrder: _sort, nameAr, ...store }) => ({
        ...store,
        name: nameIn({ name: store.name, nameAr }, language),
      }));
    },
    async classCategories(language: Language = 'en'): Promise<ClassCategoryDto[]> {
      return categoriesIn(await catalog.classCategories(), language);
    },
    /** The activity chips of the class list: the platform's and gyms' own with classes to come. */
    async filterCategories(
      language: Language = 'en',
      storeId?: number,
      now = new Date(),
    ): Promise<ClassCategoryDto[]> {
      return categoriesIn(await catalog.filterCategories(now, storeId), language);
    },
    async cities(storeId?: number, language: Language = 'en'): Promise<CityDto[]> {
      const rows = await catalog.cities(storeId);
      return rows.map(({ nameAr, ...city }) => ({
        ...city,
        name: nameIn({ name: city.name, nameAr }, language),
      }));
    },
    async localities(cityId?: number, language: Language = 'en'): Promise<LocalityDto[]> {
      const rows = await catalog.localities(cityId);
      return rows.map(({ nameAr, ...locality }) => ({
        ...locality,
        name: nameIn({ name: locality.name, nameAr }, language),
      }));
    },
    /** SPEC 9's preferred workout times, labelled in the caller's language (the value is the key). */
    workoutTimes: (language: Language = 'en') =>
      WORKOUT_TIMES.map((time) => ({ value: time.value, label: localise(time.label, language) })),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
