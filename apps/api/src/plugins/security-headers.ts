import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The login token lives in localStorage (SPEC 3.1), so a script injected into our pages could read it:
 * the content security policy admits scripts from our own origin only (the built app, the OpenAPI
 * page and the sandbox card page have no inline script). Styles may be inline (Mantine writes its CSS
 * variables in a style element); images may come from any https host (map tiles, social avatars).
 * No page of ours may be framed: the sandbox card page least of all.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const HSTS = 'max-age=31536000; includeSubDomains';

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-frame-options', 'DENY');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
    // Over plain http (local development, tests) HSTS would be ignored at best and sticky at worst.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
});
