import { CM_MSG, type Gender, type ManageProfileDto, type ManageProfileUpdate } from '@kinetic/domain';
import { fail, forbidden, notFound } from '../../lib/errors';
import { isGym, isTrainer, loadActor } from './access';
import type { ManageRepository } from './manage.repository';
import type { MediaService } from './media/media.service';
import { mediaUrlOf } from './media/media-dto';
import type { ProfileRepository, ProfileUserValues } from './profile.repository';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** An optional text as stored: absent stays absent, blank is null. */
const textOrNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);
const sorted = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** SPEC 5: an update with no changes is blocked ('No changes detected for update'). */
function changes(current: ManageProfileDto, body: ManageProfileUpdate): boolean {
  // A switch not sent keeps the branch's current one (a new branch's: off).
  const now = new Map(current.branches.map((b) => [b.id, b]));
  const branch = (b: {
    id?: number;
    name: string;
    localityId: number | null;
    address: string;
    latitude: number;
    longitude: number;
    studioInstruction?: string | null;
    closedForPrayers?: boolean;
    womenOnly?: boolean;
  }) => [
    b.id ?? null,
    b.name,
    b.localityId,
    b.address,
    b.latitude,
    b.longitude,
    b.studioInstruction || null,
    b.closedForPrayers ?? (b.id ? now.get(b.id)?.closedForPrayers : undefined) ?? false,
    b.womenOnly ?? (b.id ? now.get(b.id)?.womenOnly : undefined) ?? false,
  ];
  const checks: [unknown, unknown][] = [
    [body.firstName, current.firstName],
    [body.lastName, current.lastName],
    [body.bio, current.bio],
    [body.trainerType, current.trainerType],
    [body.certificates, current.certificates],
    [body.studioName, current.studioName],
    [body.website === undefined ? undefined : body.website || null, current.website],
    [body.activities && sorted(body.activities), sorted(current.activities.map((a) => a.id))],
    [body.gender, current.gender],
    [textOrNull(body.nationality), current.nationality],
    [body.dob, current.dob],
    [textOrNull(body.location), current.location],
    [body.phone, current.phone],
    [textOrNull(body.mainLocation), current.location],
    [body.latitude, current.latitude],
    [body.longitude, current.longitude],
    [body.branches?.map(branch), current.branches.map(branch)],
  ];
  return checks.some(([wanted, now]) => wanted !== undefined && !same(wanted, now));
}

