import { type AppModule, underApi } from '../../lib/app-module';
import type { ClassReadsShared } from '../classes';
import type { GymsService } from '../gyms';
import type { TrainersService } from '../trainers';
import { exploreRoutes } from './explore.routes';
import { createExploreService } from './explore.service';

export { createExploreService, type ExploreService } from './explore.service';

export const exploreModule: AppModule<ClassReadsShared & { trainers: TrainersService; gyms: GymsService }> = {
  name: 'explore',
  async register(app, { now, items, trainers, gyms }) {
    await underApi(app, async (v1) => {
      await v1.register(exploreRoutes, {
        explore: createExploreService({ items, trainers, gyms, now }),
      });
    });
  },
};
