import { type AppModule, underApi } from '../../lib/app-module';
import { trainersRoutes } from './trainers.routes';
import type { TrainersService } from './trainers.service';

export type { TrainerFilter } from './trainers.repository';
export { createTrainersService, type TrainersService } from './trainers.service';

export const trainersModule: AppModule<{ trainers: TrainersService }> = {
  name: 'trainers',
  async register(app, { trainers }) {
    await underApi(app, async (v1) => {
      await v1.register(trainersRoutes, { trainers });
    });
  },
};
