import {
  type ErrorCode,
  errorMessage,
  type Language,
  localise,
  localisedErrorMessage,
  MSG,
} from '@kinetic/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';
import { ERROR_TEXT_KEYS, localiseTexts } from './language';

export const UNREADABLE_BODY = 'The request body could not be read.';
const UNREADABLE_BODY_AR = 'تعذّرت قراءة محتوى الطلب.';

/** An AppError's message and data in the caller's language (re-rendered from its catalogue entry). */
function localisedAppError(error: AppError, language: Language): { message: string; data: unknown } {
  if (language === 'en') return { message: error.message, data: error.data };
  const source = error.source;
  const message = source
    ? (localisedErrorMessage as (c: ErrorCode, l: Language, ...a: unknown[]) => string)(
        source.errorCode,
        language,
        ...('arg' in source ? [source.arg] : []),
      )
    : localise(error.message, language);
  const data = source?.field
    ? { fields: { [source.field]: message } }
    : localiseTexts(error.data, language, ERROR_TEXT_KEYS);
  return { message, data };
}

/** Field path of a zod issue as the form knows it: `userKidsList.0.dob`. */
function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const language: Language = request.language ?? 'en';
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath);
        fields[name] ??= localise(issue.message ?? MSG.required, language);
      }
      const first = Object.values(fields)[0] ?? localise(MSG.required, language);
      return reply.status(400).send({ statusCode: 400, data: { fields }, errorMessage: first });
    }
    if (error instanceof AppError) {
      const { message, data } = localisedAppError(error, language);
      return reply.status(error.statusCode).send({
        statusCode: error.statusCode,
        data,
        errorMessage: message,
        code: error.code,
      });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own 4xx are about the body (unreadable JSON, wrong media type, too large): the form
      // gets them on `body`, as a schema error on the whole body is reported.
      const unreadable = status === 415 || status === 400;
      const message = unreadable ? (language === 'ar' ? UNREADABLE_BODY_AR : UNREADABLE_BODY) : error.message;
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
      errorMessage:
        language === 'en' ? errorMessage('SERVER_ERROR') : localisedErrorMessage('SERVER_ERROR', language),
      requestId: request.id,
    });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ statusCode: 404, data: null, errorMessage: `No route ${request.method} ${request.url}` });
  });
});
