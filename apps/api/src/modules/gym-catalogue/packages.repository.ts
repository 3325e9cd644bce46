import type { GymPackageInput } from '@kinetic/domain';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { packages } from '../../db/schema';

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
  active: packages.active,
  sold,
};

/**
 * The column values of a gym's package: an unlimited package keeps no class count, and only an
 * activity pack keeps activities.
 */
const valuesOf = (input: GymPackageInput) => ({
  ...input,
  classes: input.unlimited ? null : input.classes,
  classCategoryIds: input.packageType === 'SPECIALCLASSCATEGORY' ? input.classCategoryIds : [],
});

/** A gym's own packages (issue 14): what the shop sells in its name. */
export function createGymPackagesRepository(db: Db) {
  const own = (gymUserId: number) => eq(packages.gymUserId, gymUserId);
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
    async create(
      gym: { id: number; storeId: number; currencyCode: string },
      input: GymPackageInput,
    ): Promise<number> {
      const [row] = await db
        .insert(packages)
        .values({
          ...valuesOf(input),
          storeId: gym.storeId,
          gymUserId: gym.id,
          currencyCode: gym.currencyCode,
        })
        .returning({ id: packages.id });
      return row!.id;
    },
    /** Changes the package for future buyers; bought user packages keep their own balances. */
    async update(gymUserId: number, id: number, input: GymPackageInput): Promise<boolean> {
      const rows = await db
        .update(packages)
        .set(valuesOf(input))
        .where(and(own(gymUserId), eq(packages.id, id)))
        .returning({ id: packages.id });
      return rows.length > 0;
    },
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
