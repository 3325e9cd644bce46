import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Some calls post an empty body (SPEC 7.1 forgot-password) and some clients still send
 * `content-type: application/json` with it; Fastify would refuse that with 400. An empty JSON body is
 * read as null instead; anything else goes through Fastify's own parser (with its prototype-poisoning
 * protection).
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, null);
      return;
    }
    parseJson(request, text, done);
  });
});
