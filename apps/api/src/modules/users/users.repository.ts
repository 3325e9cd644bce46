import type { Language, UserPackageSummaryDto } from '@kinetic/domain';
import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  brands,
  classCategories,
  gymProfiles,
  kids,
  stores,
  trainerProfiles,
  userActivities,
  users,
  wallets,
} from '../../db/schema';
import { mailsOn } from '../mail';
import { activePackageSummaries } from '../packages';
import { revokeUserSessions } from '../sessions';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type KidRow = typeof kids.$inferSelect;
export type SocialProvider = 'google' | 'facebook';

/** Everything the UserDto is built from (users.mapper.ts). */
export interface AccountRecord {
  user: UserRow;
  storeCurrency: string;
  walletBalance: number;
  kids: KidRow[];
  activities: {
    id: number;
    classCategoryId: number;
    classCategoryName: string;
    classCategoryNameAr: string | null;
  }[];
  packages: UserPackageSummaryDto[];
}

const lowerEmail = sql`lower(${users.email})`;

/** The user aggregate: app_user with its kids, activities, wallet and trainer/gym profiles. */
function usersQueries(db: Db) {
  const repository = {
    /** The account's mails, queued on the same connection or transaction. */
    mails: mailsOn(db),

    async byId(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async byEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(lowerEmail, email.toLowerCase()));
      return row;
    },
    async bySocialId(provider: SocialProvider, socialId: string): Promise<UserRow | undefined> {
      const column = provider === 'google' ? users.googleId : users.facebookId;
      const [row] = await db.select().from(users).where(eq(column, socialId));
      return row;
    },
    async emailTaken(email: string, exceptUserId?: number): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(lowerEmail, email.toLowerCase()));
      return row !== undefined && row.id !== exceptUserId;
    },
    async storeCurrency(storeId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ currencyCode: stores.currencyCode })
        .from(stores)
        .where(eq(stores.id, storeId));
      return row?.currencyCode;
    },
    /** The ids among `ids` that are active class categories. */
    async existingCategoryIds(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: classCategories.id })
        .from(classCategories)
        .where(
          and(
            inArray(classCategories.id, ids),
            eq(classCategories.active, true),
            isNull(classCategories.gymUserId),
          ),
        );
      return rows.map((row) => row.id);
    },

    /**
     * How a trainer or gym registering on this brand starts: awaiting the operator's review
     * where the brand asks for it. Read at registration, not from the brand cache, so turning the
     * setting on holds from the next registration.
     */
    async partnerReviewOnJoin(brandId: number): Promise<'PENDING' | 'APPROVED'> {
      const [row] = await db
        .select({ ask: brands.partnersNeedApproval })
        .from(brands)
        .where(eq(brands.id, brandId));
      return row?.ask ? 'PENDING' : 'APPROVED';
    },
    async insert(values: NewUser): Promise<number> {
      const [row] = await db.insert(users).values(values).returning({ id: users.id });
      return row!.id;
    },
    async update(id: number, patch: Partial<NewUser>): Promise<void> {
      await db
        .update(users)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(users.id, id));
    },
    async insertWallet(userId: number, currencyCode: string): Promise<void> {
      await db.insert(wallets).values({ userId, currencyCode }).onConflictDoNothing();
    },
    async insertTrainerProfile(row: typeof trainerProfiles.$inferInsert): Promise<void> {
      await db.insert(trainerProfiles).values(row);
    },
    async insertGymProfile(row: typeof gymProfiles.$inferInsert): Promise<void> {
      await db.insert(gymProfiles).values(row);
    },

    async activities(userId: number): Promise<AccountRecord['activities']> {
      return db
        .select({
          id: userActivities.id,
          classCategoryId: userActivities.classCategoryId,
          classCategoryName: classCategories.name,
          classCategoryNameAr: classCategories.nameAr,
        })
        .from(userActivities)
        .innerJoin(classCategories, eq(classCategories.id, userActivities.classCategoryId))
        .where(eq(userActivities.userId, userId))
        .orderBy(asc(classCategories.sortOrder), asc(userActivities.id));
    },
    async addActivities(userId: number, categoryIds: number[]): Promise<void> {
      if (categoryIds.length === 0) return;
      await db
        .insert(userActivities)
        .values(categoryIds.map((classCategoryId) => ({ userId, classCategoryId })))
        .onConflictDoNothing();
    },
    /** Removes the user's mappings for the given categories (never another user's rows). */
    async removeActivities(userId: number, categoryIds: number[]): Promise<void> {
      if (categoryIds.length === 0) return;
      await db
        .delete(userActivities)
        .where(and(eq(userActivities.userId, userId), inArray(userActivities.classCategoryId, categoryIds)));
    },
    async keepOnlyActivities(userId: number, categoryIds: number[]): Promise<void> {
      const others =
        categoryIds.length > 0 ? notInArray(userActivities.classCategoryId, categoryIds) : undefined;
      await db.delete(userActivities).where(and(eq(userActivities.userId, userId), others));
    },

    async activeKids(userId: number): Promise<KidRow[]> {
      return db
        .select()
        .from(kids)
        .where(and(eq(kids.userId, userId), isNull(kids.deletedAt)))
        .orderBy(asc(kids.id));
    },
    async insertKid(row: typeof kids.$inferInsert): Promise<void> {
      await db.insert(kids).values(row);
    },
    async updateKid(userId: number, kidId: number, patch: Pick<KidRow, 'name' | 'dob' | 'gender'>) {
      await db
        .update(kids)
        .set(patch)
        .where(and(eq(kids.id, kidId), eq(kids.userId, userId)));
    },
    async softDeleteKids(userId: number, kidIds: number[]): Promise<void> {
      if (kidIds.length === 0) return;
      await db
        .update(kids)
        .set({ deletedAt: sql`now()` })
        .where(and(eq(kids.userId, userId), inArray(kids.id, kidIds), isNull(kids.deletedAt)));
    },

    /** Ends the user's sessions (all, or all but one) inside the same transaction as the change. */
    revokeSessions(userId: number, now: Date, exceptTokenId?: number): Promise<void> {
      return revokeUserSessions(db, userId, now, exceptTokenId);
    },

    /** The user with kids, activities and live packages (package names in `language`). */
    async account(userId: number, language: Language = 'en'): Promise<AccountRecord | undefined> {
      const [head] = await db
        .select({ user: users, storeCurrency: stores.currencyCode, walletBalance: wallets.balance })
        .from(users)
        .innerJoin(stores, eq(stores.id, users.storeId))
        // The balance that pays in the customer's country (a wallet per currency).
        .leftJoin(wallets, and(eq(wallets.userId, users.id), eq(wallets.currencyCode, stores.currencyCode)))
        .where(eq(users.id, userId));
      if (!head) return undefined;
      const [kidRows, activityRows, packageRows] = await Promise.all([
        repository.activeKids(userId),
        repository.activities(userId),
        activePackageSummaries(db, userId, new Date(), language),
      ]);
      return {
        user: head.user,
        storeCurrency: head.storeCurrency,
        walletBalance: head.walletBalance ?? 0,
        kids: kidRows,
        activities: activityRows,
        packages: packageRows,
      };
    },
  };
  return repository;
}
export type UsersQueries = ReturnType<typeof usersQueries>;

/** The queries, plus `transaction`, which hands the callback the same queries bound to one transaction. */
export function createUsersRepository(db: Db) {
  return {
    ...usersQueries(db),
    transaction<T>(work: (tx: UsersQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(usersQueries(tx)));
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
