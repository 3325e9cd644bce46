import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  bookings,
  classCategories,
  classSessions,
  classTimings,
  fitnessClasses,
  gymBranches,
  gymProfiles,
  localities,
  sessionWishes,
  stores,
  users,
} from '../../db/schema';
import { runPrepared } from '../../lib/prepared';
import { createReadCache, type WriteEpoch } from '../../lib/read-cache';
import { listedClass } from '../partners';

/** Which sessions to list. Every field narrows; none given lists everything scheduled. */
export interface SessionFilter {
  sessionIds?: number[];
  startsFrom?: Date;
  startsBefore?: Date;
  localDateFrom?: string;
  localDateTo?: string;
  classCategoryIds?: number[];
  gymIds?: number[];
  trainerIds?: number[];
  priceModels?: string[];
  genders?: string[];
  ageCategory?: string;
  storeId?: number;
  classIds?: number[];
  /** Classes in these areas: at a gym branch there, or at a freelance trainer's venue there. */
  localityIds?: number[];
  /** [from, to) minute-of-day ranges of the local start, OR-ed. */
  minuteRanges?: (readonly [number, number])[];
  /** Matches the title or the category name (already checked by isSearchableTerm). */
  text?: string;
  /** Classes whose visible reviews average at least this many stars (1 to 5). */
  minRating?: number;
  /** Only classes at women-only branches (docs/adr/0047). */
  womenOnly?: boolean;
  /**
   * "After iftar" (docs/adr/0048): only sessions on these store days starting at or after Maghrib at
   * the store's reference place (minute of the day), moved by 4 minutes a degree of longitude the
   * class's branch or venue lies west of it. Sessions on other days are left out.
   */
  afterIftar?: { storeId: number; date: string; minute: number; longitude: number }[];
  /**
   * Classes of partners the operator has not approved are unlisted: left out, except the
   * classes this user owns, runs as their gym or teaches (a partner sees their own), or every one
   * with 'all' (what a customer booked, a partner's management screens).
   */
  unlistedOf?: number | 'all';
}

export type SessionOrder = 'start' | 'popular' | 'rating';

/** The columns a class item is built from (one row per session). */
const itemColumns = {
  sessionId: classSessions.id,
  classId: classSessions.classId,
  classTimingId: classSessions.classTimingId,
  startsAt: classSessions.startsAt,
  endsAt: classSessions.endsAt,
  timeZone: classSessions.timeZone,
  localDate: classSessions.localDate,
  fromMinute: classSessions.fromMinute,
  toMinute: classSessions.toMinute,
  seats: classSessions.seats,
  booked: classSessions.booked,
  title: fitnessClasses.title,
  description: fitnessClasses.description,
  priceModel: fitnessClasses.priceModel,
  credit: fitnessClasses.credit,
  price: fitnessClasses.price,
  currencyCode: fitnessClasses.currencyCode,
  genderRule: fitnessClasses.genderRule,
  fitnessLevel: fitnessClasses.fitnessLevel,
  ageCategory: fitnessClasses.ageCategory,
  seatDisplay: fitnessClasses.seatDisplay,
  autoWaitListHours: fitnessClasses.autoWaitListHours,
  videoClass: fitnessClasses.videoClass,
  isSpecialProgram: fitnessClasses.isSpecialProgram,
  platform: fitnessClasses.platform,
  reminder: fitnessClasses.reminder,
  specialNote: fitnessClasses.specialNote,
  mediaUrl: fitnessClasses.mediaUrl,
  mediaThumbnailUrl: fitnessClasses.mediaThumbnailUrl,
  subClassCategoryId: fitnessClasses.subClassCategoryId,
  autoJoinPackageId: fitnessClasses.autoJoinPackageId,
  days: classTimings.days,
  timingFromDate: classTimings.fromDate,
  timingToDate: classTimings.toDate,
  gymId: fitnessClasses.gymUserId,
  ownerUserId: fitnessClasses.ownerUserId,
  ratingCount: fitnessClasses.ratingCount,
  ratingTotal: fitnessClasses.ratingTotal,
  // Correlated JSON sub-selects rather than five more joins: planning an eight-table join cost more
  // than running it (see bench/).
  category: sql<{
    id: number;
    name: string;
    nameAr: string | null;
    icon: string;
  }>`(select json_build_object('id', c.id, 'name', c.name, 'nameAr', c.name_ar, 'icon', c.icon) from ${classCategories} c where c.id = ${fitnessClasses.classCategoryId})`,
  trainer: sql<{
    id: number;
    firstName: string;
    lastName: string;
    image: string | null;
  } | null>`(select json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'image', u.profile_image_url) from ${users} u where u.id = ${classSessions.trainerUserId})`,
  /** The trainers of the class's live timings: with the owner and gym, who may edit it (managesClass). */
  trainerUserIds: sql<
    number[]
  >`(select coalesce(json_agg(distinct t.trainer_user_id), '[]'::json) from ${classTimings} t where t.class_id = ${fitnessClasses.id} and t.deleted_at is null and t.trainer_user_id is not null)`,
  branch: sql<{
    id: number;
    name: string;
    studioName: string | null;
    localityName: string | null;
    localityNameAr: string | null;
    address: string;
    latitude: number;
    longitude: number;
    studioInstruction: string | null;
    womenOnly: boolean;
  } | null>`(select json_build_object('id', b.id, 'name', b.name, 'studioName', g.studio_name, 'localityName', l.name, 'localityNameAr', l.name_ar, 'address', b.address, 'latitude', b.latitude, 'longitude', b.longitude, 'studioInstruction', b.studio_instruction, 'womenOnly', b.women_only) from ${gymBranches} b left join ${gymProfiles} g on g.user_id = b.gym_user_id left join ${localities} l on l.id = b.locality_id where b.id = ${fitnessClasses.branchId})`,
  /** A freelance trainer's venue, its area named in both languages. */
  venue: sql<{
    name: string | null;
    address: string;
    localityId: number;
    localityName: string | null;
    localityNameAr: string | null;
    latitude: number | null;
    longitude: number | null;
  } | null>`(case when ${fitnessClasses.venueAddress} is null then null else (select json_build_object('name', ${fitnessClasses.venueName}, 'address', ${fitnessClasses.venueAddress}, 'localityId', l.id, 'localityName', l.name, 'localityNameAr', l.name_ar, 'latitude', ${fitnessClasses.venueLatitude}, 'longitude', ${fitnessClasses.venueLongitude}) from ${localities} l where l.id = ${fitnessClasses.venueLocalityId}) end)`,
};

