import type { ActivityInput, SubCategoryInput } from '@kinetic/domain';
import { and, asc, count, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classCategories, fitnessClasses, subCategories, userActivities } from '../../db/schema';

/**
 * Activities (class categories) and sub-categories of a gym. The platform's activities
 * (gym_user_id null) are shared by every gym and only listed here; a gym edits its own.
 */
/** The class's activity or sub-activity, as the count's subquery (`f`) names it. */
const CATEGORY_OF_CLASS = {
  class_category_id: sql.raw('f.class_category_id'),
  sub_class_category_id: sql.raw('f.sub_class_category_id'),
};

export function createActivitiesRepository(db: Db) {
  const visibleTo = (gymUserId: number) =>
    or(
      and(isNull(classCategories.gymUserId), eq(classCategories.active, true)),
      eq(classCategories.gymUserId, gymUserId),
    );
  const liveClasses = (gymUserId: number, column: keyof typeof CATEGORY_OF_CLASS, id: SQL) =>
    sql<number>`(select count(*) from ${fitnessClasses} f where ${CATEGORY_OF_CLASS[column]} = ${id} and f.gym_user_id = ${gymUserId} and f.deleted_at is null)`.mapWith(
      Number,
    );

  return {
    activities(gymUserId: number) {
      return db
        .select({
          id: classCategories.id,
          name: classCategories.name,
          nameAr: classCategories.nameAr,
          own: isNotNull(classCategories.gymUserId).mapWith(Boolean),
          active: classCategories.active,
          classCount: liveClasses(gymUserId, 'class_category_id', sql.raw('"class_category"."id"')),
          subCategoryCount:
            sql<number>`(select count(*) from ${subCategories} s where s.class_category_id = "class_category"."id" and s.gym_user_id = ${gymUserId})`.mapWith(
              Number,
            ),
        })
        .from(classCategories)
        .where(visibleTo(gymUserId))
        .orderBy(
          sql`${classCategories.gymUserId} is null`,
          asc(classCategories.sortOrder),
          asc(classCategories.name),
        );
    },
    /** The activity if the gym may use it (the platform's active ones and its own). */
    async usable(gymUserId: number, id: number) {
      const [row] = await db
        .select({ id: classCategories.id, name: classCategories.name })
        .from(classCategories)
        .where(and(eq(classCategories.id, id), visibleTo(gymUserId)));
      return row ?? null;
    },
    async createActivity(gymUserId: number, input: ActivityInput): Promise<number> {
      const [row] = await db
        .insert(classCategories)
        .values({ ...input, gymUserId, icon: 'activity', sortOrder: 1000 })
        .returning({ id: classCategories.id });
      return row!.id;
    },
    async updateActivity(gymUserId: number, id: number, input: ActivityInput): Promise<boolean> {
      const rows = await db
        .update(classCategories)
        .set(input)
        .where(and(eq(classCategories.id, id), eq(classCategories.gymUserId, gymUserId)))
        .returning({ id: classCategories.id });
      return rows.length > 0;
    },
    /**
     * Deletes the gym's activity unless a class or sub-category uses it: the refusal says which and
     * how many. A class deleted earlier keeps its activity, so the activity is then only deactivated.
     */
    removeActivity(gymUserId: number, id: number) {
      return db.transaction(async (tx) => {
        const [activity] = await tx
          .select({ id: classCategories.id })
          .from(classCategories)
          .where(and(eq(classCategories.id, id), eq(classCategories.gymUserId, gymUserId)))
          .for('update');
        if (!activity) return { outcome: 'missing' as const };
        const [live] = await tx
          .select({ n: count() })
          .from(fitnessClasses)
          .where(and(eq(fitnessClasses.classCategoryId, id), isNull(fitnessClasses.deletedAt)));
        if ((live?.n ?? 0) > 0) return { outcome: 'classes' as const, count: live!.n };
        const [subs] = await tx
          .select({ n: count() })
          .from(subCategories)
          .where(eq(subCategories.classCategoryId, id));
        if ((subs?.n ?? 0) > 0) return { outcome: 'subCategories' as const, count: subs!.n };
        const [past] = await tx
          .select({ n: count() })
          .from(fitnessClasses)
          .where(eq(fitnessClasses.classCategoryId, id));
        if ((past?.n ?? 0) > 0) {
          await tx.update(classCategories).set({ active: false }).where(eq(classCategories.id, id));
          return { outcome: 'deactivated' as const };
        }
        await tx.delete(userActivities).where(eq(userActivities.classCategoryId, id));
        await tx.delete(classCategories).where(eq(classCategories.id, id));
        return { outcome: 'deleted' as const };
      });
    },

    subCategories(gymUserId: number, classCategoryId?: number) {
      return db
        .select({
          id: subCategories.id,
          classCategoryId: subCategories.classCategoryId,
          activityName: classCategories.name,
          name: subCategories.name,
          nameAr: subCategories.nameAr,
          active: subCategories.active,
          classCount: liveClasses(gymUserId, 'sub_class_category_id', sql.raw('"sub_category"."id"')),
        })
        .from(subCategories)
        .innerJoin(classCategories, eq(classCategories.id, subCategories.classCategoryId))
        .where(
          and(
            eq(subCategories.gymUserId, gymUserId),
            classCategoryId ? eq(subCategories.classCategoryId, classCategoryId) : undefined,
          ),
        )
        .orderBy(asc(classCategories.name), asc(subCategories.name), asc(subCategories.id));
    },
    async subCategory(gymUserId: number, id: number) {
      const [row] = (await this.subCategories(gymUserId)).filter((sub) => sub.id === id);
      return row ?? null;
    },
    async createSubCategory(gymUserId: number, input: SubCategoryInput): Promise<number> {
      const [row] = await db
        .insert(subCategories)
        .values({ ...input, gymUserId })
        .returning({ id: subCategories.id });
      return row!.id;
    },
    async updateSubCategory(gymUserId: number, id: number, input: SubCategoryInput): Promise<boolean> {
      const rows = await db
        .update(subCategories)
        .set(input)
        .where(and(eq(subCategories.id, id), eq(subCategories.gymUserId, gymUserId)))
        .returning({ id: subCategories.id });
      return rows.length > 0;
    },
    /** Deletes the sub-category unless a live class uses it; deleted classes let go of it. */
    removeSubCategory(gymUserId: number, id: number) {
      return db.transaction(async (tx) => {
        const [sub] = await tx
          .select({ id: subCategories.id })
          .from(subCategories)
          .where(and(eq(subCategories.id, id), eq(subCategories.gymUserId, gymUserId)))
          .for('update');
        if (!sub) return { outcome: 'missing' as const };
        const [live] = await tx
          .select({ n: count() })
          .from(fitnessClasses)
          .where(and(eq(fitnessClasses.subClassCategoryId, id), isNull(fitnessClasses.deletedAt)));
        if ((live?.n ?? 0) > 0) return { outcome: 'classes' as const, count: live!.n };
        await tx
          .update(fitnessClasses)
          .set({ subClassCategoryId: null })
          .where(eq(fitnessClasses.subClassCategoryId, id));
        await tx.delete(subCategories).where(eq(subCategories.id, id));
        return { outcome: 'deleted' as const };
      });
    },
  };
}
export type ActivitiesRepository = ReturnType<typeof createActivitiesRepository>;
type SQL = ReturnType<typeof sql>;
