import type { Activity, ActivityInput, SubCategory, SubCategoryInput } from '@kinetic/domain';
import { isUniqueViolation } from '../../db/errors';
import { fail, notFound } from '../../lib/errors';
import type { GymScope } from '../gym-admin';
import type { ActivitiesRepository } from './activities.repository';

export interface Removal {
  id: number;
  outcome: 'deleted' | 'deactivated';
}

/**
 * Activities and sub-categories (SPEC 7.8). A gym lists the platform's activities and its
 * own, adds and edits its own, and keeps sub-categories of either. Deleting one that a class uses is
 * refused with how many classes use it (409).
 */
export function createActivitiesService(deps: { repository: ActivitiesRepository; scope: GymScope }) {
  const { repository, scope } = deps;

  async function activity(gymUserId: number, id: number): Promise<Activity> {
    const row = (await repository.activities(gymUserId)).find((candidate) => candidate.id === id);
    if (!row) throw notFound();
    return row;
  }
  async function subCategory(gymUserId: number, id: number): Promise<SubCategory> {
    const row = await repository.subCategory(gymUserId, id);
    if (!row) throw notFound();
    return row;
  }
  async function assertActivity(gymUserId: number, classCategoryId: number) {
    if (!(await repository.usable(gymUserId, classCategoryId))) {
      throw fail('UNKNOWN_GYM_ACTIVITY', { field: 'classCategoryId' });
    }
  }
  const activityTaken = (error: unknown) =>
    isUniqueViolation(error) ? fail('ACTIVITY_EXISTS', { field: 'name' }) : error;
  const subTaken = (error: unknown) =>
    isUniqueViolation(error) ? fail('SUB_CATEGORY_EXISTS', { field: 'name' }) : error;

  return {
    async activities(callerId: number, gymId?: number): Promise<Activity[]> {
      const gym = await scope.resolve(callerId, gymId);
      return repository.activities(gym.id);
    },
    async createActivity(callerId: number, input: ActivityInput): Promise<Activity> {
      const gym = await scope.resolve(callerId);
      const id = await repository.createActivity(gym.id, input).catch((error) => {
        throw activityTaken(error);
      });
      return activity(gym.id, id);
    },
    async updateActivity(callerId: number, id: number, input: ActivityInput): Promise<Activity> {
      const gym = await scope.resolve(callerId);
      const changed = await repository.updateActivity(gym.id, id, input).catch((error) => {
        throw activityTaken(error);
      });
      if (!changed) throw notFound();
      return activity(gym.id, id);
    },
    async removeActivity(callerId: number, id: number): Promise<Removal> {
      const gym = await scope.resolve(callerId);
      const result = await repository.removeActivity(gym.id, id);
      if (result.outcome === 'missing') throw notFound();
      if (result.outcome === 'classes') throw fail('ACTIVITY_IN_USE', { arg: result.count });
      if (result.outcome === 'subCategories') {
        throw fail('ACTIVITY_HAS_SUB_CATEGORIES', { arg: result.count });
      }
      return { id, outcome: result.outcome };
    },

    async subCategories(callerId: number, query: { gymId?: number; classCategoryId?: number }) {
      const gym = await scope.resolve(callerId, query.gymId);
      return repository.subCategories(gym.id, query.classCategoryId);
    },
    async subCategory(callerId: number, id: number, gymId?: number): Promise<SubCategory> {
      const gym = await scope.resolve(callerId, gymId);
      return subCategory(gym.id, id);
    },
    async createSubCategory(callerId: number, input: SubCategoryInput): Promise<SubCategory> {
      const gym = await scope.resolve(callerId);
      await assertActivity(gym.id, input.classCategoryId);
      const id = await repository.createSubCategory(gym.id, input).catch((error) => {
        throw subTaken(error);
      });
      return subCategory(gym.id, id);
    },
    async updateSubCategory(callerId: number, id: number, input: SubCategoryInput): Promise<SubCategory> {
      const gym = await scope.resolve(callerId);
      if (!(await repository.subCategory(gym.id, id))) throw notFound();
      await assertActivity(gym.id, input.classCategoryId);
      await repository.updateSubCategory(gym.id, id, input).catch((error) => {
        throw subTaken(error);
      });
      return subCategory(gym.id, id);
    },
    async removeSubCategory(callerId: number, id: number): Promise<Removal> {
      const gym = await scope.resolve(callerId);
      const result = await repository.removeSubCategory(gym.id, id);
      if (result.outcome === 'missing') throw notFound();
      if (result.outcome === 'classes') throw fail('SUB_CATEGORY_IN_USE', { arg: result.count });
      return { id, outcome: result.outcome };
    },
  };
}
export type ActivitiesService = ReturnType<typeof createActivitiesService>;
