import { type AppModule, underApi } from '../../lib/app-module';
import { brandRoutes } from './brand.routes';
import type { BrandService } from './brand.service';

export type { BrandRow } from './brand.repository';
export { type BrandService, createBrandService, normaliseHost, toBrandDto } from './brand.service';

/** The white-label brand of the host asked (the brand plugin resolves it; app.ts builds the service). */
export const brandModule: AppModule<{ brands: BrandService }> = {
  name: 'brand',
  async register(app, { config, brands }) {
    await underApi(app, async (v1) => {
      await v1.register(brandRoutes, { mapTileUrl: config.MAP_TILE_URL, brands });
    });
  },
};
