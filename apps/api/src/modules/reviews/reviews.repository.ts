import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  bookings,
  classSessions,
  fitnessClasses,
  gymProfiles,
  reviewReports,
  reviews,
  users,
} from '../../db/schema';

const trainers = alias(users, 'trainer');
const authors = alias(users, 'author');

/** The columns a review is shown with: its class, its trainer's and its author's names. */
const reviewColumns = {
  id: reviews.id,
  classId: reviews.classId,
  className: fitnessClasses.title,
  ownerUserId: fitnessClasses.ownerUserId,
  trainerUserId: reviews.trainerUserId,
  gymUserId: reviews.gymUserId,
  trainerFirstName: trainers.firstName,
  trainerLastName: trainers.lastName,
  rating: reviews.rating,
  gymRating: reviews.gymRating,
  body: reviews.body,
  authorFirstName: authors.firstName,
  authorLastName: authors.lastName,
  createdAt: reviews.createdAt,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  hiddenAt: reviews.hiddenAt,
  hiddenReason: reviews.hiddenReason,
};

function selectReviews(db: Db) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(fitnessClasses, eq(fitnessClasses.id, reviews.classId))
    .innerJoin(authors, eq(authors.id, reviews.userId))
    .leftJoin(trainers, eq(trainers.id, reviews.trainerUserId));
}
export type ReviewRow = Awaited<ReturnType<typeof selectReviews>>[number];

/** Whose reviews a page lists: a class's, a trainer's or a gym's. */
export type ReviewSubject = { classId: number } | { trainerUserId: number } | { gymUserId: number };

const subjectCondition = (subject: ReviewSubject): SQL =>
  'classId' in subject
    ? eq(reviews.classId, subject.classId)
    : 'trainerUserId' in subject
      ? eq(reviews.trainerUserId, subject.trainerUserId)
      : eq(reviews.gymUserId, subject.gymUserId);

/** The class's counters follow its visible reviews, in the transaction of the write (docs/adr/0043). */
async function bumpClass(db: Db, classId: number, countBy: number, totalBy: number) {
  await db
    .update(fitnessClasses)
    .set({
      ratingCount: sql`${fitnessClasses.ratingCount} + ${countBy}`,
      ratingTotal: sql`${fitnessClasses.ratingTotal} + ${totalBy}`,
    })
    .where(eq(fitnessClasses.id, classId));
}

