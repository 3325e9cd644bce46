import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Answers over 1 KB go out compressed (brotli or gzip, as the client asks, with Vary: Accept-Encoding):
 * JSON, the OpenAPI page, the sandbox card page. Registered before every route, since it joins each
 * route as it is declared. An answer that already says how it is encoded is left alone: the web app's
 * files compressed at build time (plugins/web-app.ts) and the class list, which compresses its own
 * answer once for every guest (modules/classes, route option `compress: false`).
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
});
