import { findUnsafeText, MSG } from '@kinetic/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Every route, before its schema runs: a control character or a lone surrogate in any string of the
 * path, the query or the body is a 400 naming the field. One rule for all routes (JSON and HTML
 * pages alike), so no route can forget it and no text reaches the database that it would refuse.
 */
export const safeTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request, reply) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findUnsafeText(part);
      if (field) {
        return reply.status(400).send({
          statusCode: 400,
          data: { fields: { [field]: MSG.unsafeText } },
          errorMessage: MSG.unsafeText,
        });
      }
    }
  });
});
