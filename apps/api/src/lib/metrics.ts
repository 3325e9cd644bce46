import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import type { Scheduler } from './scheduler';

/**
 * Prometheus metrics of one API process: request rate, latency and errors by route, the
 * database pool's use, job runs, and Node's own (memory, CPU, event-loop delay). One registry per app,
 * so several apps in one test process never share counters.
 */
export interface Metrics {
  registry: Registry;
  /** A job's pass: how long it took and whether it threw. */
  jobRun(job: string, outcome: 'ok' | 'failed', seconds: number): void;
}

export function createMetrics(database: Pick<Database, 'poolStats'>): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const jobRuns = new Counter({
    name: 'kinetic_job_runs_total',
    help: 'Passes of each background job, by outcome.',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: 'kinetic_job_duration_seconds',
    help: 'How long a pass of each background job took.',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 30],
    registers: [registry],
  });
  new Gauge({
    name: 'kinetic_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting for one); absent on PGlite.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats();
      if (!stats) return;
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });
  return {
    registry,
    jobRun(job, outcome, seconds) {
      jobRuns.inc({ job, outcome });
      jobSeconds.observe({ job }, seconds);
    },
  };
}

/** The scheduler, each run of a task timed and counted by outcome (a task that throws still throws). */
export function measuredScheduler(scheduler: Scheduler, metrics: Metrics): Scheduler {
  return {
    kind: scheduler.kind,
    close: () => scheduler.close(),
    every: (name, everyMs, task) =>
      scheduler.every(name, everyMs, async () => {
        const started = performance.now();
        try {
          const result = await task();
          metrics.jobRun(name, 'ok', (performance.now() - started) / 1000);
          return result;
        } catch (error) {
          metrics.jobRun(name, 'failed', (performance.now() - started) / 1000);
          throw error;
        }
      }),
  };
}
