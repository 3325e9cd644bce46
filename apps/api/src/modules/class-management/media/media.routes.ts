import multipart from '@fastify/multipart';
import { CM_MSG, MEDIA_LIMITS, mediaSchema, PARTNER_ROLES } from '@kinetic/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../../lib/envelope';
import { bearerSecurity, envelopeOf } from '../../../lib/envelope-schema';
import { fail } from '../../../lib/errors';
import type { MediaService, Upload } from './media.service';
import { contentTypeOfKey, MEDIA_CACHE_CONTROL, MEDIA_KEY } from './storage';

const tooLarge = () => fail('FILE_TOO_LARGE', { arg: MEDIA_LIMITS.maxBytes / 1024 / 1024 });

/** Reads every file part into memory (5 MB each at most): the checks need the whole file anyway. */
async function readUploads(request: FastifyRequest): Promise<Upload[]> {
  if (!request.isMultipart()) throw fail('FILE_WRONG_TYPE');
  const uploads: Upload[] = [];
  try {
    for await (const part of request.files()) {
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw tooLarge();
      uploads.push({ bytes });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw fail('TOO_MANY_FILES', { arg: MEDIA_LIMITS.maxFiles });
    }
    throw error;
  }
  return uploads;
}

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** POST /api/v1/media (+ replace and delete). Registered under /api/v1. */
export const mediaApiRoutes: FastifyPluginAsyncZod<{ media: MediaService }> = async (app, { media }) => {
  await app.register(multipart, {
    limits: { fileSize: MEDIA_LIMITS.maxBytes, files: MEDIA_LIMITS.maxFiles, fields: 5, parts: 20 },
  });
  const tags = ['media'];
  const description =
    'Trainers and gyms only (403 for customers, before anything is read). ' +
    'multipart/form-data, one or many files in the field `files`. JPEG, PNG or WebP (checked by the bytes), ' +
    'at most 5 MB each: 415 or 413 otherwise, and then nothing is stored. Thumbnails are made on the server.';
  // Class pictures and partner profile pictures: customers have no picture upload (SPEC 3.1).
  const partners = app.requireRole(...PARTNER_ROLES);

  app.post(
    '/media',
    {
      config: { retiresCaches: true },
      onRequest: partners,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Upload images',
        description,
        response: { 201: envelopeOf(z.array(mediaSchema)) },
      },
    },
    async (request, reply) =>
      send(reply, await media.upload(request.auth!.userId, await readUploads(request)), 201),
  );

  app.post(
    '/media/:id',
    {
      config: { retiresCaches: true },
      onRequest: partners,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Replace an image (same id, new file)',
        description,
        params: idParams,
        response: { 200: envelopeOf(mediaSchema) },
      },
    },
    async (request, reply) => {
      const uploads = await readUploads(request);
      if (uploads.length !== 1) throw fail('NO_FILES');
      return send(reply, await media.replace(request.auth!.userId, request.params.id, uploads[0]!));
    },
  );

  app.delete(
    '/media/:id',
    {
      config: { retiresCaches: true },
      onRequest: partners,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Delete an image',
        params: idParams,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request, reply) => {
      await media.remove(request.auth!.userId, request.params.id);
      return send(reply, null);
    },
  );
};

/**
 * GET /media/uploads/...: the stored files, at the root (outside /api) like the seeded pictures, streamed
 * from the storage, or, with MEDIA_PUBLIC_URL, a redirect to the same key there (docs/adr/0035).
 */
export const mediaFileRoutes: FastifyPluginAsyncZod<{ media: MediaService; publicUrl?: string }> = async (
  app,
  { media, publicUrl },
) => {
  const notFound = (reply: FastifyReply) =>
    reply.status(404).send({ statusCode: 404, data: null, errorMessage: CM_MSG.mediaNotFound });
  app.get('/media/uploads/:file', { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const key = `uploads/${file}`;
    if (!MEDIA_KEY.test(key)) return notFound(reply);
    if (publicUrl) {
      // Not permanent: the address of the bucket or CDN may change, the key never does.
      return reply
        .header('cache-control', 'public, max-age=3600')
        .redirect(`${publicUrl.replace(/\/+$/, '')}/${key}`, 302);
    }
    const stored = await media.open(key);
    if (!stored) return notFound(reply);
    if (stored.contentLength !== undefined) reply.header('content-length', stored.contentLength);
    return (
      reply
        // The type the key's extension names (the upload's checked type), whatever the bucket says.
        .header('content-type', contentTypeOfKey(key))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', MEDIA_CACHE_CONTROL)
        .send(stored.body)
    );
  });
};