/** Best rated classes first, by their average stars; unrated ones (null) last. */
const BEST_RATED = sql`(${fitnessClasses.ratingTotal}::float8 / nullif(${fitnessClasses.ratingCount}, 0)) desc nulls last`;

function selectItems(db: Db) {
  return db
    .select(itemColumns)
    .from(classSessions)
    .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
    .innerJoin(classTimings, eq(classTimings.id, classSessions.classTimingId));
}
export type ClassItemRow = Awaited<ReturnType<typeof selectItems>>[number];

/**
 * The cache key of a filter: its instants rounded to the cache window, so "from now" filters made a
 * moment apart share an entry.
 */
export function filterKey(filter: SessionFilter, windowMs: number): string {
  const round = (d?: Date) => (d ? Math.floor(d.getTime() / Math.max(windowMs, 1)) : null);
  return JSON.stringify({
    ...filter,
    startsFrom: round(filter.startsFrom),
    startsBefore: round(filter.startsBefore),
  });
}

function conditions(filter: SessionFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [
    eq(classSessions.status, 'SCHEDULED'),
    isNull(fitnessClasses.deletedAt),
  ];
  if (filter.sessionIds) where.push(inArray(classSessions.id, filter.sessionIds));
  if (filter.startsFrom) where.push(gte(classSessions.startsAt, filter.startsFrom));
  if (filter.startsBefore) where.push(lt(classSessions.startsAt, filter.startsBefore));
  if (filter.localDateFrom) where.push(gte(classSessions.localDate, filter.localDateFrom));
  if (filter.localDateTo) where.push(lte(classSessions.localDate, filter.localDateTo));
  if (filter.classCategoryIds?.length)
    where.push(inArray(fitnessClasses.classCategoryId, filter.classCategoryIds));
  if (filter.gymIds?.length) where.push(inArray(fitnessClasses.gymUserId, filter.gymIds));
  if (filter.trainerIds?.length) where.push(inArray(classSessions.trainerUserId, filter.trainerIds));
  if (filter.priceModels?.length) where.push(inArray(fitnessClasses.priceModel, filter.priceModels));
  if (filter.genders?.length) where.push(inArray(fitnessClasses.genderRule, filter.genders));
  if (filter.ageCategory) where.push(eq(fitnessClasses.ageCategory, filter.ageCategory));
  if (filter.storeId) where.push(eq(fitnessClasses.storeId, filter.storeId));
  if (filter.classIds?.length) where.push(inArray(fitnessClasses.id, filter.classIds));
  if (filter.localityIds?.length) {
    where.push(
      or(
        inArray(fitnessClasses.venueLocalityId, filter.localityIds),
        sql`${fitnessClasses.branchId} in (select ${gymBranches.id} from ${gymBranches} where ${inArray(gymBranches.localityId, filter.localityIds)})`,
      ),
    );
  }
  if (filter.unlistedOf !== 'all') {
    const listed = listedClass(fitnessClasses.ownerUserId, fitnessClasses.gymUserId);
    const own = filter.unlistedOf;
    where.push(
      own === undefined
        ? listed
        : or(
            listed,
            eq(fitnessClasses.ownerUserId, own),
            eq(fitnessClasses.gymUserId, own),
            eq(classSessions.trainerUserId, own),
          ),
    );
  }
  if (filter.minuteRanges?.length) {
    where.push(
      or(
        ...filter.minuteRanges.map(([from, to]) =>
          and(gte(classSessions.fromMinute, from), lt(classSessions.fromMinute, to)),
        ),
      ),
    );
  }
  // Kept on the class row by the reviews module: no join, and the bound is a parameter.
  if (filter.minRating !== undefined) {
    where.push(
      sql`${fitnessClasses.ratingCount} > 0 and ${fitnessClasses.ratingTotal} >= ${filter.minRating} * ${fitnessClasses.ratingCount}`,
    );
  }
  if (filter.afterIftar) {
    const days = filter.afterIftar.map(
      (d) => sql`(${d.storeId}::int, ${d.date}::date, ${d.minute}::int, ${d.longitude}::float8)`,
    );
    where.push(
      days.length === 0
        ? sql`false`
        : sql`exists (select 1 from (values ${sql.join(days, sql`, `)}) as m(store_id, d, minute, lon) where m.store_id = ${fitnessClasses.storeId} and m.d = ${classSessions.localDate} and ${classSessions.fromMinute} >= m.minute + round(4 * (m.lon - coalesce((select ${gymBranches.longitude} from ${gymBranches} where ${gymBranches.id} = ${fitnessClasses.branchId}), ${fitnessClasses.venueLongitude}, m.lon)))::int)`,
    );
  }
  // The few women-only branches, by the class's branch key: no join on the list's path.
  if (filter.womenOnly) {
    where.push(
      sql`${fitnessClasses.branchId} in (select ${gymBranches.id} from ${gymBranches} where ${gymBranches.womenOnly})`,
    );
  }
  if (filter.text) {
    const pattern = likePattern(filter.text);
    where.push(
      or(
        ilike(fitnessClasses.title, pattern),
        ilike(classCategories.name, pattern),
        ilike(classCategories.nameAr, pattern),
      ),
    );
  }
  return and(...where);
}

