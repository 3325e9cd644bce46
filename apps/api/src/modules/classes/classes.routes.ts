import {
  classListPageSchema,
  classListSchema,
  classPageSchema,
  classSessionParamsSchema,
  idParamsSchema,
  sessionDetailSchema,
} from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memoizeJsonBodies } from '../../lib/body-memo';
import { acceptsGzip, send, sendJson } from '../../lib/envelope';
import { envelopeOf, errorEnvelope } from '../../lib/envelope-schema';
import { storeIdHeader, viewerOf } from '../../lib/viewer';
import type { ClassesService } from './classes.service';

const EMPTY_LIST_QUERY = classListSchema.parse({});

/** Discovery of classes: public; a token (optional) marks the caller's bookings and wishes. */
export const classesRoutes: FastifyPluginAsyncZod<{ classes: ClassesService }> = async (app, { classes }) => {
  const tags = ['classes'];
  // Visitors send the same few list bodies all day: each is parsed and checked once.
  const listBodies = memoizeJsonBodies(app, { maxEntries: 5000, maxLength: 2000 });
  app.post(
    '/classes/list',
    {
      // A search with a body: it only reads.
      config: { retiresCaches: false },
      // It compresses its own answer, once per page for every guest (class-list.writer.ts): the
      // compression plugin leaves it as it is.
      compress: false,
      validatorCompiler: listBodies,
      // The busiest answer of the API writes its own JSON (class-list.writer.ts): the schema documents
      // the shape, and a test checks every item against it.
      schema: {
        tags,
        summary: 'The class list (sessions) with filters, paginated',
        description:
          'Dates are local dates of the class store. With no date, the next 60 days from now. Sessions that ' +
          'already started are left out unless includePast. X-Store-Id narrows to a store when the body has no storeId. ' +
          'A prime brand shows credit 0. Every page answers the instant it was computed from (asOf): send it back ' +
          'with the next pages of the same list, so they continue it (no session skipped or repeated when one ' +
          'starts meanwhile). An asOf more than an hour old, or in the future, is refused (400, data.fields.asOf): ' +
          'load the list again from page 0.',
        body: classListSchema.nullish(),
        response: { 200: envelopeOf(classListPageSchema), 400: errorEnvelope },
      },
    },
    async (request, reply) => {
      const query = request.body ?? EMPTY_LIST_QUERY;
      return sendJson(
        reply,
        await classes.listAnswer(query, viewerOf(request), {
          storeId: storeIdHeader(request),
          acceptsGzip: acceptsGzip(request.headers['accept-encoding']),
        }),
      );
    },
  );

  app.get(
    '/sessions/:classSessionId',
    {
      schema: {
        tags,
        summary: 'Session detail, with autoJoinPackageDetail, autoWaitListTime and participant',
        params: classSessionParamsSchema,
        response: { 200: envelopeOf(sessionDetailSchema), 404: errorEnvelope },
      },
    },
    async (request, reply) =>
      send(reply, await classes.sessionDetail(request.params.classSessionId, viewerOf(request))),
  );

  app.get(
    '/classes/:id',
    {
      schema: {
        tags,
        summary: 'Class page: its timings and next 20 sessions',
        params: idParamsSchema,
        response: { 200: envelopeOf(classPageSchema), 404: errorEnvelope },
      },
    },
    async (request, reply) => send(reply, await classes.classPage(request.params.id, viewerOf(request))),
  );
};
