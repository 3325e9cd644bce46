import type { NotificationEvent } from '@kinetic/domain';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classCategories, trainerFollows, trainerProfiles, userActivities, users } from '../../db/schema';
import { notificationWrites } from '../notifications';
import { ANONYMOUS, approvedPartner, type PartnerViewer, visiblePartner } from '../partners';

export interface TrainerFilter {
  ids?: number[];
  text?: string;
  classCategoryId?: number;
  /** Trainers of this store only (X-Store-Id). */
  storeId?: number;
}

const followerCount = sql<number>`(select count(*)::int from ${trainerFollows} where ${trainerFollows.trainerUserId} = ${users.id})`;

function where(filter: TrainerFilter, viewer: PartnerViewer): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(users.category, 2), visiblePartner(users.id, 'trainer', viewer)];
  if (filter.ids) parts.push(inArray(users.id, filter.ids));
  if (filter.storeId) parts.push(eq(users.storeId, filter.storeId));
  if (filter.text) {
    const pattern = `%${filter.text.replaceAll('_', '\\_')}%`;
    parts.push(
      or(
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      ),
    );
  }
  if (filter.classCategoryId) {
    parts.push(
      sql`exists (select 1 from ${userActivities} where ${userActivities.userId} = ${users.id} and ${userActivities.classCategoryId} = ${filter.classCategoryId})`,
    );
  }
  return and(...parts);
}

/** Trainers are users of category 2 with a trainer profile (SPEC 3.1, 3.4). */
export function createTrainersRepository(db: Db) {
  return {
    async list(
      filter: TrainerFilter,
      page: { limit: number; offset: number; order?: 'name' | 'followers' },
      viewer: PartnerViewer,
    ) {
      const rows = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          gender: users.gender,
          nationality: users.nationality,
          bio: users.bio,
          profileImageUrl: users.profileImageUrl,
          trainerType: trainerProfiles.trainerType,
          certificates: trainerProfiles.certificates,
          followerCount,
        })
        .from(users)
        .leftJoin(trainerProfiles, eq(trainerProfiles.userId, users.id))
        .where(where(filter, viewer))
        .orderBy(
          ...(page.order === 'followers' ? [desc(followerCount)] : []),
          asc(users.firstName),
          asc(users.lastName),
          asc(users.id),
        )
        .limit(page.limit)
        .offset(page.offset);
      const [counted] = await db.select({ total: count() }).from(users).where(where(filter, viewer));
      return { rows, total: counted?.total ?? 0 };
    },

    /** What a shared link's preview shows (to a guest: unpublished partners have none) of a trainer: one row by key, under the list's own rule. */
    async preview(id: number) {
      const [row] = await db
        .select({
          firstName: users.firstName,
          lastName: users.lastName,
          bio: users.bio,
          imageUrl: users.profileImageUrl,
        })
        .from(users)
        .where(where({ ids: [id] }, ANONYMOUS))
        .limit(1);
      return row;
    },

    categories: (trainerIds: number[]) =>
      trainerIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              userId: userActivities.userId,
              id: classCategories.id,
              name: classCategories.name,
              nameAr: classCategories.nameAr,
            })
            .from(userActivities)
            .innerJoin(classCategories, eq(classCategories.id, userActivities.classCategoryId))
            .where(inArray(userActivities.userId, trainerIds))
            .orderBy(asc(classCategories.sortOrder)),

    async followed(followerId: number, trainerIds: number[]) {
      if (trainerIds.length === 0) return new Set<number>();
      const rows = await db
        .select({ id: trainerFollows.trainerUserId })
        .from(trainerFollows)
        .where(
          and(
            eq(trainerFollows.followerUserId, followerId),
            inArray(trainerFollows.trainerUserId, trainerIds),
          ),
        );
      return new Set(rows.map((row) => row.id));
    },

    /**
     * A trainer others may follow: any trainer but one awaiting or refused by the operator's review,
     * who is unknown to others, as their page is.
     */
    async followable(id: number) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), eq(users.category, 2), approvedPartner(users.id)));
      return Boolean(row);
    },

    /** Follows and tells the trainer (once: a repeat follow changes nothing). */
    async follow(followerId: number, trainerId: number, told: NotificationEvent) {
      await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(trainerFollows)
          .values({ followerUserId: followerId, trainerUserId: trainerId })
          .onConflictDoNothing()
          .returning({ id: trainerFollows.trainerUserId });
        if (created) {
          await notificationWrites(tx as unknown as Db).notify(told);
        }
      });
    },

    async unfollow(followerId: number, trainerId: number) {
      await db
        .delete(trainerFollows)
        .where(
          and(eq(trainerFollows.followerUserId, followerId), eq(trainerFollows.trainerUserId, trainerId)),
        );
    },

    async followerCount(trainerId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(trainerFollows)
        .where(eq(trainerFollows.trainerUserId, trainerId));
      return row?.n ?? 0;
    },

    /** Trainers the customer follows, most recent first. */
    async favouriteIds(followerId: number, page: { limit: number; offset: number }) {
      const rows = await db
        .select({ id: trainerFollows.trainerUserId })
        .from(trainerFollows)
        .where(eq(trainerFollows.followerUserId, followerId))
        .orderBy(desc(trainerFollows.createdAt), desc(trainerFollows.trainerUserId))
        .limit(page.limit)
        .offset(page.offset);
      const [counted] = await db
        .select({ total: count() })
        .from(trainerFollows)
        .where(eq(trainerFollows.followerUserId, followerId));
      return { ids: rows.map((row) => row.id), total: counted?.total ?? 0 };
    },
  };
}
export type TrainersRepository = ReturnType<typeof createTrainersRepository>;
