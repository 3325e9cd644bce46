import type { IncomingHttpHeaders, ServerOptions } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fail } from '../lib/errors';

export interface RequestTimeouts {
  /** Headers and body of a request (REQUEST_TIMEOUT_SECONDS). */
  requestMs: number;
  /** The body of a file upload, multipart (UPLOAD_TIMEOUT_SECONDS). */
  uploadMs: number;
}

/**
 * The HTTP server's own limits (Fastify passes them to Node when server.ts listens). Fastify turns
 * Node's request timeout off by default, so a client sending its body a byte at a time held a socket
 * and a handler for as long as it liked. Node checks its limits every
 * `connectionsCheckingInterval`, so the check runs often enough for the limit to mean something.
 * Node's request timeout covers every request and cannot tell an upload, so it is the longest of
 * the two; the plugin below holds other bodies to the shorter one.
 */
export function serverTimeouts({ requestMs, uploadMs }: RequestTimeouts) {
  const longest = Math.max(requestMs, uploadMs);
  const http: ServerOptions = {
    headersTimeout: requestMs,
    requestTimeout: longest,
    connectionsCheckingInterval: Math.min(30_000, Math.max(250, Math.floor(requestMs / 4))),
  };
  return {
    requestTimeout: longest,
    // Longer than the proxy keeps an idle upstream connection (nginx: 60 s), so the proxy never
    // sends on a connection the app is closing.
    keepAliveTimeout: 72_000,
    http,
  };
}

const hasBody = (headers: IncomingHttpHeaders) =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

/**
 * A request body must have arrived `requestMs` after its headers (`uploadMs` for a multipart
 * upload: up to 10 pictures of 5 MB from a phone). A slower one is answered 408 and its connection
 * closed, whoever was reading it (the JSON parser or an upload handler).
 */
export const requestTimeoutsPlugin = fp<RequestTimeouts>(async (app: FastifyInstance, limits) => {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    if (!hasBody(raw.headers)) return done();
    const upload = (raw.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
    const timer = setTimeout(
      () => {
        if (raw.complete) return;
        request.log.info({ upload }, 'request body too slow: cut');
        const socket = raw.socket;
        if (reply.sent || reply.raw.headersSent) {
          socket.destroy();
          return;
        }
        reply.raw.once('finish', () => socket.destroy());
        void reply.code(408).header('connection', 'close').send(fail('REQUEST_TIMEOUT'));
      },
      upload ? limits.uploadMs : limits.requestMs,
    );
    timer.unref();
    reply.raw.once('close', () => clearTimeout(timer));
    done();
  });
});
