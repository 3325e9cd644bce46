import { feedbackSchema, messageResultSchema } from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { send } from '../../lib/envelope';
import { envelopeOf, refusals } from '../../lib/envelope-schema';
import type { FeedbackService } from './feedback.service';

export const feedbackRoutes: FastifyPluginAsyncZod<{ feedback: FeedbackService }> = async (
  app,
  { feedback },
) => {
  app.post(
    '/feedback',
    {
      config: { retiresCaches: true },
      schema: {
        tags: ['feedback'],
        summary: 'Send a message to the team (the token is optional)',
        security: [{}, { bearer: [] }],
        body: feedbackSchema,
        response: { 201: envelopeOf(messageResultSchema).describe('Message stored'), ...refusals(400) },
      },
    },
    async (request, reply) =>
      send(reply, await feedback.send(request.body, request.auth?.userId ?? null), 201),
  );
};
