import { type AppModule, underApi } from '../../lib/app-module';
import { createTeamRepository } from './team.repository';
import { teamRoutes } from './team.routes';
import { createTeamService } from './team.service';

/**
 * A gym's team: trainers join by accepting the gym's invitation, and a gym names only its
 * team on its classes and PT (`isTeamMember`, the one rule class management and PT setup ask).
 */
export { adoptTeachingLinks, isTeamMember } from './team.service';

export const gymTeamModule: AppModule = {
  name: 'gym-team',
  async register(app, { db, now }) {
    const team = createTeamService(createTeamRepository(db, now ?? (() => new Date())));
    await underApi(app, async (v1) => {
      await v1.register(teamRoutes, { team });
    });
  },
};
