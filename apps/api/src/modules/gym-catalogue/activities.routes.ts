import {
  type Activity,
  activityInputSchema,
  activitySchema,
  type CsvColumn,
  gymIdQueryField,
  idParamsSchema,
  listFormatField,
  type SubCategory,
  subCategoriesQuerySchema,
  subCategoryInputSchema,
  subCategorySchema,
} from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { bearerSecurity, envelopeOf, refusals } from '../../lib/envelope-schema';
import { sendCsv } from '../gym-admin';
import type { ActivitiesService } from './activities.service';

const removalSchema = z.object({ id: z.number(), outcome: z.enum(['deleted', 'deactivated']) });

/**
 * Activities and sub-categories under /api/v1/manage/activities and /manage/sub-categories: gyms
 * only. The public GET /class-categories keeps listing the platform's activities only; the class
 * list's filters (GET /class-categories/filters) add a gym's own while it has classes to come.
 */
export const activitiesRoutes: FastifyPluginAsyncZod<{ activities: ActivitiesService }> = async (
  app,
  { activities },
) => {
  const tags = ['gym administration'];
  const gymOnly = app.requireRole('gym');
  const me = (request: { auth: { userId: number } | null }) => request.auth!.userId;
  const common = { tags, security: bearerSecurity };
  const writes = { onRequest: gymOnly, config: { retiresCaches: true } };

  app.get(
    '/manage/activities',
    {
      onRequest: gymOnly,
      schema: {
        ...common,
        summary:
          "The shared activities and the gym's own, with how many of the gym's classes use each; format=csv",
        querystring: z.object({ gymId: gymIdQueryField, format: listFormatField }),
        response: { 200: envelopeOf(z.array(activitySchema)), ...refusals(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const list = await activities.activities(me(request), request.query.gymId);
      if (request.query.format !== 'csv') return send(reply, list);
      const columns: CsvColumn<Activity>[] = [
        { header: 'Activity', cell: (row) => row.name },
        { header: 'Arabic name', cell: (row) => row.nameAr },
        { header: 'Whose', cell: (row) => (row.own ? 'Your gym' : 'Shared') },
        { header: 'Active', cell: (row) => (row.active ? 'Yes' : 'No') },
        { header: 'Classes', cell: (row) => row.classCount },
        { header: 'Sub-categories', cell: (row) => row.subCategoryCount },
      ];
      return sendCsv(reply, 'activities.csv', columns, list);
    },
  );
  app.post(
    '/manage/activities',
    {
      ...writes,
      schema: {
        ...common,
        summary: "Add an activity of the gym's own (shown only to the gym, for its classes)",
        body: activityInputSchema,
        response: { 201: envelopeOf(activitySchema), ...refusals(400, 401, 403, 409) },
      },
    },
    async (request, reply) => send(reply, await activities.createActivity(me(request), request.body), 201),
  );
  app.put(
    '/manage/activities/:id',
    {
      ...writes,
      schema: {
        ...common,
        summary: "Rename or (de)activate one of the gym's own activities (shared ones answer 404)",
        params: idParamsSchema,
        body: activityInputSchema,
        response: { 200: envelopeOf(activitySchema), ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      send(reply, await activities.updateActivity(me(request), request.params.id, request.body)),
  );
  app.delete(
    '/manage/activities/:id',
    {
      ...writes,
      schema: {
        ...common,
        summary: "Delete one of the gym's activities; 409 naming how many classes or sub-categories use it",
        params: idParamsSchema,
        response: { 200: envelopeOf(removalSchema), ...refusals(401, 403, 404, 409) },
      },
    },
    async (request, reply) => send(reply, await activities.removeActivity(me(request), request.params.id)),
  );

  app.get(
    '/manage/sub-categories',
    {
      onRequest: gymOnly,
      schema: {
        ...common,
        summary:
          "The gym's sub-categories (of one activity with classCategoryId), with their classes counted",
        querystring: subCategoriesQuerySchema.extend({ format: listFormatField }),
        response: { 200: envelopeOf(z.array(subCategorySchema)), ...refusals(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const list = await activities.subCategories(me(request), request.query);
      if (request.query.format !== 'csv') return send(reply, list);
      const columns: CsvColumn<SubCategory>[] = [
        { header: 'Sub-category', cell: (row) => row.name },
        { header: 'Arabic name', cell: (row) => row.nameAr },
        { header: 'Activity', cell: (row) => row.activityName },
        { header: 'Active', cell: (row) => (row.active ? 'Yes' : 'No') },
        { header: 'Classes', cell: (row) => row.classCount },
      ];
      return sendCsv(reply, 'sub-categories.csv', columns, list);
    },
  );
  app.get(
    '/manage/sub-categories/:id',
    {
      onRequest: gymOnly,
      schema: {
        ...common,
        summary: "One of the gym's sub-categories",
        params: idParamsSchema,
        querystring: z.object({ gymId: gymIdQueryField }),
        response: { 200: envelopeOf(subCategorySchema), ...refusals(401, 403, 404) },
      },
    },
    async (request, reply) =>
      send(reply, await activities.subCategory(me(request), request.params.id, request.query.gymId)),
  );
  app.post(
    '/manage/sub-categories',
    {
      ...writes,
      schema: {
        ...common,
        summary: "Add a sub-category to a shared activity or one of the gym's own",
        body: subCategoryInputSchema,
        response: { 201: envelopeOf(subCategorySchema), ...refusals(400, 401, 403, 409) },
      },
    },
    async (request, reply) => send(reply, await activities.createSubCategory(me(request), request.body), 201),
  );
  app.put(
    '/manage/sub-categories/:id',
    {
      ...writes,
      schema: {
        ...common,
        summary: "Edit one of the gym's sub-categories",
        params: idParamsSchema,
        body: subCategoryInputSchema,
        response: { 200: envelopeOf(subCategorySchema), ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      send(reply, await activities.updateSubCategory(me(request), request.params.id, request.body)),
  );
  app.delete(
    '/manage/sub-categories/:id',
    {
      ...writes,
      schema: {
        ...common,
        summary: "Delete one of the gym's sub-categories; 409 naming how many classes use it",
        params: idParamsSchema,
        response: { 200: envelopeOf(removalSchema), ...refusals(401, 403, 404, 409) },
      },
    },
    async (request, reply) => send(reply, await activities.removeSubCategory(me(request), request.params.id)),
  );
};
