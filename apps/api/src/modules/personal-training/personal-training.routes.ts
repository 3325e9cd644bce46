import {
  ptDaySlotsSchema,
  ptSlotBodySchema,
  ptSlotSessionSchema,
  ptSlotsQuerySchema,
  ptTrainerDetailSchema,
  ptTrainerListQuerySchema,
  ptTrainerPageSchema,
  ptTrainerParamsSchema,
} from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { send } from '../../lib/envelope';
import { bearerSecurity, envelopeOf, refusals } from '../../lib/envelope-schema';
import { storeIdHeader } from '../../lib/viewer';
import type { PersonalTrainingService } from './personal-training.service';

/** SPEC 7.5: PT trainers, their free dates and slots, and the session of a chosen slot. */
export const personalTrainingRoutes: FastifyPluginAsyncZod<{ pt: PersonalTrainingService }> = async (
  app,
  { pt },
) => {
  const tags = ['personal training'];

  app.get(
    '/personal-training/trainers',
    {
      schema: {
        tags,
        summary: 'Active PT trainers with their gym, rate of a session and next free times',
        description: 'Of the X-Store-Id store when sent. PT lists use size 100 (the default and the most).',
        querystring: ptTrainerListQuerySchema,
        response: { 200: envelopeOf(ptTrainerPageSchema), ...refusals(400) },
      },
    },
    async (request, reply) => {
      const { page, size } = request.query;
      return send(reply, await pt.list(storeIdHeader(request), page, size));
    },
  );

  app.get(
    '/personal-training/trainers/:ptTrainerId',
    {
      schema: {
        tags,
        summary: 'A PT trainer and the dates of the next 14 days that have a free slot',
        params: ptTrainerParamsSchema,
        response: { 200: envelopeOf(ptTrainerDetailSchema), ...refusals(400, 404) },
      },
    },
    async (request, reply) => send(reply, await pt.detail(request.params.ptTrainerId)),
  );

  app.get(
    '/personal-training/trainers/:ptTrainerId/slots',
    {
      schema: {
        tags,
        summary: "A date's PT slots (YYYY-MM-DD on the gym's clock), free or taken",
        params: ptTrainerParamsSchema,
        querystring: ptSlotsQuerySchema,
        response: { 200: envelopeOf(ptDaySlotsSchema), ...refusals(400, 404) },
      },
    },
    async (request, reply) => send(reply, await pt.slots(request.params.ptTrainerId, request.query.date)),
  );

  app.post(
    '/personal-training/trainers/:ptTrainerId/slots',
    {
      onRequest: app.requireRole('customer'),
      config: { retiresCaches: true },
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The one-seat class session of a free slot, to book next on its class page',
        description: '409 when the time is not one offered or has been taken.',
        params: ptTrainerParamsSchema,
        body: ptSlotBodySchema,
        response: {
          200: envelopeOf(ptSlotSessionSchema),
          ...refusals(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => send(reply, await pt.take(request.params.ptTrainerId, request.body.startsAt)),
  );
};