/** Trainer and gym profiles (SPEC 3.1, 5, 8.5): read, edit, pictures. */
export function createProfileService(deps: {
  profiles: ProfileRepository;
  media: MediaService;
  repository: ManageRepository;
}) {
  const { profiles } = deps;

  async function read(userId: number): Promise<ManageProfileDto> {
    const user = await profiles.user(userId);
    if (!user) throw notFound();
    const trainer = await profiles.trainerProfile(userId);
    const gym = await profiles.gymProfile(userId);
    const activities = await profiles.activities(userId);
    const branches = await profiles.branches(userId);
    return {
      userId,
      userCategory: user.category,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      bio: user.bio,
      profileImageUrl: user.profileImageUrl,
      profileImageThumbnail: user.profileThumbnailUrl ?? user.profileImageUrl,
      coverImageUrl: user.coverImageUrl,
      activities,
      gender: (user.gender as Gender | null) ?? null,
      location: user.location,
      nationality: user.nationality,
      dob: user.dob,
      trainerType: (trainer?.trainerType as ManageProfileDto['trainerType']) ?? null,
      certificates: trainer?.certificates ?? [],
      trainerAllowEdit: user.trainerAllowEdit,
      studioName: gym?.studioName ?? null,
      website: gym?.website ?? null,
      phone: user.mobile,
      latitude: user.latitude,
      longitude: user.longitude,
      branches: branches.map(({ branch, locality, city }) => ({
        id: branch.id,
        name: branch.name,
        cityId: city?.id ?? null,
        cityName: city?.name ?? null,
        localityId: locality?.id ?? null,
        localityName: locality?.name ?? null,
        address: branch.address,
        latitude: branch.latitude,
        longitude: branch.longitude,
        studioInstruction: branch.studioInstruction,
        closedForPrayers: branch.closedForPrayers,
        womenOnly: branch.womenOnly,
      })),
    };
  }

  async function checkBranches(storeId: number, branches: NonNullable<ManageProfileUpdate['branches']>) {
    for (const [i, b] of branches.entries()) {
      const city = await profiles.cityInStore(b.cityId, storeId);
      if (!city) throw fail('VALID_CITY', { field: `branches.${i}.cityId` });
      const locality = await profiles.localityInCity(b.localityId, b.cityId);
      if (!locality) throw fail('VALID_LOCALITY', { field: `branches.${i}.localityId` });
    }
  }

  return {
    read,

    async update(
      userId: number,
      body: ManageProfileUpdate,
    ): Promise<{ message: string; profile: ManageProfileDto }> {
      const actor = await loadActor(deps.repository, userId);
      const given = (...values: unknown[]) => values.some((value) => value !== undefined);
      const trainerFields = given(body.certificates, body.trainerType);
      const trainerPerson = given(body.nationality, body.dob, body.location);
      const gymFields = given(
        body.studioName,
        body.website,
        body.branches,
        body.phone,
        body.mainLocation,
        body.latitude,
        body.longitude,
      );
      if ((isTrainer(actor) && gymFields) || (isGym(actor) && (trainerFields || trainerPerson))) {
        throw forbidden();
      }
      if ((body.latitude == null) !== (body.longitude == null)) {
        const missing = body.latitude == null ? 'latitude' : 'longitude';
        throw fail('REQUIRED', { field: missing });
      }
      if (!changes(await read(userId), body)) throw fail('NO_CHANGES', { field: 'body' });
      if (body.activities) {
        const known = await profiles.knownCategories(body.activities);
        if (known !== new Set(body.activities).size) {
          throw fail('INVALID_ACTIVITY', { field: 'activities' });
        }
      }
      if (body.branches) await checkBranches(actor.storeId, body.branches);
      await profiles.transaction(async (tx) => {
        const userValues: ProfileUserValues = { updatedAt: new Date() };
        if (body.firstName) userValues.firstName = body.firstName;
        if (body.lastName) userValues.lastName = body.lastName;
        if (body.bio !== undefined) userValues.bio = body.bio;
        if (body.gender) userValues.gender = body.gender;
        if (body.nationality !== undefined) userValues.nationality = body.nationality || null;
        if (body.dob !== undefined) userValues.dob = body.dob;
        if (body.location !== undefined) userValues.location = body.location || null;
        if (body.mainLocation !== undefined) userValues.location = body.mainLocation || null;
        if (body.phone) userValues.mobile = body.phone;
        if (body.latitude !== undefined) userValues.latitude = body.latitude;
        if (body.longitude !== undefined) userValues.longitude = body.longitude;
        await tx.updateUser(userId, userValues);
        if (body.activities) {
          await tx.replaceActivities(userId, [...new Set(body.activities)]);
        }
        if (isTrainer(actor) && trainerFields) {
          const values = {
            ...(body.certificates ? { certificates: body.certificates } : {}),
            ...(body.trainerType ? { trainerType: body.trainerType } : {}),
          };
          await tx.upsertTrainerProfile(
            userId,
            { trainerType: body.trainerType ?? 'FREELANCER', certificates: body.certificates ?? [] },
            values,
          );
        }
        if (isGym(actor) && (body.studioName || body.website !== undefined)) {
          await tx.updateGymProfile(userId, {
            ...(body.studioName ? { studioName: body.studioName } : {}),
            ...(body.website !== undefined ? { website: body.website || null } : {}),
          });
        }
        if (isGym(actor) && body.branches) {
          const keep = body.branches.map((b) => b.id).filter((id): id is number => id !== undefined);
          const ownedIds = new Set(await tx.ownedBranchIds(userId));
          if (keep.some((id) => !ownedIds.has(id))) throw fail('BRANCH_NOT_YOURS');
          const removed = [...ownedIds].filter((id) => !keep.includes(id));
          if (removed.length) {
            await tx.removeBranches(userId, removed, keep);
          }
          for (const [i, b] of body.branches.entries()) {
            const values = {
              name: b.name,
              localityId: b.localityId,
              address: b.address,
              latitude: b.latitude,
              longitude: b.longitude,
              studioInstruction: b.studioInstruction || null,
              ...(b.closedForPrayers === undefined ? {} : { closedForPrayers: b.closedForPrayers }),
              ...(b.womenOnly === undefined ? {} : { womenOnly: b.womenOnly }),
            };
            let branchId = b.id;
            if (branchId) await tx.updateBranch(branchId, values);
            else branchId = await tx.insertBranch(userId, values);
            if (b.womenOnly) {
              // Women-only: its classes become women's, and no man may be teaching one (docs/adr/0047).
              if (await tx.maleTrainerAhead(branchId, new Date())) {
                throw fail('TRAINER_NOT_FEMALE', { field: `branches.${i}.womenOnly` });
              }
              await tx.classesForWomen(branchId);
            }
          }
          await tx.updateGymProfile(userId, { noOfBranches: body.branches.length });
        }
      });
      return { message: CM_MSG.profileSaved, profile: await read(userId) };
    },

    async picture(userId: number, mediaId: number, kind: 'profile' | 'cover') {
      const row = await deps.media.owned(userId, mediaId);
      const values =
        kind === 'profile'
          ? { profileImageUrl: mediaUrlOf(row.storageKey), profileThumbnailUrl: mediaUrlOf(row.thumbnailKey) }
          : { coverImageUrl: mediaUrlOf(row.storageKey) };
      await profiles.updateUser(userId, values);
      return {
        message: kind === 'profile' ? CM_MSG.profilePictureUpdated : CM_MSG.coverPictureUpdated,
        profile: await read(userId),
      };
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
