import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities, classCategories, localities, stores } from '../../db/schema';

export function createCatalogRepository(db: Db) {
  return {
    stores: () => db.select().from(stores).orderBy(asc(stores.sortOrder), asc(stores.id)),
    storeById: async (id: number) => (await db.select().from(stores).where(eq(stores.id, id)))[0],
    classCategories: () =>
      db
        .select({
          id: classCategories.id,
          name: classCategories.name,
          nameAr: classCategories.nameAr,
          icon: classCategories.icon,
        })
        .from(classCategories)
        // The platform's activities: a gym's own (issue 14) are its private list, not everyone's.
        .where(and(eq(classCategories.active, true), isNull(classCategories.gymUserId)))
        .orderBy(asc(classCategories.sortOrder), asc(classCategories.name)),
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
