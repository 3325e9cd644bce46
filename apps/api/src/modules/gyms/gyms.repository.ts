import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classSessions, fitnessClasses, gymBranches, gymProfiles, localities, users } from '../../db/schema';
import { ANONYMOUS, type PartnerViewer, visiblePartner } from '../partners';

export interface GymFilter {
  ids?: number[];
  text?: string;
  /** Gyms of this store only (X-Store-Id). */
  storeId?: number;
}

function where(filter: GymFilter, viewer: PartnerViewer): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    inArray(users.category, [3, 6]),
    visiblePartner(users.id, 'gym', viewer),
  ];
  if (filter.ids) parts.push(inArray(users.id, filter.ids));
  if (filter.storeId) parts.push(eq(users.storeId, filter.storeId));
  if (filter.text) {
    const pattern = `%${filter.text.replaceAll('_', '\\_')}%`;
    parts.push(
      or(
        ilike(gymProfiles.studioName, pattern),
        ilike(users.firstName, pattern),
        sql`exists (select 1 from ${gymBranches} where ${gymBranches.gymUserId} = ${users.id} and ${gymBranches.name} ilike ${pattern})`,
      ),
    );
  }
  return and(...parts);
}

/** Gyms are users of category 3 (or 6) with a gym profile and branches (SPEC 3.1, 3.4). */
export function createGymsRepository(db: Db) {
  return {
    async list(
      filter: GymFilter,
      page: { limit: number; offset: number; order?: 'name' | 'busy' },
      now: Date,
      viewer: PartnerViewer,
    ) {
      const upcomingClassCount = sql<number>`(select count(*)::int from ${classSessions} inner join ${fitnessClasses} on ${fitnessClasses.id} = ${classSessions.classId} where ${fitnessClasses.gymUserId} = ${users.id} and ${fitnessClasses.deletedAt} is null and ${classSessions.status} = 'SCHEDULED' and ${classSessions.startsAt} > ${now.toISOString()}::timestamptz)`;
      const rows = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          bio: users.bio,
          profileImageUrl: users.profileImageUrl,
          studioName: gymProfiles.studioName,
          classType: gymProfiles.classType,
          website: gymProfiles.website,
          upcomingClassCount,
        })
        .from(users)
        .innerJoin(gymProfiles, eq(gymProfiles.userId, users.id))
        .where(where(filter, viewer))
        .orderBy(
          ...(page.order === 'busy' ? [desc(upcomingClassCount)] : []),
          asc(gymProfiles.studioName),
          asc(users.id),
        )
        .limit(page.limit)
        .offset(page.offset);
      const [counted] = await db
        .select({ total: count() })
        .from(users)
        .innerJoin(gymProfiles, eq(gymProfiles.userId, users.id))
        .where(where(filter, viewer));
      return { rows, total: counted?.total ?? 0 };
    },

    /** What a shared link's preview shows (to a guest: unpublished partners have none) of a gym: one row by key, under the list's own rule. */
    async preview(id: number) {
      const [row] = await db
        .select({ studioName: gymProfiles.studioName, bio: users.bio, imageUrl: users.profileImageUrl })
        .from(users)
        .innerJoin(gymProfiles, eq(gymProfiles.userId, users.id))
        .where(where({ ids: [id] }, ANONYMOUS))
        .limit(1);
      return row;
    },

    branches: (gymIds: number[]) =>
      gymIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              gymId: gymBranches.gymUserId,
              id: gymBranches.id,
              branchName: gymBranches.name,
              localityName: localities.name,
              localityNameAr: localities.nameAr,
              address: gymBranches.address,
              latitude: gymBranches.latitude,
              longitude: gymBranches.longitude,
              studioInstruction: gymBranches.studioInstruction,
              womenOnly: gymBranches.womenOnly,
            })
            .from(gymBranches)
            .leftJoin(localities, eq(localities.id, gymBranches.localityId))
            .where(inArray(gymBranches.gymUserId, gymIds))
            .orderBy(asc(gymBranches.id)),

    /** Trainers who teach the gym's upcoming classes. */
    async trainerIds(gymId: number, now: Date) {
      const rows = await db
        .selectDistinct({ id: classSessions.trainerUserId })
        .from(classSessions)
        .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
        .where(
          and(
            eq(fitnessClasses.gymUserId, gymId),
            isNull(fitnessClasses.deletedAt),
            gt(classSessions.startsAt, now),
          ),
        );
      return rows.map((row) => row.id).filter((id): id is number => id !== null);
    },
  };
}
export type GymsRepository = ReturnType<typeof createGymsRepository>;
