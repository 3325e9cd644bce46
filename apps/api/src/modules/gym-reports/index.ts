import { type AppModule, underApi } from '../../lib/app-module';
import { createGymAdminScope } from '../gym-admin';
import { createReportsRepository } from './reports.repository';
import { reportsRoutes } from './reports.routes';
import { createReportsService } from './reports.service';
import { createTrainerPayRepository } from './trainers.repository';

/** Accounting and reports (issue 14): the money ledger, charts data, trainer pay and report. */
export const gymReportsModule: AppModule = {
  name: 'gym-reports',
  async register(app, { db }) {
    const reports = createReportsService({
      reports: createReportsRepository(db),
      pay: createTrainerPayRepository(db),
      scope: createGymAdminScope(db),
    });
    await underApi(app, async (v1) => {
      await v1.register(reportsRoutes, { reports });
    });
  },
};
