import {
  bookingReviewParamsSchema,
  bookingReviewSchema,
  GYM_LIKE_ROLES,
  managedReviewPageSchema,
  managedReviewsQuerySchema,
  PARTNER_ROLES,
  ratingsReportQuerySchema,
  ratingsReportSchema,
  reviewBodySchema,
  reviewHiddenBodySchema,
  reviewListQuerySchema,
  reviewListSchema,
  reviewReplyBodySchema,
  reviewReportBodySchema,
  reviewSchema,
} from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { bearerSecurity, envelopeOf, refusals } from '../../lib/envelope-schema';
import { idParams } from '../../lib/route-schemas';
import { sendCsv } from '../gym-admin';
import type { ReviewsService } from './reviews.service';

/** Ratings and reviews (docs/adr/0043): written by attendees, read by anyone, answered and moderated by partners. */
export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (app, { reviews }) => {
  const tags = ['reviews'];
  const caller = (request: { auth: { userId: number; category: number } | null }) => ({
    userId: request.auth!.userId,
    category: request.auth!.category,
  });

  app.get(
    '/bookings/:bookingId/review',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          'The rating form of one of the caller’s bookings: the class, its review, or why it cannot be rated',
        params: bookingReviewParamsSchema,
        response: { 200: envelopeOf(bookingReviewSchema), ...refusals(400, 401, 404) },
      },
    },
    async (request, reply) =>
      send(
        reply,
        await reviews.bookingReview(request.auth!.userId, request.params.bookingId, request.language),
      ),
  );

  app.post(
    '/bookings/:bookingId/review',
    {
      onRequest: app.authenticate,
      config: { retiresCaches: true },
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          'Rate an attended class once it has ended: 1-5 stars, optional words, optional stars for the gym',
        description:
          'Refused: another’s booking (404), not attended (403 REVIEW_NOT_ATTENDED), one’s own class (403 ' +
          'REVIEW_OWN_CLASS), not ended yet (409 REVIEW_NOT_ENDED), already reviewed (409, code 0004).',
        params: bookingReviewParamsSchema,
        body: reviewBodySchema,
        response: { 201: envelopeOf(reviewSchema), ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      send(reply, await reviews.write(request.auth!.userId, request.params.bookingId, request.body), 201),
  );

  const listing = (summary: string) => ({
    tags,
    summary,
    params: idParams,
    querystring: reviewListQuerySchema,
    response: { 200: envelopeOf(reviewListSchema), ...refusals(400) },
  });
  app.get(
    '/classes/:id/reviews',
    { schema: listing('A class’s visible reviews, newest first, with its average stars and count') },
    async (request, reply) => send(reply, await reviews.classReviews(request.params.id, request.query)),
  );
  app.get(
    '/trainers/:id/reviews',
    { schema: listing('Visible reviews of the sessions a trainer ran, newest first, with the average') },
    async (request, reply) => send(reply, await reviews.trainerReviews(request.params.id, request.query)),
  );
  app.get(
    '/gyms/:id/reviews',
    {
      schema: listing(
        'Visible reviews of a gym’s classes, newest first: the classes’ average, and the gym’s own stars apart (`gym`)',
      ),
    },
    async (request, reply) => send(reply, await reviews.gymReviews(request.params.id, request.query)),
  );

  app.put(
    '/reviews/:id/reply',
    {
      onRequest: app.requireRole(...PARTNER_ROLES),
      config: { retiresCaches: true },
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The class’s trainer or gym answers a review, once and publicly',
        params: idParams,
        body: reviewReplyBodySchema,
        response: { 200: envelopeOf(reviewSchema), ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      send(reply, await reviews.reply(caller(request), request.params.id, request.body.reply)),
  );

  app.post(
    '/reviews/:id/report',
    {
      onRequest: app.authenticate,
      config: { retiresCaches: true },
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Report a review to the gym’s staff and the platform, once per user',
        params: idParams,
        body: reviewReportBodySchema,
        response: { 201: envelopeOf(z.object({ reviewId: z.number() })), ...refusals(400, 401, 404, 409) },
      },
    },
    async (request, reply) =>
      send(reply, await reviews.report(request.auth!.userId, request.params.id, request.body.reason), 201),
  );

  app.put(
    '/manage/reviews/:id/hidden',
    {
      onRequest: app.requireRole(...GYM_LIKE_ROLES),
      config: { retiresCaches: true },
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The gym’s staff or the platform hide a review with a reason (or show it again)',
        params: idParams,
        body: reviewHiddenBodySchema,
        response: {
          200: envelopeOf(z.object({ reviewId: z.number(), hidden: z.boolean() })),
          ...refusals(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) =>
      send(reply, await reviews.setHidden(caller(request), request.params.id, request.body)),
  );

  app.get(
    '/manage/reviews/reported',
    {
      onRequest: app.requireRole('gym'),
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          'Reported reviews of the caller’s gym (the platform: every gym’s, or the gym named), with the reports',
        querystring: managedReviewsQuerySchema,
        response: { 200: envelopeOf(managedReviewPageSchema), ...refusals(400, 401, 403, 404) },
      },
    },
    async (request, reply) => send(reply, await reviews.reported(request.auth!.userId, request.query)),
  );

  app.get(
    '/manage/reports/ratings',
    {
      onRequest: app.requireRole('gym'),
      schema: {
        tags: ['gym administration'],
        security: bearerSecurity,
        summary:
          'Ratings per trainer: visible reviews of the gym’s classes by the trainer who ran them; format=csv',
        querystring: ratingsReportQuerySchema,
        response: {
          200: envelopeOf(ratingsReportSchema).or(z.string().describe('text/csv when format=csv')),
          ...refusals(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const report = await reviews.ratingsPerTrainer(request.auth!.userId, request.query.gymId);
      if (request.query.format !== 'csv') return send(reply, report);
      type Row = (typeof report.rows)[number];
      return sendCsv(
        reply,
        'ratings-by-trainer.csv',
        [
          { header: 'Trainer', cell: (row: Row) => row.name },
          { header: 'Reviews', cell: (row) => row.count },
          { header: 'Average', cell: (row) => row.average ?? '' },
          ...[1, 2, 3, 4, 5].map((n) => ({ header: `${n} star`, cell: (row: Row) => row.stars[n - 1] ?? 0 })),
          { header: 'Last review', cell: (row) => row.lastReviewAt ?? '' },
        ],
        report.rows,
      );
    },
  );
};
