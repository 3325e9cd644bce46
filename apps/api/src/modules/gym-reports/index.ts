import { type AppModule, underApi } from '../../lib/app-module';
import { createGymAdminScope } from '../gym-admin';
import { createAttendanceRepository } from './attendance.repository';
import { createOwnClassesRepository } from './own-classes.repository';
import { ownClassesRoutes } from './own-classes.routes';
import { createReportsRepository } from './reports.repository';
import { reportsRoutes } from './reports.routes';
import { createReportsService } from './reports.service';
import { createTrainerPayRepository } from './trainers.repository';

/** The money and attendance definitions, for the owner's dashboard to count by (docs/adr/0046). */
export type { LedgerScope } from './ledger-sql.repository';
export { createPeriodFiguresService, type PeriodFiguresService } from './period-figures.service';

/** Accounting and reports: the money ledger, charts data, trainer pay and report. */
export const gymReportsModule: AppModule = {
  name: 'gym-reports',
  async register(app, { db }) {
    const reports = createReportsService({
      reports: createReportsRepository(db),
      attendance: createAttendanceRepository(db),
      pay: createTrainerPayRepository(db),
      own: createOwnClassesRepository(db),
      scope: createGymAdminScope(db),
    });
    await underApi(app, async (v1) => {
      await v1.register(reportsRoutes, { reports });
      await v1.register(ownClassesRoutes, { reports });
    });
  },
};
