import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { retryOnConflict } from '../../db/retry';
import {
  bookings,
  cities,
  classCategories,
  classSessions,
  classTimings,
  fitnessClasses,
  gymBranches,
  gymProfiles,
  localities,
  media,
  sessionWishes,
  stores,
  subCategories,
  trainerFollows,
  users,
} from '../../db/schema';
import { type Seats, seatsOn } from '../bookings';
import { liveSession } from '../classes';
import { isTeamMember } from '../gym-team';
import { type MailNotices, mailsOn } from '../mail';

/** A participant as the lists show them: the booking, who holds it and the kid it is for. */
const participantColumns = {
  booking: bookings,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  mobile: users.mobile,
  kidName: sql<string | null>`(select k.name from user_kid k where k.id = ${bookings.kidId})`,
  rollClosed: sql<boolean>`exists (select 1 from class_session s where s.id = ${bookings.sessionId} and s.roll_closed_at is not null)`,
};

/** The Drizzle code of class management; every function runs on the connection or transaction given. */
function queries(db: Db) {
  return {
    async caller(userId: number) {
      const [row] = await db
        .select({
          id: users.id,
          category: users.category,
          firstName: users.firstName,
          lastName: users.lastName,
          trainerAllowEdit: users.trainerAllowEdit,
          storeId: users.storeId,
          studioName: gymProfiles.studioName,
          timeZone: stores.timeZone,
          currencyCode: stores.currencyCode,
          currencyDecimals: stores.currencyDecimals,
        })
        .from(users)
        .innerJoin(stores, eq(stores.id, users.storeId))
        .leftJoin(gymProfiles, eq(gymProfiles.userId, users.id))
        .where(eq(users.id, userId));
      return row;
    },

    async store(storeId: number) {
      const [row] = await db.select().from(stores).where(eq(stores.id, storeId));
      return row!;
    },

    /** The platform's activities, and a gym's own for that gym's classes. */
    async categoryExists(id: number, gymUserId: number | null) {
      const [row] = await db
        .select({ id: classCategories.id })
        .from(classCategories)
        .where(
          and(
            eq(classCategories.id, id),
            gymUserId === null
              ? isNull(classCategories.gymUserId)
              : or(isNull(classCategories.gymUserId), eq(classCategories.gymUserId, gymUserId)),
          ),
        );
      return Boolean(row);
    },

    /** Whether `id` is one of the gym's sub-categories of that activity. */
    async subCategoryFits(id: number, gymUserId: number, classCategoryId: number) {
      const [row] = await db
        .select({ id: subCategories.id })
        .from(subCategories)
        .where(
          and(
            eq(subCategories.id, id),
            eq(subCategories.gymUserId, gymUserId),
            eq(subCategories.classCategoryId, classCategoryId),
          ),
        );
      return Boolean(row);
    },

    async branch(branchId: number) {
      const [row] = await db.select().from(gymBranches).where(eq(gymBranches.id, branchId));
      return row;
    },

    /** The trainers among `userIds` who are not women (a women-only branch refuses them). */
    async notWomen(userIds: number[]) {
      if (userIds.length === 0) return [];
      return db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, userIds), or(isNull(users.gender), ne(users.gender, 'FEMALE'))));
    },

    /** A locality of the store's cities, with its names (a venue's area). */
    async storeLocality(localityId: number, storeId: number) {
      const [row] = await db
        .select({ id: localities.id, name: localities.name, nameAr: localities.nameAr })
        .from(localities)
        .innerJoin(cities, eq(cities.id, localities.cityId))
        .where(and(eq(localities.id, localityId), eq(cities.storeId, storeId)));
      return row;
    },

    async classRow(classId: number) {
      const [row] = await db.select().from(fitnessClasses).where(eq(fitnessClasses.id, classId));
      return row;
    },

    async lockClass(classId: number) {
      const [row] = await db
        .select()
        .from(fitnessClasses)
        .where(eq(fitnessClasses.id, classId))
        .for('update');
      return row;
    },

    /** The trainers assigned to the live timings of the class. */
    async classTrainerIds(classId: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ trainerUserId: classTimings.trainerUserId })
        .from(classTimings)
        .where(and(eq(classTimings.classId, classId), isNull(classTimings.deletedAt)));
      return rows.flatMap((row) => (row.trainerUserId === null ? [] : [row.trainerUserId]));
    },

    async insertClass(values: typeof fitnessClasses.$inferInsert) {
      const [row] = await db.insert(fitnessClasses).values(values).returning();
      return row!;
    },

    async updateClass(classId: number, values: Partial<typeof fitnessClasses.$inferInsert>) {
      await db.update(fitnessClasses).set(values).where(eq(fitnessClasses.id, classId));
    },

    timings: (classId: number) =>
      db
        .select({
          timing: classTimings,
          trainerFirstName: users.firstName,
          trainerLastName: users.lastName,
        })
        .from(classTimings)
        .leftJoin(users, eq(users.id, classTimings.trainerUserId))
        .where(and(eq(classTimings.classId, classId), isNull(classTimings.deletedAt)))
        .orderBy(asc(classTimings.id)),

    async timing(timingId: number) {
      const [row] = await db.select().from(classTimings).where(eq(classTimings.id, timingId));
      return row;
    },

    async insertTiming(values: typeof classTimings.$inferInsert) {
      const [row] = await db.insert(classTimings).values(values).returning();
      return row!;
    },

    async updateTiming(timingId: number, values: Partial<typeof classTimings.$inferInsert>) {
      const [row] = await db
        .update(classTimings)
        .set(values)
        .where(eq(classTimings.id, timingId))
        .returning();
      return row!;
    },

    async insertSessions(rows: (typeof classSessions.$inferInsert)[]) {
      if (rows.length === 0) return 0;
      const inserted = await db
        .insert(classSessions)
        .values(rows)
        .onConflictDoNothing({ target: [classSessions.classTimingId, classSessions.startsAt] })
        .returning({ id: classSessions.id });
      return inserted.length;
    },

    /**
     * Scheduled sessions that could clash with new ones: the owner's classes (as owner or as their
     * gym) and every session the given trainers teach, between two instants.
     */
    busySessions(scope: {
      ownerId: number;
      trainerIds: number[];
      from: Date;
      to: Date;
      exclude?: { timingId?: number; sessionId?: number };
    }) {
      const who = [
        eq(fitnessClasses.ownerUserId, scope.ownerId),
        eq(fitnessClasses.gymUserId, scope.ownerId),
      ];
      if (scope.trainerIds.length > 0) who.push(inArray(classSessions.trainerUserId, scope.trainerIds));
      return db
        .select({
          sessionId: classSessions.id,
          classId: classSessions.classId,
          title: fitnessClasses.title,
          startsAt: classSessions.startsAt,
          endsAt: classSessions.endsAt,
          localDate: classSessions.localDate,
          fromMinute: classSessions.fromMinute,
          toMinute: classSessions.toMinute,
        })
        .from(classSessions)
        .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
        .where(
          and(
            eq(classSessions.status, 'SCHEDULED'),
            isNull(fitnessClasses.deletedAt),
            or(...who),
            lt(classSessions.startsAt, scope.to),
            gt(classSessions.endsAt, scope.from),
            scope.exclude?.timingId ? ne(classSessions.classTimingId, scope.exclude.timingId) : undefined,
            scope.exclude?.sessionId ? ne(classSessions.id, scope.exclude.sessionId) : undefined,
          ),
        )
        .orderBy(asc(classSessions.startsAt))
        .limit(5000);
    },

    /**
     * Serialises schedule writes of the same owner and trainers (transaction-scoped advisory locks in
     * id order), so two concurrent writes cannot both pass the overlap check.
     */
    async lockSchedules(userIds: number[]) {
      for (const id of [...new Set(userIds)].sort((a, b) => a - b)) {
        await db.execute(sql`select pg_advisory_xact_lock(727003, ${id})`);
      }
    },

    async session(sessionId: number) {
      const [row] = await db
        .select({ session: classSessions, klass: fitnessClasses })
        .from(classSessions)
        .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
        .where(eq(classSessions.id, sessionId));
      return row;
    },

    async lockSession(sessionId: number) {
      const [row] = await db
        .select()
        .from(classSessions)
        .where(eq(classSessions.id, sessionId))
        .for('update');
      return row;
    },

    async updateSession(sessionId: number, values: Partial<typeof classSessions.$inferInsert>) {
      const [row] = await db
        .update(classSessions)
        .set(values)
        .where(eq(classSessions.id, sessionId))
        .returning();
      return row!;
    },

    /** Scheduled sessions starting after `from`, of one timing or of a whole class, locked. */
    futureSessions(where: { timingId?: number; classId?: number }, from: Date) {
      return db
        .select()
        .from(classSessions)
        .where(
          and(
            where.timingId ? eq(classSessions.classTimingId, where.timingId) : undefined,
            where.classId ? eq(classSessions.classId, where.classId) : undefined,
            eq(classSessions.status, 'SCHEDULED'),
            gt(classSessions.startsAt, from),
          ),
        )
        .orderBy(asc(classSessions.startsAt))
        .for('update');
    },

    /** Cancelled placeholders of a timing at these instants (they keep the materialiser from recreating a slot). */
    async dropPlaceholders(timingId: number, startsAt: Date[]) {
      if (startsAt.length === 0) return;
      await db
        .delete(classSessions)
        .where(
          and(
            eq(classSessions.classTimingId, timingId),
            eq(classSessions.status, 'CANCELED'),
            inArray(classSessions.startsAt, startsAt),
          ),
        );
    },

    /** Customers following any of these trainers (told of a new class). */
    async followersOf(trainerIds: number[]) {
      if (trainerIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ userId: trainerFollows.followerUserId })
        .from(trainerFollows)
        .where(inArray(trainerFollows.trainerUserId, trainerIds));
      return rows.map((row) => row.userId);
    },

    /** The customers booked (guests aside) on a class's sessions after `from`, one row a booking. */
    bookedCustomers: (classId: number, from: Date) =>
      db
        .select({
          userId: bookings.userId,
          bookingId: bookings.id,
          sessionId: classSessions.id,
          localDate: classSessions.localDate,
        })
        .from(bookings)
        .innerJoin(classSessions, eq(classSessions.id, bookings.sessionId))
        .where(
          and(
            eq(classSessions.classId, classId),
            eq(classSessions.status, 'SCHEDULED'),
            gt(classSessions.startsAt, from),
            eq(bookings.status, 'BOOKED'),
            isNull(bookings.guestName),
          ),
        )
        .orderBy(asc(classSessions.startsAt), asc(bookings.id)),

    activeBookings: (sessionId: number) =>
      db
        .select()
        .from(bookings)
        .where(and(eq(bookings.sessionId, sessionId), eq(bookings.status, 'BOOKED')))
        .orderBy(asc(bookings.id))
        .for('update'),

    participants: (sessionId: number) =>
      db
        .select(participantColumns)
        .from(bookings)
        .innerJoin(users, eq(users.id, bookings.userId))
        .where(and(eq(bookings.sessionId, sessionId), eq(bookings.status, 'BOOKED')))
        .orderBy(asc(bookings.id)),

    /** One participant, as the list shows them (a booking of any status). */
    async participant(bookingId: number) {
      const [row] = await db
        .select(participantColumns)
        .from(bookings)
        .innerJoin(users, eq(users.id, bookings.userId))
        .where(eq(bookings.id, bookingId));
      return row;
    },

    /** The booking of a session that a check-in code names; none for another session's code. */
    async bookingByCheckInCode(sessionId: number, code: string) {
      const [row] = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.sessionId, sessionId), eq(bookings.checkInCode, code)));
      return row;
    },

    /**
     * Checks an active booking in unless it already is, in one statement: of two scans of one code at
     * once, one gets the row back and the other nothing (it then reads who was first).
     */
    async checkInOnce(bookingId: number, at: Date) {
      const [row] = await db
        .update(bookings)
        .set({ checkedInAt: at, attendance: null })
        .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'BOOKED'), isNull(bookings.checkedInAt)))
        .returning({ id: bookings.id });
      return row !== undefined;
    },

    /** A customer's own check-in code of an active booking; none for a guest's or another's booking. */
    async ownCheckInCode(bookingId: number, userId: number) {
      const [row] = await db
        .select({ bookingId: bookings.id, code: bookings.checkInCode })
        .from(bookings)
        .where(
          and(
            eq(bookings.id, bookingId),
            eq(bookings.userId, userId),
            eq(bookings.status, 'BOOKED'),
            isNull(bookings.guestName),
          ),
        );
      return row;
    },

    /**
     * What self check-in needs of a customer's own active booking: the session's times and roll, and
     * where the class happens (its gym branch, else its venue's pin; none online).
     */
    async selfCheckInFacts(bookingId: number, userId: number) {
      const [row] = await db
        .select({
          bookingId: bookings.id,
          checkedInAt: bookings.checkedInAt,
          sessionId: classSessions.id,
          startsAt: classSessions.startsAt,
          endsAt: classSessions.endsAt,
          timeZone: classSessions.timeZone,
          rollClosedAt: classSessions.rollClosedAt,
          latitude: sql<number | null>`coalesce(${gymBranches.latitude}, ${fitnessClasses.venueLatitude})`,
          longitude: sql<number | null>`coalesce(${gymBranches.longitude}, ${fitnessClasses.venueLongitude})`,
        })
        .from(bookings)
        .innerJoin(classSessions, eq(classSessions.id, bookings.sessionId))
        .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
        .leftJoin(gymBranches, eq(gymBranches.id, fitnessClasses.branchId))
        .where(
          and(
            eq(bookings.id, bookingId),
            eq(bookings.userId, userId),
            eq(bookings.status, 'BOOKED'),
            isNull(bookings.guestName),
          ),
        );
      return row;
    },

    /** A session's waitlist in queue order (docs/adr/0003), with who is waiting. */
    waitlist: (sessionId: number) =>
      db
        .select({
          wish: sessionWishes,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          mobile: users.mobile,
          kidName: sql<string | null>`(select k.name from user_kid k where k.id = ${sessionWishes.kidId})`,
        })
        .from(sessionWishes)
        .innerJoin(users, eq(users.id, sessionWishes.userId))
        .where(and(eq(sessionWishes.sessionId, sessionId), eq(sessionWishes.type, 'WAITLIST')))
        .orderBy(asc(sessionWishes.id)),

    async lockWish(wishId: number) {
      const [row] = await db.select().from(sessionWishes).where(eq(sessionWishes.id, wishId)).for('update');
      return row;
    },

    async bookingWithSession(bookingId: number) {
      const [row] = await db
        .select({ booking: bookings, session: classSessions, klass: fitnessClasses })
        .from(bookings)
        .innerJoin(classSessions, eq(classSessions.id, bookings.sessionId))
        .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
        .where(eq(bookings.id, bookingId));
      return row;
    },

    /** Checked in (or not) before the roll closes: a check-in clears an absent mark. */
    async setCheckedIn(bookingId: number, at: Date | null) {
      await db
        .update(bookings)
        .set(at ? { checkedInAt: at, attendance: null } : { checkedInAt: null })
        .where(eq(bookings.id, bookingId));
    },

    /** Marked absent (or not) before the roll closes: the mark clears a check-in (docs/adr/0042). */
    async setMarkedAbsent(bookingId: number, absent: boolean) {
      await db
        .update(bookings)
        .set(absent ? { attendance: 'NO_SHOW', checkedInAt: null } : { attendance: null })
        .where(eq(bookings.id, bookingId));
    },

    /** The caller's own sessions (owner, their gym, or taught by them) on local dates in a range. */
    ownSessionIds(userId: number, fromDate: string, toDate: string) {
      return db
        .select({ id: classSessions.id })
        .from(classSessions)
        .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
        .where(
          and(
            liveSession(),
            or(
              eq(fitnessClasses.ownerUserId, userId),
              eq(fitnessClasses.gymUserId, userId),
              eq(classSessions.trainerUserId, userId),
            ),
            sql`${classSessions.localDate} between ${fromDate} and ${toDate}`,
          ),
        )
        .orderBy(asc(classSessions.startsAt))
        .limit(500);
    },

    counts: (sessionIds: number[]) =>
      sessionIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              sessionId: bookings.sessionId,
              booked: sql<number>`count(*)::int`,
              checkedIn: sql<number>`count(${bookings.checkedInAt})::int`,
            })
            .from(bookings)
            .where(and(inArray(bookings.sessionId, sessionIds), eq(bookings.status, 'BOOKED')))
            .groupBy(bookings.sessionId),

    /** The credit seats of these sessions (seats bookable with general credits). */
    sessionClasses: (sessionIds: number[]) =>
      sessionIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              sessionId: classSessions.id,
              creditSeats: classSessions.creditSeats,
            })
            .from(classSessions)
            .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
            .where(inArray(classSessions.id, sessionIds)),

    classMedia: (classId: number) =>
      db.select().from(media).where(eq(media.classId, classId)).orderBy(asc(media.sortOrder), asc(media.id)),

    ownedMedia: (ownerId: number, ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(media)
            .where(and(eq(media.ownerUserId, ownerId), inArray(media.id, ids))),

    /** Attaches exactly these images to the class (in this order) and detaches the others. */
    async setClassMedia(classId: number, ids: number[]) {
      await db
        .update(media)
        .set({ classId: null })
        .where(and(eq(media.classId, classId), ids.length ? sql`${media.id} not in ${ids}` : undefined));
      for (const [index, id] of ids.entries()) {
        await db.update(media).set({ classId, sortOrder: index }).where(eq(media.id, id));
      }
    },

    /**
     * Removes a deleted class's images and returns them, so their files can go after the commit; an image
     * its owner also shows as their profile or cover picture stays (the profile still points at it).
     */
    async removeClassMedia(classId: number) {
      const shownOnAProfile = (key: typeof media.storageKey) =>
        sql`exists (select 1 from ${users} where ${users.profileImageUrl} = '/media/' || ${key}
          or ${users.coverImageUrl} = '/media/' || ${key})`;
      return db
        .delete(media)
        .where(and(eq(media.classId, classId), sql`not ${shownOnAProfile(media.storageKey)}`))
        .returning({ storageKey: media.storageKey, thumbnailKey: media.thumbnailKey });
    },

    async anyMediaOf(classId: number) {
      const [row] = await db
        .select({ id: media.id })
        .from(media)
        .where(and(eq(media.classId, classId), isNotNull(media.classId)))
        .limit(1);
      return Boolean(row);
    },
  };
}

export type ManageQueries = ReturnType<typeof queries> & {
  bookings: Seats;
  /** Mails about the class's bookings, queued in this transaction (a rolled-back move sends none). */
  mails: MailNotices;
  /** Whom a gym may name as a trainer. */
  isTeamMember: (gymId: number, trainerId: number) => Promise<boolean>;
};

/** Class management's queries on a caller's transaction (its Ramadan plan binds them beside its own). */
export function bind(db: Db): ManageQueries {
  return {
    ...queries(db),
    bookings: seatsOn(db),
    mails: mailsOn(db),
    isTeamMember: (gymId: number, trainerId: number) => isTeamMember(db, gymId, trainerId),
  };
}

export function createManageRepository(db: Db) {
  return {
    ...bind(db),
    /** One transaction; a deadlock victim or serialization failure runs again (nothing was committed). */
    transaction<T>(work: (q: ManageQueries) => Promise<T>): Promise<T> {
      return retryOnConflict(() => db.transaction((tx) => work(bind(tx as unknown as Db))));
    },
  };
}
export type ManageRepository = ReturnType<typeof createManageRepository>;
