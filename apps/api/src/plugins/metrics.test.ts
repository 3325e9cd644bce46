import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics, measuredScheduler } from '../lib/metrics';
import { createInProcessScheduler } from '../lib/scheduler';
import { createTestApp, type TestApp } from '../test/test-app';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** Prometheus metrics by route template, pool use, and who may read them. */
describe('GET /api/metrics', () => {
  let t: TestApp;
  let withToken: TestApp;
  beforeAll(async () => {
    [t, withToken] = await Promise.all([createTestApp(), createTestApp({ METRICS_TOKEN: TOKEN })]);
  });
  afterAll(async () => {
    await Promise.all([t.close(), withToken.close()]);
  });

  const metrics = (
    app: TestApp,
    options: { remoteAddress?: string; headers?: Record<string, string> } = {},
  ) => app.app.inject({ method: 'GET', url: '/api/metrics', ...options });

  it('counts answers by route template and status, with their latency', async () => {
    await t.app.inject({ method: 'GET', url: '/api/v1/class-categories' });
    await t.app.inject({ method: 'GET', url: '/api/v1/class-categories' });
    // Ids stay out of the labels: one series for every reference.
    await t.app.inject({ method: 'GET', url: '/api/v1/transactions/KIN-ONE' });
    await t.app.inject({ method: 'GET', url: '/api/v1/transactions/KIN-TWO' });
    const response = await metrics(t);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toContain(
      'kinetic_http_requests_total{method="GET",route="/api/v1/class-categories",status="200"} 2',
    );
    expect(text).toContain(
      'kinetic_http_requests_total{method="GET",route="/api/v1/transactions/:referenceId",status="401"} 2',
    );
    expect(text).not.toContain('KIN-ONE');
    expect(text).toMatch(
      /kinetic_http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/class-categories"\} 2/,
    );
    expect(text).toContain('process_resident_memory_bytes');
    if (t.database.driver === 'postgres')
      expect(text).toMatch(/kinetic_db_pool_connections\{state="total"\} \d+/);
  });

  it('answers only callers on this machine when no token is set: not a proxied or remote caller', async () => {
    expect((await metrics(t, { remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
    expect((await metrics(t, { headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(404);
  });

  it('answers a caller bearing METRICS_TOKEN from anywhere, and nobody else', async () => {
    const remote = '203.0.113.9';
    const ok = await metrics(withToken, {
      remoteAddress: remote,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('kinetic_http_requests_total');
    expect((await metrics(withToken, { remoteAddress: remote })).statusCode).toBe(404);
    expect((await metrics(withToken, { headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(404);
    // With a token set, being local is not enough.
    expect((await metrics(withToken)).statusCode).toBe(404);
  });

  it('counts each job run by outcome, with its duration', async () => {
    const metrics = createMetrics({ poolStats: () => null });
    const scheduler = measuredScheduler(createInProcessScheduler({ error: () => undefined }), metrics);
    scheduler.every('tidy-up', 20, async () => undefined);
    scheduler.every('always-fails', 20, async () => {
      throw new Error('down');
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    await scheduler.close();
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/kinetic_job_runs_total\{job="tidy-up",outcome="ok"\} [1-9]/);
    expect(text).toMatch(/kinetic_job_runs_total\{job="always-fails",outcome="failed"\} [1-9]/);
    expect(text).toMatch(/kinetic_job_duration_seconds_count\{job="tidy-up"\} [1-9]/);
  });
});
