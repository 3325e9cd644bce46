import { CM_MSG, type Gender, type ManageProfileDto, type ManageProfileUpdate } from '@kinetic/domain';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  cities,
  classCategories,
  fitnessClasses,
  gymBranches,
  gymProfiles,
  localities,
  trainerProfiles,
  userActivities,
  users,
} from '../../db/schema';
import { fail, forbidden, notFound } from '../../lib/errors';
import { isGym, isTrainer, loadActor } from './access';
import type { ManageRepository } from './manage.repository';
import type { MediaService } from './media/media.service';
import { mediaUrlOf } from './media/media-dto';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** An optional text as stored: absent stays absent, blank is null. */
const textOrNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);
const sorted = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** SPEC 5: an update with no changes is blocked ('No changes detected for update'). */
function changes(current: ManageProfileDto, body: ManageProfileUpdate): boolean {
  const branch = (b: {
    id?: number;
    name: string;
    localityId: number | null;
    address: string;
    latitude: number;
    longitude: number;
    studioInstruction?: string | null;
  }) => [b.id ?? null, b.name, b.localityId, b.address, b.latitude, b.longitude, b.studioInstruction || null];
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
export function createProfileService(deps: { db: Db; media: MediaService; repository: ManageRepository }) {
  const { db } = deps;

  async function read(userId: number): Promise<ManageProfileDto> {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw notFound();
    const [trainer] = await db.select().from(trainerProfiles).where(eq(trainerProfiles.userId, userId));
    const [gym] = await db.select().from(gymProfiles).where(eq(gymProfiles.userId, userId));
    const activities = await db
      .select({ id: classCategories.id, name: classCategories.name })
      .from(userActivities)
      .innerJoin(classCategories, eq(classCategories.id, userActivities.classCategoryId))
      .where(eq(userActivities.userId, userId))
      .orderBy(asc(classCategories.sortOrder), asc(classCategories.name));
    const branches = await db
      .select({ branch: gymBranches, locality: localities, city: cities })
      .from(gymBranches)
      .leftJoin(localities, eq(localities.id, gymBranches.localityId))
      .leftJoin(cities, eq(cities.id, localities.cityId))
      .where(eq(gymBranches.gymUserId, userId))
      .orderBy(asc(gymBranches.id));
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
      })),
    };
  }

  async function checkBranches(storeId: number, branches: NonNullable<ManageProfileUpdate['branches']>) {
    for (const [i, b] of branches.entries()) {
      const [city] = await db
        .select({ id: cities.id })
        .from(cities)
        .where(and(eq(cities.id, b.cityId), eq(cities.storeId, storeId)));
      if (!city) throw fail('VALID_CITY', { field: `branches.${i}.cityId` });
      const [locality] = await db
        .select({ id: localities.id })
        .from(localities)
        .where(and(eq(localities.id, b.localityId), eq(localities.cityId, b.cityId)));
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
        const known = await db
          .select({ id: classCategories.id })
          .from(classCategories)
          .where(inArray(classCategories.id, body.activities));
        if (known.length !== new Set(body.activities).size) {
          throw fail('INVALID_ACTIVITY', { field: 'activities' });
        }
      }
      if (body.branches) await checkBranches(actor.storeId, body.branches);
      await db.transaction(async (tx) => {
        const userValues: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
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
        await tx.update(users).set(userValues).where(eq(users.id, userId));
        if (body.activities) {
          await tx.delete(userActivities).where(eq(userActivities.userId, userId));
          await tx
            .insert(userActivities)
            .values([...new Set(body.activities)].map((classCategoryId) => ({ userId, classCategoryId })));
        }
        if (isTrainer(actor) && trainerFields) {
          const values = {
            ...(body.certificates ? { certificates: body.certificates } : {}),
            ...(body.trainerType ? { trainerType: body.trainerType } : {}),
          };
          await tx
            .insert(trainerProfiles)
            .values({
              userId,
              trainerType: body.trainerType ?? 'FREELANCER',
              certificates: body.certificates ?? [],
            })
            .onConflictDoUpdate({ target: trainerProfiles.userId, set: values });
        }
        if (isGym(actor) && (body.studioName || body.website !== undefined)) {
          await tx
            .update(gymProfiles)
            .set({
              ...(body.studioName ? { studioName: body.studioName } : {}),
              ...(body.website !== undefined ? { website: body.website || null } : {}),
            })
            .where(eq(gymProfiles.userId, userId));
        }
        if (isGym(actor) && body.branches) {
          const keep = body.branches.map((b) => b.id).filter((id): id is number => id !== undefined);
          const owned = await tx
            .select({ id: gymBranches.id })
            .from(gymBranches)
            .where(eq(gymBranches.gymUserId, userId));
          const ownedIds = new Set(owned.map((b) => b.id));
          if (keep.some((id) => !ownedIds.has(id))) throw fail('BRANCH_NOT_YOURS');
          const removed = [...ownedIds].filter((id) => !keep.includes(id));
          if (removed.length) {
            // Classes at a removed branch stay, without a branch (the FK would refuse the delete).
            await tx
              .update(fitnessClasses)
              .set({ branchId: null })
              .where(inArray(fitnessClasses.branchId, removed));
            await tx
              .delete(gymBranches)
              .where(
                and(
                  eq(gymBranches.gymUserId, userId),
                  keep.length ? notInArray(gymBranches.id, keep) : undefined,
                ),
              );
          }
          for (const b of body.branches) {
            const values = {
              name: b.name,
              localityId: b.localityId,
              address: b.address,
              latitude: b.latitude,
              longitude: b.longitude,
              studioInstruction: b.studioInstruction || null,
            };
            if (b.id) await tx.update(gymBranches).set(values).where(eq(gymBranches.id, b.id));
            else await tx.insert(gymBranches).values({ ...values, gymUserId: userId });
          }
          await tx
            .update(gymProfiles)
            .set({ noOfBranches: body.branches.length })
            .where(eq(gymProfiles.userId, userId));
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
      await db.update(users).set(values).where(eq(users.id, userId));
      return {
        message: kind === 'profile' ? CM_MSG.profilePictureUpdated : CM_MSG.coverPictureUpdated,
        profile: await read(userId),
      };
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
