import {
  type ClassCategoryDto,
  type Gender,
  MSG,
  type ProfileUpdateBody,
  profileUpdateSchema,
  type UserDto,
} from '@kinetic/domain';
import { z } from 'zod';

/** A kid row of the form: saved kids keep their id, new ones get one on save. */
export interface KidRow {
  key: string;
  id?: number;
  name: string;
  dob: string;
  gender: Gender;
}

export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  gender: Gender | '';
  dob: string | null;
  nationality: string | null;
  location: string;
  activityIds: string[];
  kids: KidRow[];
}

export const profileFormSchema = profileUpdateSchema
  .pick({ firstName: true, lastName: true, gender: true, dob: true, nationality: true, location: true })
  .extend({ activityIds: z.array(z.string()).min(1, MSG.atLeastOneActivity) });

export function profileFormValues(user: UserDto): ProfileFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    gender: user.gender ?? '',
    dob: user.dob,
    nationality: user.nationality,
    location: user.location ?? '',
    activityIds: user.userDetailMappingList.map((mapping) => String(mapping.classCategoryId)),
    kids: user.userKidsList.map((kid) => ({ key: `kid-${kid.id}`, ...kid })),
  };
}

/**
 * The whole profile in one update (SPEC 3.1): kept activity mappings and kids carry their ids,
 * new ones have none, and removed ones are listed by id.
 */
export function toProfileBody(
  user: UserDto,
  values: ProfileFormValues,
  deletedKidIdList: number[],
  categories: ClassCategoryDto[],
): ProfileUpdateBody {
  const selected = values.activityIds.map(Number).sort((a, b) => a - b);
  const saved = new Map(user.userDetailMappingList.map((mapping) => [mapping.classCategoryId, mapping]));
  const nameOf = (id: number) =>
    saved.get(id)?.classCategoryName ?? categories.find((category) => category.id === id)?.name ?? null;
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    gender: values.gender as Gender,
    dob: values.dob || null,
    nationality: values.nationality || null,
    location: values.location.trim() || null,
    userDetailMappingList: selected.map((classCategoryId) => ({
      id: saved.get(classCategoryId)?.id,
      classCategoryId,
      classCategoryName: nameOf(classCategoryId),
    })),
    deletedUserDetailIds: user.userDetailMappingList
      .filter((mapping) => !selected.includes(mapping.classCategoryId))
      .map((mapping) => mapping.id),
    userKidsList: values.kids.map(({ id, name, dob, gender }) => ({ id, name: name.trim(), dob, gender })),
    deletedKidIdList,
  };
}

/** SPEC 5: an update with no changes is blocked before it is sent. */
export function hasProfileChanges(user: UserDto, body: ProfileUpdateBody, categories: ClassCategoryDto[]) {
  const unchanged = toProfileBody(user, profileFormValues(user), [], categories);
  return JSON.stringify(unchanged) !== JSON.stringify(body);
}
