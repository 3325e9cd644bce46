import {
  type AdminPageQuery,
  type GymPackage,
  type GymPackageInput,
  type GymPackagePage,
  type ProgramClass,
  pageOrAll,
} from '@kinetic/domain';
import { fail, notFound } from '../../lib/errors';
import type { GymScope } from '../gym-admin';
import type { ActivitiesRepository } from './activities.repository';
import type { GymPackagesRepository } from './packages.repository';

type Row = NonNullable<Awaited<ReturnType<GymPackagesRepository['one']>>>;

const toDto = (row: Row): GymPackage => ({
  ...row,
  packageType: row.packageType as GymPackage['packageType'],
  packageCategory: row.packageCategory === 'CHILD' ? 'CHILD' : 'ADULTS',
});

/**
 * The gym's packages (SPEC 7.8): list (deactivated ones on request), add, edit, deactivate.
 * A bought package is never deleted: customers keep the balances and expiry they bought, whatever the
 * package becomes. The shop reads packages straight from the database, so a change shows at once.
 */
export function createGymPackagesService(deps: {
  repository: GymPackagesRepository;
  scope: GymScope;
  activities: Pick<ActivitiesRepository, 'usable'>;
  now?: () => Date;
}) {
  const { repository, scope, activities } = deps;
  const now = deps.now ?? (() => new Date());

  /** An activity pack names activities the gym may use: the platform's and its own. */
  async function assertActivities(gymUserId: number, input: GymPackageInput) {
    if (input.packageType !== 'SPECIALCLASSCATEGORY') return;
    for (const id of new Set(input.classCategoryIds)) {
      if (!(await activities.usable(gymUserId, id))) {
        throw fail('UNKNOWN_GYM_ACTIVITY', { field: 'classCategoryIds' });
      }
    }
  }

  async function found(gymUserId: number, id: number): Promise<GymPackage> {
    const row = await repository.one(gymUserId, id);
    if (!row) throw notFound();
    return toDto(row);
  }

  return {
    async page(
      callerId: number,
      query: AdminPageQuery & { gymId?: number; includeBurnt: boolean; format?: 'json' | 'csv' },
    ): Promise<GymPackagePage> {
      const gym = await scope.resolve(callerId, query.gymId);
      const { items, total } = await repository.page(gym.id, pageOrAll(query));
      return { items: items.map(toDto), page: query.page, size: query.size, total };
    },
    async one(callerId: number, id: number, gymId?: number): Promise<GymPackage> {
      const gym = await scope.resolve(callerId, gymId);
      return found(gym.id, id);
    },
    async create(callerId: number, input: GymPackageInput): Promise<GymPackage> {
      const gym = await scope.resolve(callerId);
      await assertActivities(gym.id, input);
      return found(gym.id, await repository.create(gym, input));
    },
    async update(callerId: number, id: number, input: GymPackageInput): Promise<GymPackage> {
      const gym = await scope.resolve(callerId);
      await assertActivities(gym.id, input);
      if ((await repository.update(gym.id, id, input)) === 'NOT_FOUND') throw notFound();
      return found(gym.id, id);
    },
    /** The gym's workshop classes a program package may book. */
    async programClasses(callerId: number): Promise<ProgramClass[]> {
      const gym = await scope.resolve(callerId);
      return repository.programClasses(gym.id, now());
    },
    async setActive(callerId: number, id: number, active: boolean): Promise<GymPackage> {
      const gym = await scope.resolve(callerId);
      if (!(await repository.setActive(gym.id, id, active))) throw notFound();
      return found(gym.id, id);
    },
  };
}
export type GymPackagesService = ReturnType<typeof createGymPackagesService>;
