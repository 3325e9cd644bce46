import { type AppModule, underApi } from '../../lib/app-module';
import { createInterestedCitiesRepository } from './interested-cities.repository';
import { interestedCitiesRoutes } from './interested-cities.routes';
import { createInterestedCitiesService } from './interested-cities.service';

export { createInterestedCitiesService, type InterestedCitiesService } from './interested-cities.service';

export const interestedCitiesModule: AppModule = {
  name: 'interested-cities',
  async register(app, { db }) {
    await underApi(app, async (v1) => {
      await v1.register(interestedCitiesRoutes, {
        cities: createInterestedCitiesService(createInterestedCitiesRepository(db)),
      });
    });
  },
};
