import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WriteEpoch } from './read-cache';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Writes retire cached reads where they are declared: each POST, PUT, PATCH or DELETE route says
 * `config: { retiresCaches: true }` (it changes data) or `false` (it only reads, such as the class
 * list's POST with a body). After a declared write the epoch moves and the answer waits for the
 * change feed (docs/adr/0014), so the caller's next read sees its own write. A write
 * route that says nothing is refused when it is registered: forgetting would serve stale reads.
 */
export function retireCachesOnDeclaredWrites(
  app: FastifyInstance,
  deps: { epoch: WriteEpoch; sync: () => Promise<void> },
): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => WRITE_METHODS.has(method))) return;
    const declared = (route.config as { retiresCaches?: unknown } | undefined)?.retiresCaches;
    if (typeof declared !== 'boolean') {
      throw new Error(
        `${methods.join(',')} ${route.url} must declare config.retiresCaches: true when it writes, false when it only reads`,
      );
    }
  });
  // Requests refused before the route's preHandler hooks wrote nothing: no token or not the role
  // (onRequest), a body that could not be read or failed its schema. Neither they nor requests no
  // route matched retire the caches or wait for the feed.
  const pastValidation = new WeakSet<FastifyRequest>();
  app.addHook('preHandler', (request, _reply, done) => {
    pastValidation.add(request);
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!request.routeOptions.config?.retiresCaches || request.is404 || !pastValidation.has(request)) {
      return done(null, payload);
    }
    deps.epoch.bump();
    deps.sync().then(() => done(null, payload), done);
  });
}
