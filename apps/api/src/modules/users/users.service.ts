import {
  type Language,
  type PreferenceUpdateBody,
  type ProfileUpdateBody,
  type UserDto,
  WORKOUT_TIMES,
} from '@kinetic/domain';
import type { Db } from '../../db/client';
import { fail, unauthorized } from '../../lib/errors';
import { planProfileChanges } from './profile-changes';
import { toUserDto } from './users.mapper';
import { createUsersRepository } from './users.repository';

const WORKOUT_TIME_VALUES = new Set<string>(WORKOUT_TIMES.map((time) => time.value));

/** The signed-in user's own record: reading it, editing the profile and the preferences. */
export function createUsersService(db: Db) {
  const repository = createUsersRepository(db);
  /** The user record, activity names in `language` (the reader's). */
  async function dto(userId: number, language: Language = 'en'): Promise<UserDto> {
    const account = await repository.account(userId, language);
    // The token outlived its user (deleted account): the caller is no longer anyone.
    if (!account) throw unauthorized();
    return toUserDto(account, language);
  }

  async function assertCategoriesExist(categoryIds: number[], field: string) {
    const known = new Set(await repository.existingCategoryIds(categoryIds));
    if (categoryIds.some((id) => !known.has(id))) throw fail('INVALID_ACTIVITY', { field: field });
  }

  return {
    dto,

    /** The language the account keeps (e-mails; the app on a device that has not chosen one). */
    async setLanguage(userId: number, language: Language): Promise<UserDto> {
      await repository.update(userId, { language });
      return dto(userId, language);
    },

    async updateProfile(
      userId: number,
      body: ProfileUpdateBody,
      language: Language = 'en',
    ): Promise<UserDto> {
      const current = await repository.account(userId);
      if (!current) throw unauthorized();
      await assertCategoriesExist(
        body.userDetailMappingList.map((mapping) => mapping.classCategoryId),
        'userDetailMappingList',
      );
      const plan = planProfileChanges(current, body);
      if (plan.isEmpty) throw fail('NO_CHANGES', { field: 'body' });

      await repository.transaction(async (tx) => {
        if (plan.userPatch) await tx.update(userId, plan.userPatch);
        for (const kid of plan.kidUpdates) await tx.updateKid(userId, kid.id, kid);
        for (const kid of plan.kidInserts) await tx.insertKid({ userId, ...kid });
        await tx.softDeleteKids(userId, plan.kidDeletes);
        await tx.removeActivities(userId, plan.activitiesRemoved);
        await tx.addActivities(userId, plan.activitiesAdded);
      });
      return dto(userId, language);
    },

    async updatePreferences(
      userId: number,
      body: PreferenceUpdateBody,
      language: Language = 'en',
    ): Promise<UserDto> {
      const times = [
        ...new Set(
          body.timePreference
            .split(',')
            .map((value) => value.trim())
            .filter(Boolean),
        ),
      ];
      if (times.length === 0) throw fail('TIMING_REQUIRED', { field: 'timePreference' });
      if (times.some((time) => !WORKOUT_TIME_VALUES.has(time))) {
        throw fail('INVALID_WORKOUT_TIME', { field: 'timePreference' });
      }
      const categoryIds = [...new Set(body.userDetailMappingList.map((mapping) => mapping.classCategoryId))];
      await assertCategoriesExist(categoryIds, 'userDetailMappingList');

      await repository.transaction(async (tx) => {
        await tx.keepOnlyActivities(userId, categoryIds);
        await tx.addActivities(userId, categoryIds);
        await tx.update(userId, { timePreference: times });
      });
      return dto(userId, language);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
