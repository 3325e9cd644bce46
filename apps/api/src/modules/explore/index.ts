import { type AppModule, underApi } from '../../lib/app-module';
import type { ClassItemsRepository, ClassReadsShared } from '../classes';
import type { GymsService } from '../gyms';
import type { TrainersService } from '../trainers';
import { exploreRoutes } from './explore.routes';
import { createExploreService } from './explore.service';

export { createExploreService, type ExploreService } from './explore.service';

export const exploreModule: AppModule<
  ClassReadsShared & { classItems: ClassItemsRepository; trainers: TrainersService; gyms: GymsService }
> = {
  name: 'explore',
  async register(app, { now, items, classItems, trainers, gyms }) {
    await underApi(app, async (v1) => {
      await v1.register(exploreRoutes, {
        explore: createExploreService({ items, classItems, trainers, gyms, now }),
      });
    });
  },
};
