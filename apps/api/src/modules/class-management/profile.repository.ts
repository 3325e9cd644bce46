import { and, asc, eq, gt, inArray, isNull, ne, notInArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  cities,
  classCategories,
  classSessions,
  fitnessClasses,
  gymBranches,
  gymProfiles,
  localities,
  trainerProfiles,
  userActivities,
  users,
} from '../../db/schema';

export type ProfileUserValues = Partial<typeof users.$inferInsert>;
export interface BranchValues {
  name: string;
  localityId: number;
  address: string;
  latitude: number;
  longitude: number;
  studioInstruction: string | null;
  closedForPrayers?: boolean;
  womenOnly?: boolean;
}

function profileWrites(tx: Db) {
  return {
    async updateUser(userId: number, values: ProfileUserValues): Promise<void> {
      await tx.update(users).set(values).where(eq(users.id, userId));
    },
    async replaceActivities(userId: number, classCategoryIds: number[]): Promise<void> {
      await tx.delete(userActivities).where(eq(userActivities.userId, userId));
      await tx
        .insert(userActivities)
        .values(classCategoryIds.map((classCategoryId) => ({ userId, classCategoryId })));
    },
    async upsertTrainerProfile(
      userId: number,
      insert: { trainerType: string; certificates: string[] },
      set: { trainerType?: string; certificates?: string[] },
    ): Promise<void> {
      await tx
        .insert(trainerProfiles)
        .values({ userId, ...insert })
        .onConflictDoUpdate({ target: trainerProfiles.userId, set });
    },
    async updateGymProfile(
      userId: number,
      values: { studioName?: string; website?: string | null; noOfBranches?: number },
    ): Promise<void> {
      await tx.update(gymProfiles).set(values).where(eq(gymProfiles.userId, userId));
    },
    async ownedBranchIds(userId: number): Promise<number[]> {
      const owned = await tx
        .select({ id: gymBranches.id })
        .from(gymBranches)
        .where(eq(gymBranches.gymUserId, userId));
      return owned.map((b) => b.id);
    },
    /** Classes at a removed branch stay, without a branch (the FK would refuse the delete). */
    async removeBranches(userId: number, removed: number[], keep: number[]): Promise<void> {
      await tx
        .update(fitnessClasses)
        .set({ branchId: null })
        .where(inArray(fitnessClasses.branchId, removed));
      await tx
        .delete(gymBranches)
        .where(
          and(eq(gymBranches.gymUserId, userId), keep.length ? notInArray(gymBranches.id, keep) : undefined),
        );
    },
    async updateBranch(id: number, values: BranchValues): Promise<void> {
      await tx.update(gymBranches).set(values).where(eq(gymBranches.id, id));
    },
    async insertBranch(userId: number, values: BranchValues): Promise<number> {
      const [row] = await tx
        .insert(gymBranches)
        .values({ ...values, gymUserId: userId })
        .returning({ id: gymBranches.id });
      return row!.id;
    },
    /** Whether a man (or a trainer of no recorded gender) teaches a coming session at the branch. */
    async maleTrainerAhead(branchId: number, from: Date): Promise<boolean> {
      const [row] = await tx
        .select({ id: classSessions.id })
        .from(classSessions)
        .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
        .innerJoin(users, eq(users.id, classSessions.trainerUserId))
        .where(
          and(
            eq(fitnessClasses.branchId, branchId),
            isNull(fitnessClasses.deletedAt),
            eq(classSessions.status, 'SCHEDULED'),
            gt(classSessions.startsAt, from),
            or(isNull(users.gender), ne(users.gender, 'FEMALE')),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
    /** The branch's classes accept women and girls only. */
    async classesForWomen(branchId: number): Promise<void> {
      await tx
        .update(fitnessClasses)
        .set({ genderRule: 'FEMALE' })
        .where(eq(fitnessClasses.branchId, branchId));
    },
  };
}

export type ProfileWrites = ReturnType<typeof profileWrites>;

/** Trainer and gym profiles: the user row, the trainer or gym profile, activities and branches. */
export function createProfileRepository(db: Db) {
  return {
    ...profileWrites(db),
    async user(userId: number) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      return user;
    },
    async trainerProfile(userId: number) {
      const [trainer] = await db.select().from(trainerProfiles).where(eq(trainerProfiles.userId, userId));
      return trainer;
    },
    async gymProfile(userId: number) {
      const [gym] = await db.select().from(gymProfiles).where(eq(gymProfiles.userId, userId));
      return gym;
    },
    activities: (userId: number) =>
      db
        .select({ id: classCategories.id, name: classCategories.name })
        .from(userActivities)
        .innerJoin(classCategories, eq(classCategories.id, userActivities.classCategoryId))
        .where(eq(userActivities.userId, userId))
        .orderBy(asc(classCategories.sortOrder), asc(classCategories.name)),
    branches: (userId: number) =>
      db
        .select({ branch: gymBranches, locality: localities, city: cities })
        .from(gymBranches)
        .leftJoin(localities, eq(localities.id, gymBranches.localityId))
        .leftJoin(cities, eq(cities.id, localities.cityId))
        .where(eq(gymBranches.gymUserId, userId))
        .orderBy(asc(gymBranches.id)),
    async cityInStore(cityId: number, storeId: number): Promise<boolean> {
      const [city] = await db
        .select({ id: cities.id })
        .from(cities)
        .where(and(eq(cities.id, cityId), eq(cities.storeId, storeId)));
      return city !== undefined;
    },
    async localityInCity(localityId: number, cityId: number): Promise<boolean> {
      const [locality] = await db
        .select({ id: localities.id })
        .from(localities)
        .where(and(eq(localities.id, localityId), eq(localities.cityId, cityId)));
      return locality !== undefined;
    },
    async knownCategories(ids: number[]): Promise<number> {
      const known = await db
        .select({ id: classCategories.id })
        .from(classCategories)
        .where(and(inArray(classCategories.id, ids), isNull(classCategories.gymUserId)));
      return known.length;
    },
    transaction<T>(work: (q: ProfileWrites) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(profileWrites(tx)));
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
