import { errorMessage, MSG } from '@kinetic/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';

export const UNREADABLE_BODY = 'The request body could not be read.';

/** Field path of a zod issue as the form knows it: `userKidsList.0.dob`. */
function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath);
        fields[name] ??= issue.message ?? MSG.required;
      }
      const first = Object.values(fields)[0] ?? MSG.required;
      return reply.status(400).send({ statusCode: 400, data: { fields }, errorMessage: first });
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        statusCode: error.statusCode,
        data: error.data,
        errorMessage: error.message,
        code: error.code,
      });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own 4xx are about the body (unreadable JSON, wrong media type, too large): the form
      // gets them on `body`, as a schema error on the whole body is reported.
      const unreadable = status === 415 || status === 400;
      const message = unreadable ? UNREADABLE_BODY : error.message;
      const aboutBody = unreadable || status === 413;
      return reply.status(status).send({
        statusCode: status,
        data: aboutBody ? { fields: { body: message } } : null,
        errorMessage: message,
      });
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    // The id lets support find the logged detail from what the user saw.
    return reply.status(500).send({
      statusCode: 500,
      data: null,
      errorMessage: errorMessage('SERVER_ERROR'),
      requestId: request.id,
    });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ statusCode: 404, data: null, errorMessage: `No route ${request.method} ${request.url}` });
  });
});
