import {
  idParamsSchema,
  teamCandidateSchema,
  teamInviteSchema,
  teamLeaveResultSchema,
  teamMemberSchema,
  trainerGymSchema,
} from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { bearerSecurity, envelopeOf, refusals } from '../../lib/envelope-schema';
import type { TeamService } from './team.service';

const trainerParamsSchema = z.object({ trainerId: idParamsSchema.shape.id });

/**
 * A gym's team: the gym's side under /manage/team, the trainer's under /manage/my-gyms.
 * Writes retire cached pages: a trainer's page and the class pages name who teaches.
 */
export const teamRoutes: FastifyPluginAsyncZod<{ team: TeamService }> = async (app, { team }) => {
  const gymOnly = app.requireRole('gym');
  const trainerOnly = app.requireRole('trainer');
  const me = (request: { auth: { userId: number } | null }) => request.auth!.userId;
  const gymTags = ['gym administration'];
  const trainerTags = ['trainer availability'];

  app.get(
    '/manage/team',
    {
      onRequest: gymOnly,
      schema: {
        tags: gymTags,
        security: bearerSecurity,
        summary: 'The gym’s team: accepted trainers first, then open invitations',
        response: { 200: envelopeOf(z.array(teamMemberSchema)), ...refusals(401, 403) },
      },
    },
    async (request, reply) => send(reply, await team.team(me(request))),
  );

  app.get(
    '/manage/team/candidates',
    {
      onRequest: gymOnly,
      schema: {
        tags: gymTags,
        security: bearerSecurity,
        summary:
          'Trainer accounts to invite: name or e-mail holds `search` (two characters or more), 20 at most',
        querystring: z.object({ search: z.string().max(100).default('') }),
        response: { 200: envelopeOf(z.array(teamCandidateSchema)), ...refusals(401, 403) },
      },
    },
    async (request, reply) => send(reply, await team.candidates(me(request), request.query.search)),
  );

  app.post(
    '/manage/team/invitations',
    {
      onRequest: gymOnly,
      // An invitation changes nothing anyone else reads until it is accepted.
      config: { retiresCaches: false },
      schema: {
        tags: gymTags,
        security: bearerSecurity,
        summary: 'Invite a trainer to the team (they are told in the bell and by e-mail)',
        body: teamInviteSchema,
        response: { 201: envelopeOf(teamMemberSchema), ...refusals(400, 401, 403, 409) },
      },
    },
    async (request, reply) => send(reply, await team.invite(me(request), request.body.trainerId), 201),
  );

  app.delete(
    '/manage/team/:trainerId',
    {
      onRequest: gymOnly,
      config: { retiresCaches: true },
      schema: {
        tags: gymTags,
        security: bearerSecurity,
        summary: 'Withdraw an invitation, or take a trainer off the team (their upcoming sessions lose them)',
        params: trainerParamsSchema,
        response: { 200: envelopeOf(teamLeaveResultSchema), ...refusals(400, 401, 403, 404) },
      },
    },
    async (request, reply) => send(reply, await team.remove(me(request), request.params.trainerId)),
  );

  app.get(
    '/manage/my-gyms',
    {
      onRequest: trainerOnly,
      schema: {
        tags: trainerTags,
        security: bearerSecurity,
        summary: 'The trainer’s gyms: open invitations first, then the teams they are on',
        response: { 200: envelopeOf(z.array(trainerGymSchema)), ...refusals(401, 403) },
      },
    },
    async (request, reply) => send(reply, await team.gyms(me(request))),
  );

  for (const [action, accept] of [
    ['accept', true],
    ['decline', false],
  ] as const) {
    app.post(
      `/manage/my-gyms/:id/${action}`,
      {
        onRequest: trainerOnly,
        config: { retiresCaches: true },
        schema: {
          tags: trainerTags,
          security: bearerSecurity,
          summary: accept ? 'Accept a gym’s invitation to its team' : 'Decline a gym’s invitation',
          params: idParamsSchema,
          response: { 200: envelopeOf(z.array(trainerGymSchema)), ...refusals(400, 401, 403, 404) },
        },
      },
      async (request, reply) => send(reply, await team.answer(me(request), request.params.id, accept)),
    );
  }

  app.delete(
    '/manage/my-gyms/:id',
    {
      onRequest: trainerOnly,
      config: { retiresCaches: true },
      schema: {
        tags: trainerTags,
        security: bearerSecurity,
        summary: 'Leave a gym’s team (its upcoming sessions you teach lose their trainer; the gym is told)',
        params: idParamsSchema,
        response: { 200: envelopeOf(teamLeaveResultSchema), ...refusals(400, 401, 403, 404) },
      },
    },
    async (request, reply) => send(reply, await team.leave(me(request), request.params.id)),
  );
};
