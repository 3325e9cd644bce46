import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Histogram } from 'prom-client';
import { fail } from '../lib/errors';
import { isLocalCaller } from '../lib/local-caller';
import type { Metrics } from '../lib/metrics';
import { safeEqual } from '../lib/tokens';

/**
 * Counts every answer by its route's template (never the raw URL: ids would make a series each) and
 * serves the registry at GET /api/metrics: with METRICS_TOKEN set, to a caller bearing it; without,
 * only to a caller on this machine that no proxy relayed. Everyone else gets a 404 (nothing here).
 */
export const metricsPlugin = fp<{ metrics: Metrics; token?: string }>(
  async (app: FastifyInstance, { metrics, token }) => {
    const requests = new Counter({
      name: 'kinetic_http_requests_total',
      help: 'Answers by method, route template and status code.',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [metrics.registry],
    });
    const latency = new Histogram({
      name: 'kinetic_http_request_duration_seconds',
      help: 'Time to answer, by method and route template.',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [metrics.registry],
    });
    app.addHook('onResponse', (request, reply, done) => {
      // Pages of the web app and unknown addresses have no route: one series for all of them.
      const route = request.routeOptions.url ?? 'unrouted';
      requests.inc({ method: request.method, route, status: String(reply.statusCode) });
      latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      done();
    });

    app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const allowed = token ? safeEqual(header, `Bearer ${token}`) : isLocalCaller(request);
      if (!allowed) throw fail('NOT_FOUND');
      reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
      return metrics.registry.metrics();
    });
  },
);
