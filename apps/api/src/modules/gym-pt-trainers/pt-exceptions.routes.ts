import {
  gymIdQueryField,
  idParamsSchema,
  ptExceptionAddedSchema,
  ptExceptionBodySchema,
  ptExceptionParamsSchema,
  ptExceptionSchema,
  ptOwnSetupSchema,
} from '@kinetic/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { bearerSecurity, envelopeOf, refusals } from '../../lib/envelope-schema';
import type { PtExceptionCaller, PtExceptionsService } from './pt-exceptions.service';

type Auth = { auth: { userId: number } | null };
interface Area {
  base: string;
  tags: string[];
  onRequest: ReturnType<FastifyInstance['requireRole']>;
  who: string;
  caller: (request: Auth, gymId?: number) => PtExceptionCaller;
}

/**
 * Days and times off of PT trainers: the gym under /manage/pt-trainers/{id}/exceptions, the trainer
 * for their own setups under /manage/pt-availability/{id}/exceptions.
 */
export const ptExceptionsRoutes: FastifyPluginAsyncZod<{ exceptions: PtExceptionsService }> = async (
  app,
  { exceptions },
) => {
  const areas: Area[] = [
    {
      base: '/manage/pt-trainers',
      tags: ['gym administration'],
      onRequest: app.requireRole('gym'),
      who: 'the gym',
      caller: (request: Auth, gymId?: number): PtExceptionCaller => ({
        as: 'gym',
        userId: request.auth!.userId,
        gymId,
      }),
    },
    {
      base: '/manage/pt-availability',
      tags: ['trainer availability'],
      onRequest: app.requireRole('trainer'),
      who: 'the trainer',
      caller: (request: Auth): PtExceptionCaller => ({ as: 'trainer', userId: request.auth!.userId }),
    },
  ];

  for (const { base, tags, onRequest, who, caller } of areas) {
    app.get(
      `${base}/:id/exceptions`,
      {
        onRequest,
        schema: {
          tags,
          security: bearerSecurity,
          summary: `The upcoming days and times off of a PT trainer, as ${who} sees them`,
          params: idParamsSchema,
          querystring: z.object({ gymId: gymIdQueryField }),
          response: { 200: envelopeOf(z.array(ptExceptionSchema)), ...refusals(401, 403, 404) },
        },
      },
      async (request, reply) =>
        send(reply, await exceptions.list(caller(request, request.query.gymId), request.params.id)),
    );

    app.post(
      `${base}/:id/exceptions`,
      {
        onRequest,
        config: { retiresCaches: true },
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'Take a whole day off (no times) or a time off (start and end) from the weekly hours',
          params: idParamsSchema,
          body: ptExceptionBodySchema,
          response: { 201: envelopeOf(ptExceptionAddedSchema), ...refusals(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) =>
        send(reply, await exceptions.add(caller(request), request.params.id, request.body), 201),
    );

    app.delete(
      `${base}/:id/exceptions/:exceptionId`,
      {
        onRequest,
        config: { retiresCaches: true },
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'Remove a day or time off: the weekly hours apply again',
          params: ptExceptionParamsSchema,
          response: { 200: envelopeOf(z.object({ id: z.number() })), ...refusals(401, 403, 404) },
        },
      },
      async (request, reply) =>
        send(reply, await exceptions.remove(caller(request), request.params.id, request.params.exceptionId)),
    );
  }

  app.get(
    '/manage/pt-availability',
    {
      onRequest: app.requireRole('trainer'),
      schema: {
        tags: ['trainer availability'],
        security: bearerSecurity,
        summary: "The signed-in trainer's PT setups, one a gym, whose days off they manage",
        response: { 200: envelopeOf(z.array(ptOwnSetupSchema)), ...refusals(401, 403) },
      },
    },
    async (request, reply) => send(reply, await exceptions.ownRows(request.auth!.userId)),
  );
};
