import {
  type BookingReviewDto,
  errorMessage,
  type Language,
  localise,
  type ManagedReviewDto,
  type Page,
  publicName,
  type ReviewDto,
  type ReviewListDto,
  ratingAverage,
  reviewRefusal,
  routesLikeGym,
  type TrainerRatingRowDto,
} from '@kinetic/domain';
import { fail, notFound } from '../../lib/errors';
import type { GymScope } from '../gym-admin';
import { notificationWrites } from '../notifications';
import type { ReviewRow, ReviewSubject, ReviewsRepository } from './reviews.repository';

const fullName = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

function toReview(row: ReviewRow): ReviewDto {
  return {
    id: row.id,
    classId: row.classId,
    className: row.className,
    trainerName: fullName(row.trainerFirstName, row.trainerLastName),
    rating: row.rating,
    gymRating: row.gymRating,
    body: row.body,
    author: publicName(row.authorFirstName, row.authorLastName),
    createdAt: row.createdAt.toISOString(),
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    answerers: [...new Set([row.trainerUserId, row.ownerUserId, row.gymUserId])].filter(
      (id): id is number => id !== null,
    ),
    gymUserId: row.gymUserId,
  };
}

export interface Caller {
  userId: number;
  category: number | null;
}

/** Ratings and reviews of attended classes (docs/adr/0043). */
export function createReviewsService(deps: {
  reviews: ReviewsRepository;
  scope: GymScope;
  now?: () => Date;
}) {
  const { reviews, scope } = deps;
  const now = deps.now ?? (() => new Date());

  /** The caller's booking and whether they may rate it now (404 for another's). */
  async function bookingFor(userId: number, bookingId: number) {
    const booking = await reviews.booking(bookingId, userId);
    if (!booking) throw notFound();
    const refusal = reviewRefusal({
      ownClass: [booking.ownerUserId, booking.gymUserId, booking.trainerUserId].includes(userId),
      checkedIn: booking.checkedInAt !== null,
      attendance: booking.attendance,
      endsAt: booking.endsAt,
      now: now(),
      reviewed: booking.reviewId !== null,
    });
    return { booking, refusal };
  }

  /** The gym's staff of the review's gym, or the platform operator (the master gym). */
  async function mayModerate(caller: Caller, gymUserId: number | null): Promise<boolean> {
    if (!routesLikeGym(caller.category)) return false;
    if (gymUserId !== null && gymUserId === caller.userId) return true;
    return scope.assertMaster(caller.userId).then(
      () => true,
      () => false,
    );
  }

  async function list(subject: ReviewSubject, query: { page: number; size: number }): Promise<ReviewListDto> {
    const { rows, total } = await reviews.page(subject, query.size, query.page * query.size);
    const base = { items: rows.map(toReview), page: query.page, size: query.size, total };
    if ('classId' in subject) {
      // The class row's counters: what the class list sorts by, so both always agree.
      const counters = (await reviews.classCounters(subject.classId)) ?? { count: 0, total: 0 };
      return {
        ...base,
        average: ratingAverage(counters.total, counters.count),
        count: counters.count,
        gym: null,
      };
    }
    const totals = await reviews.totals(subject);
    return {
      ...base,
      average: ratingAverage(totals.total, totals.count),
      count: totals.count,
      gym:
        'gymUserId' in subject
          ? { average: ratingAverage(totals.gymTotal, totals.gymCount), count: totals.gymCount }
          : null,
    };
  }

  return {
    /** What the rating form shows: the class, and the refusal in the reader's language (null: rate it). */
    async bookingReview(userId: number, bookingId: number, language: Language): Promise<BookingReviewDto> {
      const { booking, refusal } = await bookingFor(userId, bookingId);
      const existing = booking.reviewId === null ? undefined : await reviews.review(booking.reviewId);
      return {
        bookingId: booking.id,
        classId: booking.classId,
        className: booking.className,
        startsAt: booking.startsAt.toISOString(),
        timeZone: booking.timeZone,
        trainerName: fullName(booking.trainerFirstName, booking.trainerLastName),
        gymName: booking.gymUserId === null ? null : (booking.gymName ?? null),
        refusal: refusal === null ? null : localise(errorMessage(refusal), language),
        review: existing ? toReview(existing) : null,
      };
    },

    async write(
      userId: number,
      bookingId: number,
      body: { rating: number; body?: string | null; gymRating?: number | null },
    ): Promise<ReviewDto> {
      const { booking, refusal } = await bookingFor(userId, bookingId);
      if (refusal) throw fail(refusal);
      const id = await reviews.transaction(async (tx) => {
        const made = await reviews.insert(tx, {
          bookingId,
          userId,
          classId: booking.classId,
          trainerUserId: booking.trainerUserId,
          gymUserId: booking.gymUserId,
          rating: body.rating,
          body: body.body ?? null,
          // A freelance trainer's class has no gym to rate apart.
          gymRating: booking.gymUserId === null ? null : (body.gymRating ?? null),
        });
        if (made !== undefined) await reviews.markAsked(tx, bookingId, now());
        return made;
      });
      if (id === undefined) throw fail('REVIEW_EXISTS');
      return toReview((await reviews.review(id))!);
    },

    classReviews: (classId: number, query: { page: number; size: number }) => list({ classId }, query),
    trainerReviews: (trainerUserId: number, query: { page: number; size: number }) =>
      list({ trainerUserId }, query),
    gymReviews: (gymUserId: number, query: { page: number; size: number }) => list({ gymUserId }, query),

    /** The class's trainer, its owner or its gym answers, once and publicly. */
    async reply(caller: Caller, reviewId: number, text: string): Promise<ReviewDto> {
      const review = await reviews.review(reviewId);
      if (!review || review.hiddenAt) throw notFound();
      if (!toReview(review).answerers.includes(caller.userId)) throw fail('REVIEW_NOT_YOURS_TO_ANSWER');
      const at = now();
      await reviews.transaction(async (tx) => {
        const answered = await reviews.reply(tx, reviewId, text, caller.userId, at);
        if (!answered) throw fail('REVIEW_ANSWERED');
        await notificationWrites(tx).notify(
          [
            {
              kind: 'reviewAnswered',
              to: answered.authorUserId,
              actorId: caller.userId,
              objectId: answered.sessionId,
              values: { className: review.className },
              extra: { classSessionId: answered.sessionId },
            },
          ],
          at,
        );
      });
      return toReview((await reviews.review(reviewId))!);
    },

    async report(userId: number, reviewId: number, reason: string): Promise<{ reviewId: number }> {
      const review = await reviews.review(reviewId);
      if (!review || review.hiddenAt) throw notFound();
      if (!(await reviews.report(reviewId, userId, reason))) throw fail('REVIEW_REPORTED');
      return { reviewId };
    },

    async setHidden(
      caller: Caller,
      reviewId: number,
      body: { hidden: boolean; reason?: string | null },
    ): Promise<{ reviewId: number; hidden: boolean }> {
      const review = await reviews.review(reviewId);
      if (!review) throw notFound();
      if (!(await mayModerate(caller, review.gymUserId))) throw fail('REVIEW_NOT_YOURS_TO_HIDE');
      await reviews.setHidden(
        reviewId,
        body.hidden ? { reason: body.reason!, byUserId: caller.userId, at: now() } : null,
      );
      return { reviewId, hidden: body.hidden };
    },

    /** Reported reviews of the caller's gym (the platform: of the gym named, or of every gym). */
    async reported(
      callerId: number,
      query: { page: number; size: number; gymId?: number },
    ): Promise<Page<ManagedReviewDto>> {
      let gymUserId: number | null = callerId;
      if (query.gymId !== undefined) gymUserId = (await scope.resolve(callerId, query.gymId)).id;
      else if ((await scope.resolve(callerId)).callerIsMaster) gymUserId = null;
      const { rows, reports, total } = await reviews.reported(gymUserId, query.size, query.page * query.size);
      return {
        items: rows.map((row) => ({
          ...toReview(row),
          reports: reports
            .filter((r) => r.reviewId === row.id)
            .map((r) => ({ reason: r.reason, createdAt: r.createdAt.toISOString() })),
          hidden: row.hiddenAt !== null,
          hiddenReason: row.hiddenReason,
        })),
        page: query.page,
        size: query.size,
        total,
      };
    },

    /** The gym's report: each trainer's visible ratings on the gym's classes. */
    async ratingsPerTrainer(callerId: number, gymId?: number): Promise<{ rows: TrainerRatingRowDto[] }> {
      const gym = await scope.resolve(callerId, gymId);
      const rows = await reviews.ratingsPerTrainer(gym.id);
      return {
        rows: rows.map((row) => ({
          trainerId: row.trainerUserId,
          name: fullName(row.firstName, row.lastName) ?? '',
          count: row.count,
          average: ratingAverage(row.total, row.count),
          stars: row.stars.map(Number),
          lastReviewAt: row.lastReviewAt === null ? null : new Date(row.lastReviewAt).toISOString(),
        })),
      };
    },
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
