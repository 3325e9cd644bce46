import {
  type CsvColumn,
  DAY_SHORT_NAMES,
  gymIdQueryField,
  idParamsSchema,
  listFormatField,
  type PtTrainer,
  ptTrainerCandidateSchema,
  ptTrainerCreateSchema,
  ptTrainerSchema,
  ptTrainerUpdateSchema,
  toMajorString,
} from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { bearerSecurity, envelopeOf, refusals } from '../../lib/envelope-schema';
import { sendCsv } from '../gym-admin';
import type { PtTrainersService } from './pt-trainers.service';

/** PT trainer setup under /api/v1/manage/pt-trainers: gyms only (customers and trainers get 403). */
export const ptTrainersRoutes: FastifyPluginAsyncZod<{ ptTrainers: PtTrainersService }> = async (
  app,
  { ptTrainers },
) => {
  const tags = ['gym administration'];
  const gymOnly = app.requireRole('gym');
  const me = (request: { auth: { userId: number } | null }) => request.auth!.userId;

  app.get(
    '/manage/pt-trainers',
    {
      onRequest: gymOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The trainers who take PT bookings at the gym, with price, session length and weekly hours',
        querystring: z.object({ gymId: gymIdQueryField, format: listFormatField }),
        response: { 200: envelopeOf(z.array(ptTrainerSchema)), ...refusals(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const list = await ptTrainers.list(me(request), request.query.gymId);
      if (request.query.format !== 'csv') return send(reply, list);
      const columns: CsvColumn<PtTrainer>[] = [
        { header: 'Trainer', cell: (row) => row.name },
        { header: 'E-mail', cell: (row) => row.email },
        { header: 'Price a session', cell: (row) => toMajorString(row.price, row.currencyCode) },
        { header: 'Currency', cell: (row) => row.currencyCode },
        { header: 'Session minutes', cell: (row) => row.sessionMinutes },
        {
          header: 'Weekly hours',
          cell: (row) =>
            row.hours
              .map((hour) => `${DAY_SHORT_NAMES[hour.weekday]} ${hour.startTime}-${hour.endTime}`)
              .join('; '),
        },
        { header: 'Takes bookings', cell: (row) => (row.active ? 'Yes' : 'No') },
      ];
      return sendCsv(reply, 'pt-trainers.csv', columns, list);
    },
  );

  app.get(
    '/manage/pt-trainers/candidates',
    {
      onRequest: gymOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Trainer accounts whose name or e-mail holds `search` (two characters or more), 20 at most',
        querystring: z.object({ search: z.string().max(100).default('') }),
        response: { 200: envelopeOf(z.array(ptTrainerCandidateSchema)), ...refusals(401, 403) },
      },
    },
    async (request, reply) => send(reply, await ptTrainers.candidates(me(request), request.query.search)),
  );

  app.post(
    '/manage/pt-trainers',
    {
      onRequest: gymOnly,
      config: { retiresCaches: true },
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Set up a trainer for PT at the gym (price in minor units of the gym currency)',
        body: ptTrainerCreateSchema,
        response: { 201: envelopeOf(ptTrainerSchema), ...refusals(400, 401, 403, 409) },
      },
    },
    async (request, reply) => send(reply, await ptTrainers.create(me(request), request.body), 201),
  );

  app.put(
    '/manage/pt-trainers/:id',
    {
      onRequest: gymOnly,
      config: { retiresCaches: true },
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Change a PT trainer's price, session length, hours or active flag",
        params: idParamsSchema,
        body: ptTrainerUpdateSchema,
        response: { 200: envelopeOf(ptTrainerSchema), ...refusals(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      send(reply, await ptTrainers.update(me(request), request.params.id, request.body)),
  );

  app.delete(
    '/manage/pt-trainers/:id',
    {
      onRequest: gymOnly,
      config: { retiresCaches: true },
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Stop offering PT with this trainer at the gym',
        params: idParamsSchema,
        response: { 200: envelopeOf(z.object({ id: z.number() })), ...refusals(401, 403, 404) },
      },
    },
    async (request, reply) => send(reply, await ptTrainers.remove(me(request), request.params.id)),
  );
};
