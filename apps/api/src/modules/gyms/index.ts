import { type AppModule, underApi } from '../../lib/app-module';
import { gymsRoutes } from './gyms.routes';
import type { GymsService } from './gyms.service';

export type { GymFilter } from './gyms.repository';
export { createGymsService, type GymsService } from './gyms.service';

export const gymsModule: AppModule<{ gyms: GymsService }> = {
  name: 'gyms',
  async register(app, { gyms }) {
    await underApi(app, async (v1) => {
      await v1.register(gymsRoutes, { gyms });
    });
  },
};
