import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Mailer } from '../providers/mail/mailer';
import type { ChangeFeed } from './change-feed';
import type { Metrics } from './metrics';
import type { WriteEpoch } from './read-cache';
import type { Scheduler } from './scheduler';

/**
 * What every module is given when app.ts registers it: the settings, the database, the clock, the
 * mailer and the caches' signals. Services several modules share (sessions, brands, the payments
 * capability) are built once by app.ts and added beside these; a module names the ones it needs in
 * its own context type, so a module's face shows everything it depends on.
 */
export interface AppContext {
  config: Config;
  db: Db;
  now?: () => Date;
  mailer: Mailer;
  feed: ChangeFeed;
  epoch: WriteEpoch;
  log: FastifyBaseLogger;
  /** This process's Prometheus registry: jobs record their runs in it. */
  metrics: Metrics;
  /** Where jobs run periodically: pg-boss on PostgreSQL, timers on PGlite (docs/adr/0017). */
  scheduler: Scheduler;
}

/**
 * A module as app.ts registers it: one list, one signature. `register` receives the root instance;
 * the module puts its API under /api/v1 itself (some also serve pages or files at the root).
 */
export interface AppModule<Shared = unknown> {
  name: string;
  register(app: FastifyInstance, ctx: AppContext & Shared): Promise<void>;
}

/** A background job: started by server.ts once the app is built, stopped on shutdown. */
export interface AppJob<Shared = unknown> {
  name: string;
  start(ctx: AppContext & Shared): () => void;
}

/** Registers routes under /api/v1, where every module's API lives. */
export async function underApi(
  app: FastifyInstance,
  routes: (v1: FastifyInstance) => Promise<void>,
): Promise<void> {
  await app.register(routes, { prefix: '/api/v1' });
}
