import { cancellationPolicySchema, cancellationReasonSchema } from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { envelopeOf } from '../../lib/envelope-schema';
import type { CancellationService } from './cancellation.service';

/** Public: the cancel popup's reasons and the refund policy the web app keeps after login (SPEC 3.1, 4.2). */
export const cancellationRoutes: FastifyPluginAsyncZod<{ cancellation: CancellationService }> = async (
  app,
  { cancellation },
) => {
  const tags = ['bookings'];
  app.get(
    '/cancellation-reasons',
    {
      schema: {
        tags,
        summary: 'Reasons offered by "Why do you want to cancel this class ?"',
        response: { 200: envelopeOf(z.array(cancellationReasonSchema)) },
      },
    },
    async (request, reply) => send(reply, await cancellation.reasons(request.language)),
  );
  app.get(
    '/cancellation-policy',
    {
      schema: {
        tags,
        summary: 'Refund policy: 6-hour cutoff, texts, master gym, waitlist message, schedule days',
        response: { 200: envelopeOf(cancellationPolicySchema) },
      },
    },
    async (_request, reply) => send(reply, await cancellation.policy()),
  );
};
