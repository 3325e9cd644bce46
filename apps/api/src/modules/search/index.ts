import { type AppModule, underApi } from '../../lib/app-module';
import type { ClassReadsShared } from '../classes';
import type { GymsService } from '../gyms';
import type { TrainersService } from '../trainers';
import { searchRoutes } from './search.routes';
import { createSearchService } from './search.service';

export { createSearchService, type SearchService } from './search.service';

export const searchModule: AppModule<ClassReadsShared & { trainers: TrainersService; gyms: GymsService }> = {
  name: 'search',
  async register(app, { now, items, trainers, gyms }) {
    await underApi(app, async (v1) => {
      await v1.register(searchRoutes, { search: createSearchService({ items, trainers, gyms, now }) });
    });
  },
};
