import type { GymPackageInput } from '@kinetic/domain';
import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fitnessClasses, packages } from '../../db/schema';
import { fail } from '../../lib/errors';

/** The workshop class a program package books: the class that names it. */
const programClassId = sql<number | null>`(select c.id from fitness_class c
  where c.auto_join_package_id = "package"."id" and c.deleted_at is null order by c.id limit 1)`;

const sold = sql<number>`(select count(*) from user_package up where up.package_id = "package"."id")`.mapWith(
  Number,
);

const columns = {
  id: packages.id,
  name: packages.name,
  nameAr: packages.nameAr,
  description: packages.description,
  descriptionAr: packages.descriptionAr,
  packageType: packages.packageType,
  packageCategory: packages.packageCategory,
  credits: packages.credits,
  classes: packages.classes,
  unlimited: packages.unlimited,
  validityDays: packages.validityDays,
  price: packages.price,
  currencyCode: packages.currencyCode,
  visitLimitPerGym: packages.visitLimitPerGym,
  readyPackageSize: packages.readyPackageSize,
  reminder: packages.reminder,
  subscriptionWeeks: packages.subscriptionWeeks,
  classCategoryIds: packages.classCategoryIds,
  programClassId,
  active: packages.active,
  sold,
};

/**
 * The column values of a gym's package: an unlimited package keeps no class count, and only an
 * activity pack keeps activities.
 */
const valuesOf = ({ programClassId: _class, ...input }: GymPackageInput) => ({
  ...input,
  classes: input.unlimited ? null : input.classes,
  classCategoryIds: input.packageType === 'SPECIALCLASSCATEGORY' ? input.classCategoryIds : [],
});

/**
 * A program package books one workshop class of the gym: that class names it, and no other
 * class does. False when the class is not one of the gym's live workshop classes.
 */
async function linkProgramClass(tx: Db, gymUserId: number, packageId: number, input: GymPackageInput) {
  const classId = input.packageType === 'AUTOJOINWITHPACKAGE' ? input.programClassId : null;
  await tx
    .update(fitnessClasses)
    .set({ autoJoinPackageId: null })
    .where(
      and(
        eq(fitnessClasses.autoJoinPackageId, packageId),
        classId === null ? undefined : ne(fitnessClasses.id, classId),
      ),
    );
  if (classId === null) return true;
  const linked = await tx
    .update(fitnessClasses)
    .set({ autoJoinPackageId: packageId })
    .where(
      and(
        eq(fitnessClasses.id, classId),
        eq(fitnessClasses.gymUserId, gymUserId),
        eq(fitnessClasses.priceModel, 'AUTOJOINWITHPACKAGE'),
        isNull(fitnessClasses.deletedAt),
      ),
    )
    .returning({ id: fitnessClasses.id });
  return linked.length > 0;
}

const unknownProgramClass = () => fail('UNKNOWN_PROGRAM_CLASS', { field: 'programClassId' });

/** A gym's own packages: what the shop sells in its name. */
export function createGymPackagesRepository(db: Db) {
  // A PT trainer's one-session package follows their PT setup, not this list.
  const own = (gymUserId: number) => and(eq(packages.gymUserId, gymUserId), isNull(packages.ptTrainerId));
  return {
    async page(gymUserId: number, query: { includeBurnt: boolean; page: number; size: number }) {
      const where = and(own(gymUserId), query.includeBurnt ? undefined : eq(packages.active, true));
      const [items, [total]] = await Promise.all([
        db
          .select(columns)
          .from(packages)
          .where(where)
          .orderBy(desc(packages.active), asc(packages.name), asc(packages.id))
          .limit(query.size)
          .offset(query.page * query.size),
        db.select({ n: count() }).from(packages).where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },
    async one(gymUserId: number, id: number) {
      const [row] = await db
        .select(columns)
        .from(packages)
        .where(and(own(gymUserId), eq(packages.id, id)));
      return row ?? null;
    },
    /** The new package's id; a program class that is not one of the gym's workshops undoes it (400). */
    create: (gym: { id: number; storeId: number; currencyCode: string }, input: GymPackageInput) =>
      db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const [row] = await t
          .insert(packages)
          .values({
            ...valuesOf(input),
            storeId: gym.storeId,
            gymUserId: gym.id,
            currencyCode: gym.currencyCode,
          })
          .returning({ id: packages.id });
        if (!(await linkProgramClass(t, gym.id, row!.id, input))) throw unknownProgramClass();
        return row!.id;
      }),
    /** Changes the package for future buyers; bought user packages keep their own balances. */
    update: (gymUserId: number, id: number, input: GymPackageInput): Promise<'UPDATED' | 'NOT_FOUND'> =>
      db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const rows = await t
          .update(packages)
          .set(valuesOf(input))
          .where(and(own(gymUserId), eq(packages.id, id)))
          .returning({ id: packages.id });
        if (rows.length === 0) return 'NOT_FOUND';
        if (!(await linkProgramClass(t, gymUserId, id, input))) throw unknownProgramClass();
        return 'UPDATED';
      }),
    /** The gym's live workshop classes, with their upcoming sessions, for a program package to book. */
    programClasses: (gymUserId: number, now: Date) =>
      db
        .select({
          id: fitnessClasses.id,
          title: fitnessClasses.title,
          // Named in full: a one-table select writes its columns unqualified, which `s` would capture.
          upcomingSessions: sql<number>`(select count(*)::int from class_session s
            where s.class_id = "fitness_class"."id" and s.status = 'SCHEDULED' and s.starts_at > ${now})`,
        })
        .from(fitnessClasses)
        .where(
          and(
            eq(fitnessClasses.gymUserId, gymUserId),
            eq(fitnessClasses.priceModel, 'AUTOJOINWITHPACKAGE'),
            isNull(fitnessClasses.deletedAt),
          ),
        )
        .orderBy(asc(fitnessClasses.title)),
    async setActive(gymUserId: number, id: number, active: boolean): Promise<boolean> {
      const rows = await db
        .update(packages)
        .set({ active })
        .where(and(own(gymUserId), eq(packages.id, id)))
        .returning({ id: packages.id });
      return rows.length > 0;
    },
    /** Of `ids`, those that are the gym's own packages, with their names. */
    async ownNamed(gymUserId: number, ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: packages.id, name: packages.name })
        .from(packages)
        .where(and(own(gymUserId), inArray(packages.id, [...ids])));
    },
  };
}
export type GymPackagesRepository = ReturnType<typeof createGymPackagesRepository>;
