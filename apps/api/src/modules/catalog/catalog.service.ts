import type { ClassCategoryDto, StoreDto } from '@kinetic/domain';
import type { CatalogRepository } from './catalog.repository';

/** Reference data as the API shows it. */
export function createCatalogService(catalog: CatalogRepository) {
  return {
    async stores(): Promise<StoreDto[]> {
      const rows = await catalog.stores();
      return rows.map(({ sortOrder: _sort, ...store }) => store);
    },
    classCategories: (): Promise<ClassCategoryDto[]> => catalog.classCategories(),
    cities: (storeId?: number) => catalog.cities(storeId),
    localities: (cityId?: number) => catalog.localities(cityId),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
