import type { ProfileUpdateBody } from '@kinetic/domain';
import { fail } from '../../lib/errors';
import type { AccountRecord, NewUser } from './users.repository';

type KidFields = { name: string; dob: string; gender: string };

export interface ProfilePlan {
  userPatch: Partial<NewUser> | null;
  kidUpdates: (KidFields & { id: number })[];
  kidInserts: KidFields[];
  kidDeletes: number[];
  activitiesAdded: number[];
  activitiesRemoved: number[];
  isEmpty: boolean;
}

/** An optional text field: absent keeps the stored value, null or blank clears it. */
function nextText(value: string | null | undefined, stored: string | null): string | null {
  if (value === undefined) return stored;
  return value ? value : null;
}

/**
 * What a profile update changes, compared with the stored record (SPEC 5: an update with no changes is
 * refused). Pure, so the whole decision is made before anything is written. Kid and activity ids that are
 * not the user's own are refused rather than skipped, so a bad request writes nothing.
 */
export function planProfileChanges(current: AccountRecord, body: ProfileUpdateBody): ProfilePlan {
  const { user } = current;
  const next = {
    firstName: body.firstName,
    lastName: body.lastName,
    gender: body.gender,
    location: nextText(body.location, user.location),
    nationality: nextText(body.nationality, user.nationality),
    dob: nextText(body.dob, user.dob),
  };
  const userPatch: Partial<NewUser> = {};
  for (const key of Object.keys(next) as (keyof typeof next)[]) {
    if (next[key] !== user[key]) userPatch[key] = next[key] as never;
  }

  const ownKids = new Map(current.kids.map((kid) => [kid.id, kid]));
  if (body.deletedKidIdList.some((id) => !ownKids.has(id))) {
    throw fail('UNKNOWN_KID', { field: 'deletedKidIdList' });
  }
  const kidDeletes = [...new Set(body.deletedKidIdList)];
  const kidUpdates: ProfilePlan['kidUpdates'] = [];
  const kidInserts: KidFields[] = [];
  for (const [index, kid] of body.userKidsList.entries()) {
    const fields = { name: kid.name, dob: kid.dob, gender: kid.gender };
    if (!kid.id) {
      kidInserts.push(fields);
      continue;
    }
    const stored = ownKids.get(kid.id);
    if (!stored) throw fail('UNKNOWN_KID', { field: `userKidsList.${index}.id` });
    if (kidDeletes.includes(kid.id)) continue;
    if (stored.name !== kid.name || stored.dob !== kid.dob || stored.gender !== kid.gender) {
      kidUpdates.push({ id: kid.id, ...fields });
    }
  }

  const ownMappings = new Map(current.activities.map((mapping) => [mapping.id, mapping]));
  if (body.deletedUserDetailIds.some((id) => !ownMappings.has(id))) {
    throw fail('UNKNOWN_ACTIVITY', { field: 'deletedUserDetailIds' });
  }
  const deleted = new Set(body.deletedUserDetailIds);
  const stored = new Set(current.activities.map((mapping) => mapping.classCategoryId));
  // A given list replaces the activities; without one, only the listed deletions apply.
  const wanted =
    body.userDetailMappingList.length > 0
      ? body.userDetailMappingList.filter((mapping) => !mapping.id || !deleted.has(mapping.id))
      : current.activities.filter((mapping) => !deleted.has(mapping.id));
  const desired = new Set(wanted.map((mapping) => mapping.classCategoryId));
  const activitiesAdded = [...desired].filter((id) => !stored.has(id));
  const activitiesRemoved = [...stored].filter((id) => !desired.has(id));

  const hasUserChanges = Object.keys(userPatch).length > 0;
  return {
    userPatch: hasUserChanges ? userPatch : null,
    kidUpdates,
    kidInserts,
    kidDeletes,
    activitiesAdded,
    activitiesRemoved,
    isEmpty:
      !hasUserChanges &&
      kidUpdates.length + kidInserts.length + kidDeletes.length === 0 &&
      activitiesAdded.length + activitiesRemoved.length === 0,
  };
}
