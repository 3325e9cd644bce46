import { type AppModule, underApi } from '../../lib/app-module';
import { createGymAdminScope } from '../gym-admin';
import { createPtTrainersRepository } from './pt-trainers.repository';
import { ptTrainersRoutes } from './pt-trainers.routes';
import { createPtTrainersService } from './pt-trainers.service';

/** PT trainer setup (issue 14): the trainers, prices and hours the PT booking flow offers at a gym. */
export const gymPtTrainersModule: AppModule = {
  name: 'gym-pt-trainers',
  async register(app, { db }) {
    const ptTrainers = createPtTrainersService({
      repository: createPtTrainersRepository(db),
      scope: createGymAdminScope(db),
    });
    await underApi(app, async (v1) => {
      await v1.register(ptTrainersRoutes, { ptTrainers });
    });
  },
};
