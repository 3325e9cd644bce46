import { type AppModule, underApi } from '../../lib/app-module';
import { createGymAdminScope } from '../gym-admin';
import { gymCustomersRoutes } from './customers.routes';
import { createGymCustomersService } from './customers.service';

/** Who a gym's customers are and the new-customer count, for the owner's dashboard (docs/adr/0046). */
export { type CustomerTotalsService, createCustomerTotalsService } from './customer-totals.service';
export { at, gymBookingsOf, gymPackagesOf } from './customers.parts';

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
