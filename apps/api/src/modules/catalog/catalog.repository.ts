import { and, asc, eq, exists, gte, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities, classCategories, classSessions, fitnessClasses, localities, stores } from '../../db/schema';
import { listedClass } from '../partners';

const CATEGORY = {
  id: classCategories.id,
  name: classCategories.name,
  nameAr: classCategories.nameAr,
  icon: classCategories.icon,
};

export function createCatalogRepository(db: Db) {
  return {
    stores: () => db.select().from(stores).orderBy(asc(stores.sortOrder), asc(stores.id)),
    storeById: async (id: number) => (await db.select().from(stores).where(eq(stores.id, id)))[0],
    classCategories: () =>
      db
        .select(CATEGORY)
        .from(classCategories)
        // The platform's activities: a gym's own are its private list, not everyone's.
        .where(and(eq(classCategories.active, true), isNull(classCategories.gymUserId)))
        .orderBy(asc(classCategories.sortOrder), asc(classCategories.name)),
    /**
     * What a customer filters the class list by: the platform's activities, and a gym's own
     * while it has a listed class with a session still to come (the filter would find nothing else).
     * The platform's come first, in their order. `storeId`: only gyms' own with classes in that
     * store (country), so a Bahraini gym's activity is no chip in Kuwait.
     */
    filterCategories: (from: Date, storeId?: number) => {
      const upcoming = db
        .select({ one: sql`1` })
        .from(fitnessClasses)
        .innerJoin(classSessions, eq(classSessions.classId, fitnessClasses.id))
        .where(
          and(
            eq(fitnessClasses.classCategoryId, classCategories.id),
            isNull(fitnessClasses.deletedAt),
            listedClass(fitnessClasses.ownerUserId, fitnessClasses.gymUserId),
            eq(classSessions.status, 'SCHEDULED'),
            gte(classSessions.startsAt, from),
            storeId ? eq(fitnessClasses.storeId, storeId) : undefined,
          ),
        );
      return db
        .select(CATEGORY)
        .from(classCategories)
        .where(and(eq(classCategories.active, true), or(isNull(classCategories.gymUserId), exists(upcoming))))
        .orderBy(
          sql`${classCategories.gymUserId} is not null`,
          asc(classCategories.sortOrder),
          asc(classCategories.name),
        );
    },
    cities: (storeId?: number) =>
      db
        .select()
        .from(cities)
        .where(storeId ? eq(cities.storeId, storeId) : undefined)
        .orderBy(asc(cities.name)),
    localities: (cityId?: number) =>
      db
        .select()
        .from(localities)
        .where(cityId ? eq(localities.cityId, cityId) : undefined)
        .orderBy(asc(localities.name)),
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
