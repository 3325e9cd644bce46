import { type AppModule, underApi } from '../../lib/app-module';
import { createGymAdminScope } from '../gym-admin';
import { createPtExceptionsRepository } from './pt-exceptions.repository';
import { ptExceptionsRoutes } from './pt-exceptions.routes';
import { createPtExceptionsService } from './pt-exceptions.service';
import { createPtTrainersRepository } from './pt-trainers.repository';
import { ptTrainersRoutes } from './pt-trainers.routes';
import { createPtTrainersService } from './pt-trainers.service';

export { keepSingleSession } from './single-session.service';

/**
 * PT trainer setup: the trainers, prices and hours the PT booking flow offers at a gym,
 * and their days and times off, set by the gym or by the trainer.
 */
export const gymPtTrainersModule: AppModule = {
  name: 'gym-pt-trainers',
  async register(app, { db, now }) {
    const scope = createGymAdminScope(db);
    const ptTrainers = createPtTrainersService({ repository: createPtTrainersRepository(db), scope });
    const exceptions = createPtExceptionsService({
      repository: createPtExceptionsRepository(db),
      scope,
      now,
    });
    await underApi(app, async (v1) => {
      await v1.register(ptTrainersRoutes, { ptTrainers });
      await v1.register(ptExceptionsRoutes, { exceptions });
    });
  },
};
