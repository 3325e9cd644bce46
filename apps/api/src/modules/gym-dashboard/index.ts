import { type AppModule, underApi } from '../../lib/app-module';
import { createGymAdminScope } from '../gym-admin';
import { createCustomerTotalsService } from '../gym-customers';
import { createPeriodFiguresService } from '../gym-reports';
import { createDashboardRepository } from './gym-dashboard.repository';
import { dashboardRoutes } from './gym-dashboard.routes';
import { createDashboardService } from './gym-dashboard.service';

/** The owner's dashboard: the Business area's first page, tiles that each open a list or report. */
export const gymDashboardModule: AppModule = {
  name: 'gym-dashboard',
  async register(app, { db, now }) {
    const dashboard = createDashboardService({
      dashboard: createDashboardRepository(db),
      figures: createPeriodFiguresService(db),
      customers: createCustomerTotalsService(db),
      scope: createGymAdminScope(db),
      now: now ?? (() => new Date()),
    });
    await underApi(app, async (v1) => {
      await v1.register(dashboardRoutes, { dashboard });
    });
  },
};