export function createReviewsRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db)),

    /** A booking as the rating form and its rules read it; the caller's own only. */
    async booking(bookingId: number, userId: number) {
      const [row] = await db
        .select({
          id: bookings.id,
          userId: bookings.userId,
          guestName: bookings.guestName,
          checkedInAt: bookings.checkedInAt,
          attendance: bookings.attendance,
          sessionId: bookings.sessionId,
          startsAt: classSessions.startsAt,
          endsAt: classSessions.endsAt,
          timeZone: classSessions.timeZone,
          trainerUserId: classSessions.trainerUserId,
          classId: fitnessClasses.id,
          className: fitnessClasses.title,
          ownerUserId: fitnessClasses.ownerUserId,
          gymUserId: fitnessClasses.gymUserId,
          trainerFirstName: trainers.firstName,
          trainerLastName: trainers.lastName,
          gymName: gymProfiles.studioName,
          reviewId: reviews.id,
        })
        .from(bookings)
        .innerJoin(classSessions, eq(classSessions.id, bookings.sessionId))
        .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
        .leftJoin(trainers, eq(trainers.id, classSessions.trainerUserId))
        .leftJoin(gymProfiles, eq(gymProfiles.userId, fitnessClasses.gymUserId))
        .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
        .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId), isNull(bookings.guestName)));
      return row;
    },

    async review(id: number): Promise<ReviewRow | undefined> {
      const [row] = await selectReviews(db).where(eq(reviews.id, id));
      return row;
    },

    /** The new review, or undefined when the booking has one already (a second tab, a replay). */
    async insert(
      tx: Db,
      values: typeof reviews.$inferInsert & { rating: number },
    ): Promise<number | undefined> {
      const [row] = await tx
        .insert(reviews)
        .values(values)
        .onConflictDoNothing({ target: reviews.bookingId })
        .returning({ id: reviews.id });
      if (row) await bumpClass(tx, values.classId, 1, values.rating);
      return row?.id;
    },

    /** A booking reviewed before it was asked about is never asked (the ask job, ask.ts). */
    async markAsked(tx: Db, bookingId: number, at: Date) {
      await tx
        .update(bookings)
        .set({ reviewAskedAt: at })
        .where(and(eq(bookings.id, bookingId), isNull(bookings.reviewAskedAt)));
    },

    /** The one answer; false when it was answered already. */
    /** The answer, once: its author and the session reviewed (to tell them), or undefined when answered already. */
    async reply(
      tx: Db,
      id: number,
      reply: string,
      byUserId: number,
      at: Date,
    ): Promise<{ authorUserId: number; sessionId: number } | undefined> {
      const [row] = await tx
        .update(reviews)
        .set({ reply, repliedAt: at, repliedByUserId: byUserId })
        .from(bookings)
        .where(and(eq(reviews.id, id), isNull(reviews.reply), eq(bookings.id, reviews.bookingId)))
        .returning({ authorUserId: reviews.userId, sessionId: bookings.sessionId });
      return row;
    },

    /** A user's report; false when they had reported it already. */
    async report(reviewId: number, userId: number, reason: string): Promise<boolean> {
      const rows = await db
        .insert(reviewReports)
        .values({ reviewId, userId, reason })
        .onConflictDoNothing()
        .returning({ reviewId: reviewReports.reviewId });
      return rows.length > 0;
    },

    /**
     * Hides or shows a review, and moves its stars out of (or back into) its class's counters in the
     * same transaction. Only a change of state moves them: hiding a hidden review changes nothing.
     */
    setHidden(id: number, hide: { reason: string; byUserId: number; at: Date } | null) {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [row] = await tx
          .update(reviews)
          .set(
            hide
              ? { hiddenAt: hide.at, hiddenReason: hide.reason, hiddenByUserId: hide.byUserId }
              : { hiddenAt: null, hiddenReason: null, hiddenByUserId: null },
          )
          .where(and(eq(reviews.id, id), hide ? isNull(reviews.hiddenAt) : isNotNull(reviews.hiddenAt)))
          .returning({ classId: reviews.classId, rating: reviews.rating });
        if (row) await bumpClass(tx, row.classId, hide ? -1 : 1, hide ? -row.rating : row.rating);
        return row !== undefined;
      });
    },

    /** A page of visible reviews of a subject, newest first. */
    async page(subject: ReviewSubject, limit: number, offset: number) {
      const where = and(subjectCondition(subject), isNull(reviews.hiddenAt));
      const rows = await selectReviews(db)
        .where(where)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(reviews).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /** The class's counters, kept on its row. */
    async classCounters(classId: number) {
      const [row] = await db
        .select({ count: fitnessClasses.ratingCount, total: fitnessClasses.ratingTotal })
        .from(fitnessClasses)
        .where(eq(fitnessClasses.id, classId));
      return row;
    },

    /** Visible reviews' stars summed and counted: the classes', and the gym's own where given. */
    async totals(subject: ReviewSubject) {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          total: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`,
          gymCount: sql<number>`count(${reviews.gymRating})::int`,
          gymTotal: sql<number>`coalesce(sum(${reviews.gymRating}), 0)::int`,
        })
        .from(reviews)
        .where(and(subjectCondition(subject), isNull(reviews.hiddenAt)));
      return row ?? { count: 0, total: 0, gymCount: 0, gymTotal: 0 };
    },

    /** Reported reviews (of one gym, or of every gym: the platform's list), most recently reported first. */
    async reported(gymUserId: number | null, limit: number, offset: number) {
      const reported = sql`exists (select 1 from ${reviewReports} r where r.review_id = ${reviews.id})`;
      const where = gymUserId === null ? reported : and(eq(reviews.gymUserId, gymUserId), reported);
      const rows = await selectReviews(db)
        .where(where)
        .orderBy(
          sql`(select max(r.created_at) from ${reviewReports} r where r.review_id = ${reviews.id}) desc`,
          desc(reviews.id),
        )
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(reviews).where(where);
      const ids = rows.map((row) => row.id);
      const reports = ids.length
        ? await db
            .select({
              reviewId: reviewReports.reviewId,
              reason: reviewReports.reason,
              createdAt: reviewReports.createdAt,
            })
            .from(reviewReports)
            .where(sql`${reviewReports.reviewId} = any(${`{${ids.join(',')}}`}::int[])`)
            .orderBy(reviewReports.createdAt)
        : [];
      return { rows, reports, total: total?.n ?? 0 };
    },

    /** Visible reviews of the gym's classes by the trainer who ran the session (null: none named). */
    ratingsPerTrainer(gymUserId: number) {
      return db
        .select({
          trainerUserId: reviews.trainerUserId,
          firstName: trainers.firstName,
          lastName: trainers.lastName,
          count: sql<number>`count(*)::int`,
          total: sql<number>`sum(${reviews.rating})::int`,
          stars: sql<number[]>`array[${sql.join(
            [1, 2, 3, 4, 5].map((n) => sql`count(*) filter (where ${reviews.rating} = ${n})::int`),
            sql`, `,
          )}]`,
          lastReviewAt: sql<Date | string>`max(${reviews.createdAt})`,
        })
        .from(reviews)
        .leftJoin(trainers, eq(trainers.id, reviews.trainerUserId))
        .where(and(eq(reviews.gymUserId, gymUserId), isNull(reviews.hiddenAt)))
        .groupBy(reviews.trainerUserId, trainers.firstName, trainers.lastName)
        .orderBy(desc(sql`count(*)`));
    },
  };
}
export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