/** `text` anywhere in the column, `_` taken literally. */
function likePattern(text: string): string {
  return `%${text.replaceAll('_', '\\_')}%`;
}

/** A booking ('BOOKING', id = booking id) or a wish ('WISH', type = WAITLIST or WISHLIST) of a member. */
export interface ViewerMarkRow {
  kind: string;
  sessionId: number;
  id: number;
  type: string | null;
}

/** A union's columns come back as the driver gives them (bigint ids as text on node-postgres). */
function byId(rows: ViewerMarkRow[]): ViewerMarkRow[] {
  return rows
    .map((row) => ({ ...row, id: Number(row.id), sessionId: Number(row.sessionId) }))
    .sort((a, b) => a.id - b.id);
}

/**
 * List totals change only when sessions are created or cancelled, or start: each process keeps them
 * for a few seconds, so paging a busy list does not count thousands of rows on every call.
 */
const COUNT_CACHE_MS = 10_000;

export function createClassItemsRepository(db: Db, options: { epoch?: WriteEpoch } = {}) {
  const countCache = createReadCache<number>({ ttlMs: COUNT_CACHE_MS, epoch: options.epoch });
  // Asked on every list a member opens: one named statement, planned once per connection.
  const sessionIdsParam = sql`${sql.placeholder('sessionIds')}::int[]`;
  const viewerMarks = unionAll(
    db
      .select({
        kind: sql<string>`'BOOKING'`.as('kind'),
        sessionId: bookings.sessionId,
        id: bookings.id,
        type: sql<string | null>`null`.as('type'),
      })
      .from(bookings)
      .where(
        and(
          eq(bookings.userId, sql.placeholder('userId')),
          eq(bookings.status, 'BOOKED'),
          sql`${bookings.sessionId} = any(${sessionIdsParam})`,
        ),
      ),
    db
      .select({
        kind: sql<string>`'WISH'`.as('kind'),
        sessionId: sessionWishes.sessionId,
        id: sessionWishes.id,
        type: sql<string | null>`${sessionWishes.type}`.as('type'),
      })
      .from(sessionWishes)
      .where(
        and(
          eq(sessionWishes.userId, sql.placeholder('userId')),
          sql`${sessionWishes.sessionId} = any(${sessionIdsParam})`,
        ),
      ),
  ).prepare('class_item_viewer_marks');

  // The member's own rows from a start on. Bookings carry their session's start (migration 0019), so
  // theirs are one range of booking_user_upcoming_idx however long the member's history is; a join to
  // the sessions with a parameter on their start made the generic plan hash-join every later session.
  // The status is written out, not bound: a generic plan can use a partial index only when the query
  // states its condition. Wishes are joined whole and filtered by start in the process: a member has
  // far fewer of them than bookings, but nothing deletes past ones yet (see the session note).
  const allViewerMarks = unionAll(
    db
      .select({
        kind: sql<string>`'BOOKING'`.as('kind'),
        sessionId: bookings.sessionId,
        id: bookings.id,
        type: sql<string | null>`null`.as('type'),
        startsAt: sql<Date | string>`${bookings.sessionStartsAt}`.as('starts_at'),
      })
      .from(bookings)
      .where(
        and(
          eq(bookings.userId, sql.placeholder('userId')),
          sql`${bookings.status} = 'BOOKED'`,
          gte(bookings.sessionStartsAt, sql.placeholder('from')),
        ),
      ),
    db
      .select({
        kind: sql<string>`'WISH'`.as('kind'),
        sessionId: sessionWishes.sessionId,
        id: sessionWishes.id,
        type: sql<string | null>`${sessionWishes.type}`.as('type'),
        startsAt: sql<Date | string>`${classSessions.startsAt}`.as('starts_at'),
      })
      .from(sessionWishes)
      .innerJoin(classSessions, eq(classSessions.id, sessionWishes.sessionId))
      .where(eq(sessionWishes.userId, sql.placeholder('userId'))),
  ).prepare('class_item_viewer_marks_from');

  const seatsNow = db
    .select({
      id: classSessions.id,
      seats: classSessions.seats,
      booked: classSessions.booked,
      status: classSessions.status,
    })
    .from(classSessions)
    .where(sql`${classSessions.id} = any(${sessionIdsParam})`)
    .prepare('class_session_seats_now');

  async function countSessions(filter: SessionFilter): Promise<number> {
    let query = db
      .select({ total: count() })
      .from(classSessions)
      .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
      .$dynamic();
    if (filter.text)
      query = query.innerJoin(classCategories, eq(classCategories.id, fitnessClasses.classCategoryId));
    const [counted] = await runPrepared(query.where(conditions(filter)));
    return counted?.total ?? 0;
  }

  return {
    async page(
      filter: SessionFilter,
      options: { limit: number; offset: number; order?: SessionOrder; withTotal?: boolean },
    ) {
      const where = conditions(filter);
      const order =
        options.order === 'popular'
          ? [desc(classSessions.booked), asc(classSessions.startsAt), asc(classSessions.id)]
          : options.order === 'rating'
            ? [
                BEST_RATED,
                desc(fitnessClasses.ratingCount),
                asc(classSessions.startsAt),
                asc(classSessions.id),
              ]
            : [asc(classSessions.startsAt), asc(classSessions.id)];
      // The page of ids first (two tables), then the details of those rows only.
      let idsQuery = db
        .select({ id: classSessions.id })
        .from(classSessions)
        .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
        .$dynamic();
      if (filter.text) {
        idsQuery = idsQuery.innerJoin(
          classCategories,
          eq(classCategories.id, fitnessClasses.classCategoryId),
        );
      }
      const ids = (
        await runPrepared(
          idsQuery
            .where(where)
            .orderBy(...order)
            .limit(options.limit)
            .offset(options.offset),
        )
      ).map((row) => row.id);
      const details = ids.length
        ? await runPrepared(selectItems(db).where(inArray(classSessions.id, ids)))
        : [];
      const byId = new Map(details.map((row) => [row.sessionId, row]));
      const rows = ids.map((id) => byId.get(id)).filter((row): row is ClassItemRow => row !== undefined);
      if (options.withTotal === false) return { rows, total: rows.length };
      return {
        rows,
        total: await countCache.get(filterKey(filter, COUNT_CACHE_MS), () => countSessions(filter)),
      };
    },

    /** The seats of these sessions now, in one round trip (missing ids are gone). */
    async seatsOf(sessionIds: number[]) {
      if (sessionIds.length === 0) return [];
      return seatsNow.execute({ sessionIds: `{${sessionIds.join(',')}}` });
    },

    /** The caller's active bookings and wishes among these sessions, in one round trip, oldest first. */
    async viewerState(userId: number, sessionIds: number[]): Promise<ViewerMarkRow[]> {
      if (sessionIds.length === 0) return [];
      return byId(await viewerMarks.execute({ userId, sessionIds: `{${sessionIds.join(',')}}` }));
    },

    /**
     * All the caller's active bookings and wishes of sessions starting from `from`, oldest first
     * (what the per-process marks cache holds, class-items.reader.ts).
     */
    async viewerMarksFrom(userId: number, from: Date) {
      const rows = await allViewerMarks.execute({ userId, from: from.toISOString() });
      // A union's columns come back as the driver gives them (a timestamp as text on node-postgres).
      return byId(rows.filter((row) => new Date(row.startsAt).getTime() >= from.getTime()));
    },

    /** The next session of each matching class (search results, explore), at most `limit` classes. */
    async nextSessionPerClass(filter: SessionFilter, limit: number, order: SessionOrder = 'start') {
      const sub = db
        .selectDistinctOn([classSessions.classId], {
          id: classSessions.id,
          startsAt: classSessions.startsAt,
          booked: classSessions.booked,
          // A class named for the term comes before one that only sits in a category of that name.
          titleMatch: filter.text
            ? sql<boolean>`${fitnessClasses.title} ilike ${likePattern(filter.text)}`.as('title_match')
            : sql<boolean>`true`.as('title_match'),
        })
        .from(classSessions)
        .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
        .innerJoin(classCategories, eq(classCategories.id, fitnessClasses.classCategoryId))
        .where(conditions(filter))
        .orderBy(classSessions.classId, classSessions.startsAt)
        .as('next_session');
      const rows = await db
        .select({ id: sub.id })
        .from(sub)
        .orderBy(
          desc(sub.titleMatch),
          ...(order === 'popular' ? [desc(sub.booked), asc(sub.startsAt)] : [asc(sub.startsAt)]),
          asc(sub.id),
        )
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** Scheduled sessions per category in a time window (explore). */
    async categoryCounts(from: Date, to: Date, storeId?: number) {
      return db
        .select({
          id: classCategories.id,
          name: classCategories.name,
          nameAr: classCategories.nameAr,
          icon: classCategories.icon,
          upcomingCount: sql<number>`count(${classSessions.id})::int`,
        })
        .from(classCategories)
        .leftJoin(
          fitnessClasses,
          and(
            eq(fitnessClasses.classCategoryId, classCategories.id),
            isNull(fitnessClasses.deletedAt),
            storeId ? eq(fitnessClasses.storeId, storeId) : undefined,
            listedClass(fitnessClasses.ownerUserId, fitnessClasses.gymUserId),
          ),
        )
        .leftJoin(
          classSessions,
          and(
            eq(classSessions.classId, fitnessClasses.id),
            eq(classSessions.status, 'SCHEDULED'),
            gte(classSessions.startsAt, from),
            lt(classSessions.startsAt, to),
          ),
        )
        .where(and(eq(classCategories.active, true), isNull(classCategories.gymUserId)))
        .groupBy(classCategories.id)
        .orderBy(asc(classCategories.sortOrder), asc(classCategories.name));
    },

    async storeTimeZone(storeId: number): Promise<string | undefined> {
      const [row] = await db.select({ timeZone: stores.timeZone }).from(stores).where(eq(stores.id, storeId));
      return row?.timeZone;
    },
  };
}
export type ClassItemsRepository = ReturnType<typeof createClassItemsRepository>;
