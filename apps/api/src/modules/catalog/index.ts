import { type AppModule, underApi } from '../../lib/app-module';
import { createCatalogRepository } from './catalog.repository';
import { catalogRoutes } from './catalog.routes';
import { createCatalogService } from './catalog.service';

export { type CatalogService, createCatalogService } from './catalog.service';

/** Reference data: stores, categories, cities, localities, nationalities, workout times. */
export const catalogModule: AppModule = {
  name: 'catalog',
  async register(app, { db }) {
    await underApi(app, async (v1) => {
      await v1.register(catalogRoutes, { catalog: createCatalogService(createCatalogRepository(db)) });
    });
  },
};
