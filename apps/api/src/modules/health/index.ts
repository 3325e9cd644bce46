import type { AppModule } from '../../lib/app-module';
import { createHealthRepository } from './health.repository';
import { healthRoutes } from './health.routes';
import { createHealthService } from './health.service';

/** Liveness and readiness at /api/health and /api/ready (outside /api/v1: load balancers ask them). */
export const healthModule: AppModule = {
  name: 'health',
  async register(app, { db, config }) {
    await app.register(healthRoutes, {
      health: createHealthService(createHealthRepository(db), config.migrationsDir),
    });
  },
};
