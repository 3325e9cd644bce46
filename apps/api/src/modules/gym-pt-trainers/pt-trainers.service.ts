import type { PtTrainer, PtTrainerCandidate, PtTrainerCreate, PtTrainerUpdate } from '@kinetic/domain';
import { isUniqueViolation } from '../../db/errors';
import { fail, notFound } from '../../lib/errors';
import type { GymScope } from '../gym-admin';
import type { PtTrainersRepository } from './pt-trainers.repository';

/**
 * PT trainer setup: a gym names the trainers of its team who take personal-training bookings with it,
 * the price of a session in the gym's currency, its length and their weekly hours.
 */
export function createPtTrainersService(deps: { repository: PtTrainersRepository; scope: GymScope }) {
  const { repository, scope } = deps;

  async function found(gymUserId: number, id: number): Promise<PtTrainer> {
    const row = await repository.one(gymUserId, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(callerId: number, gymId?: number): Promise<PtTrainer[]> {
      const gym = await scope.resolve(callerId, gymId);
      return repository.list(gym.id);
    },
    async candidates(callerId: number, search: string): Promise<PtTrainerCandidate[]> {
      const gym = await scope.resolve(callerId);
      return search.trim().length < 2 ? [] : repository.candidates(gym.id, search.trim());
    },
    async create(callerId: number, input: PtTrainerCreate): Promise<PtTrainer> {
      const gym = await scope.resolve(callerId);
      if (!(await repository.isTeamMember(gym.id, input.trainerUserId))) {
        throw fail('NOT_ON_TEAM', { field: 'trainerUserId' });
      }
      try {
        const id = await repository.create(gym.id, { ...input, currencyCode: gym.currencyCode });
        return found(gym.id, id);
      } catch (error) {
        if (isUniqueViolation(error)) throw fail('PT_TRAINER_EXISTS', { field: 'trainerUserId' });
        throw error;
      }
    },
    async update(callerId: number, id: number, input: PtTrainerUpdate): Promise<PtTrainer> {
      const gym = await scope.resolve(callerId);
      // A trainer who left the team stays listed, switched off, until they are back on it.
      if (input.active && !(await repository.isTeamMember(gym.id, (await found(gym.id, id)).trainerUserId))) {
        throw fail('NOT_ON_TEAM', { field: 'active' });
      }
      if (!(await repository.update(gym.id, id, input))) throw notFound();
      return found(gym.id, id);
    },
    async remove(callerId: number, id: number): Promise<{ id: number }> {
      const gym = await scope.resolve(callerId);
      if (!(await repository.remove(gym.id, id))) throw notFound();
      return { id };
    },
  };
}
export type PtTrainersService = ReturnType<typeof createPtTrainersService>;
