import { type AppModule, underApi } from '../../lib/app-module';
import { createGymAdminScope } from '../gym-admin';
import { gymCustomersRoutes } from './customers.routes';
import { createGymCustomersService } from './customers.service';

/** Customers and bookings of a gym: lists, totals, a customer's page and the package desk. */
export const gymCustomersModule: AppModule = {
  name: 'gym-customers',
  async register(app, { db, now }) {
    const customers = createGymCustomersService({
      db,
      scope: createGymAdminScope(db),
      now: now ?? (() => new Date()),
    });
    await underApi(app, async (v1) => {
      await v1.register(gymCustomersRoutes, { customers });
    });
  },
};
