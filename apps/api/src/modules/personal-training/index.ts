import { type AppModule, underApi } from '../../lib/app-module';
import { createPersonalTrainingRepository } from './personal-training.repository';
import { personalTrainingRoutes } from './personal-training.routes';
import { createPersonalTrainingService } from './personal-training.service';
import { createSlotSessionRepository } from './slot-session.repository';

/** Customers book personal training with a gym's PT trainers (docs/adr/0020). */
export const personalTrainingModule: AppModule = {
  name: 'personal-training',
  async register(app, { db, now }) {
    const pt = createPersonalTrainingService({
      repository: createPersonalTrainingRepository(db),
      slotSessions: createSlotSessionRepository(db),
      now,
    });
    await underApi(app, async (v1) => {
      await v1.register(personalTrainingRoutes, { pt });
    });
  },
};
