import { CREDIT_PACKAGE_TYPES } from '@kinetic/domain';
import { and, asc, desc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  classSessions,
  fitnessClasses,
  gymProfiles,
  kids,
  packages,
  stores,
  subscriptions,
  userPackages,
  users,
} from '../../db/schema';
import { approvedPartner, listedClass, listedPackage } from '../partners';

/**
 * Reads of what can be bought and what the customer holds. A package of a gym under the
 * operator's review, and a session of an unlisted class, are not for sale: to the shop they are
 * unknown ids (the partners module's rules).
 */
export function createShopRepository(db: Db) {
  const packageColumns = {
    id: packages.id,
    storeId: packages.storeId,
    name: packages.name,
    nameAr: packages.nameAr,
    description: packages.description,
    descriptionAr: packages.descriptionAr,
    price: packages.price,
    currencyCode: packages.currencyCode,
    credits: packages.credits,
    classes: packages.classes,
    unlimited: packages.unlimited,
    validityDays: packages.validityDays,
    packageType: packages.packageType,
    packageCategory: packages.packageCategory,
    gymUserId: packages.gymUserId,
    visitLimitPerGym: packages.visitLimitPerGym,
    reminder: packages.reminder,
    readyPackageSize: packages.readyPackageSize,
    subscriptionWeeks: packages.subscriptionWeeks,
    classCategoryIds: packages.classCategoryIds,
    ptTrainerId: packages.ptTrainerId,
    active: packages.active,
    studioName: gymProfiles.studioName,
    primeGym: gymProfiles.isPrimeGym,
  };

  return {
    async packageById(id: number) {
      const [row] = await db
        .select(packageColumns)
        .from(packages)
        .leftJoin(gymProfiles, eq(gymProfiles.userId, packages.gymUserId))
        .where(and(eq(packages.id, id), listedPackage(packages.gymUserId)));
      return row;
    },

    listPackages(filter: {
      storeId?: number;
      types?: readonly string[];
      excludeTypes?: readonly string[];
      category?: 'ADULTS' | 'CHILD';
      gymUserId?: number;
      ids?: number[];
      /** The PT trainer whose one-session package may be listed; the others never are. */
      singleSessionOf?: number | null;
    }) {
      const where: (SQL | undefined)[] = [eq(packages.active, true), listedPackage(packages.gymUserId)];
      where.push(
        filter.singleSessionOf
          ? or(isNull(packages.ptTrainerId), eq(packages.ptTrainerId, filter.singleSessionOf))
          : isNull(packages.ptTrainerId),
      );
      if (filter.storeId !== undefined) where.push(eq(packages.storeId, filter.storeId));
      if (filter.types) where.push(inArray(packages.packageType, [...filter.types]));
      for (const type of filter.excludeTypes ?? []) where.push(ne(packages.packageType, type));
      if (filter.category) where.push(eq(packages.packageCategory, filter.category));
      if (filter.gymUserId !== undefined) {
        where.push(or(isNull(packages.gymUserId), eq(packages.gymUserId, filter.gymUserId)));
      }
      if (filter.ids) where.push(inArray(packages.id, filter.ids.length ? filter.ids : [0]));
      return db
        .select(packageColumns)
        .from(packages)
        .leftJoin(gymProfiles, eq(gymProfiles.userId, packages.gymUserId))
        .where(and(...where))
        .orderBy(asc(packages.price), asc(packages.id));
    },

    /** What decides which packages can pay for a session; a session of an unlisted class is none. */
    async sessionForShop(sessionId: number) {
      const [row] = await db
        .select({
          id: classSessions.id,
          status: classSessions.status,
          startsAt: classSessions.startsAt,
          storeId: fitnessClasses.storeId,
          priceModel: fitnessClasses.priceModel,
          credit: fitnessClasses.credit,
          ageCategory: fitnessClasses.ageCategory,
          classCategoryId: fitnessClasses.classCategoryId,
          gymUserId: fitnessClasses.gymUserId,
          autoJoinPackageId: fitnessClasses.autoJoinPackageId,
          price: fitnessClasses.price,
          ptTrainerId: fitnessClasses.ptTrainerId,
          deletedAt: fitnessClasses.deletedAt,
        })
        .from(classSessions)
        .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
        .where(
          and(
            eq(classSessions.id, sessionId),
            listedClass(fitnessClasses.ownerUserId, fitnessClasses.gymUserId),
          ),
        );
      return row;
    },

    /**
     * Whether a gym an order names (a drop-in bought for that gym) may sell: false while it is under the
     * operator's review. An id that is no account names nobody under review.
     */
    async gymListed(gymUserId: number) {
      const [row] = await db
        .select({ listed: sql<boolean>`${approvedPartner(users.id)}` })
        .from(users)
        .where(eq(users.id, gymUserId));
      return row?.listed ?? true;
    },

    async gymIsPrime(gymUserId: number) {
      const [row] = await db
        .select({ prime: gymProfiles.isPrimeGym })
        .from(gymProfiles)
        .where(eq(gymProfiles.userId, gymUserId));
      return row?.prime ?? false;
    },

    async user(userId: number) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          mobile: users.mobile,
          language: users.language,
          storeId: users.storeId,
          storeCurrency: stores.currencyCode,
          category: users.category,
        })
        .from(users)
        .leftJoin(stores, eq(stores.id, users.storeId))
        .where(eq(users.id, userId));
      return row;
    },

    async kid(userId: number, kidId: number) {
      const [row] = await db
        .select({ id: kids.id, name: kids.name })
        .from(kids)
        .where(and(eq(kids.id, kidId), eq(kids.userId, userId), isNull(kids.deletedAt)));
      return row;
    },

    /** Every package the customer bought, newest first, with its kid, gym and subscription. */
    userPackages(userId: number) {
      const gymUser = alias(gymProfiles, 'up_gym');
      return db
        .select({
          id: userPackages.id,
          packageId: userPackages.packageId,
          name: packages.name,
          nameAr: packages.nameAr,
          packageType: userPackages.packageType,
          packageCategory: userPackages.packageCategory,
          kidName: kids.name,
          creditsBalance: userPackages.creditsBalance,
          granted:
            sql<number>`(select coalesce(sum(cl.delta_credits), 0) from credit_ledger cl where cl.user_package_id = ${userPackages.id} and cl.reason in ('PURCHASE', 'GRANT'))`.mapWith(
              Number,
            ),
          classesLeft: userPackages.classesLeft,
          unlimited: userPackages.unlimited,
          startsAt: userPackages.startsAt,
          expiresAt: userPackages.expiresAt,
          status: userPackages.status,
          gymName: gymUser.studioName,
          subscriptionId: subscriptions.id,
          subscriptionStatus: subscriptions.status,
          validityDays: packages.validityDays,
        })
        .from(userPackages)
        .innerJoin(packages, eq(packages.id, userPackages.packageId))
        .leftJoin(kids, eq(kids.id, userPackages.kidId))
        .leftJoin(gymUser, eq(gymUser.userId, userPackages.gymUserId))
        .leftJoin(subscriptions, eq(subscriptions.userPackageId, userPackages.id))
        .where(eq(userPackages.userId, userId))
        .orderBy(desc(userPackages.expiresAt), desc(userPackages.id));
    },
  };
}
export type ShopRepository = ReturnType<typeof createShopRepository>;
export type ShopPackageRow = NonNullable<Awaited<ReturnType<ShopRepository['packageById']>>>;
export { CREDIT_PACKAGE_TYPES };
