import { type AppModule, underApi } from '../../lib/app-module';
import { createGymAdminScope } from '../gym-admin';
import { createActivitiesRepository } from './activities.repository';
import { activitiesRoutes } from './activities.routes';
import { createActivitiesService } from './activities.service';
import { createCouponsRepository } from './coupons.repository';
import { couponsRoutes } from './coupons.routes';
import { createCouponsService } from './coupons.service';
import { createGymPackagesRepository } from './packages.repository';
import { gymPackagesRoutes } from './packages.routes';
import { createGymPackagesService } from './packages.service';

/** The gym's catalogue: its packages, coupons, activities and sub-categories. */
export const gymCatalogueModule: AppModule = {
  name: 'gym-catalogue',
  async register(app, { db, now }) {
    const scope = createGymAdminScope(db);
    const packageRows = createGymPackagesRepository(db);
    const activityRows = createActivitiesRepository(db);
    const packages = createGymPackagesService({
      repository: packageRows,
      scope,
      activities: activityRows,
      now,
    });
    const coupons = createCouponsService({
      repository: createCouponsRepository(db),
      packages: packageRows,
      scope,
      now: now ?? (() => new Date()),
    });
    const activities = createActivitiesService({ repository: activityRows, scope });
    await underApi(app, async (v1) => {
      await v1.register(gymPackagesRoutes, { packages });
      await v1.register(couponsRoutes, { coupons });
      await v1.register(activitiesRoutes, { activities });
    });
  },
};
