import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** inject() returning the parsed envelope alongside the raw response. */
  call<T = unknown>(
    options: InjectOptions & { token?: string },
  ): Promise<{ status: number; body: { statusCode: number; data: T; errorMessage?: string; code?: string } }>;
  close(): Promise<void>;
  /**
   * Another API process on the same database (on PostgreSQL with its own pool and LISTEN connection,
   * as a second process would have; PGlite lives in this process, so the two share it).
   */
  otherProcess(): Promise<Pick<TestApp, 'app' | 'database' | 'call' | 'close'>>;
}

const TEST_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: 'memory://',
  WEB_DIST: '/nonexistent',
  // Tests write rows straight into the database, as another process would; a list served from
  // memory would hide them. list-cache.test.ts turns the cache on.
  CLASS_LIST_CACHE_MS: '0',
  // Test files register many accounts from one address; the limit's own test sets it low.
  GUEST_WRITE_RATE_LIMIT: '100000',
};

/**
 * A freshly migrated and seeded database for one test file: in-memory PGlite, or (TEST_DB=postgres)
 * a new database created on the TEST_DATABASE_URL server and dropped afterwards.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { now?: () => Date; logStream?: Writable } = {},
): Promise<TestApp> {
  let url: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  // The run's migrated, seeded template (test/db-template.ts), unless this app seeds with other links.
  const template = inject('dbTemplate');
  const fromTemplate = template && template.publicUrl === loadConfig({ ...TEST_ENV, ...env }).PUBLIC_URL;
  if (process.env.TEST_DB === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `kinetic_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(
      fromTemplate && template.kind === 'postgres'
        ? `create database ${name} template ${template.name}`
        : `create database ${name}`,
    );
    await admin.end();
    const parsed = new URL(serverUrl);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const config = loadConfig({ ...TEST_ENV, ...(url ? { DATABASE_URL: url } : {}), ...env });
  const dump =
    fromTemplate && template.kind === 'pglite' && !config.DATABASE_URL
      ? new Blob([await readFile(template.file)])
      : undefined;
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    loadDataDir: dump,
  });
  if (!fromTemplate || (template.kind === 'pglite') !== (database.driver === 'pglite')) {
    await prepareDatabase(database, config, { warn: () => undefined });
  }
  const app = await buildApp({ config, database, now: options.now, logStream: options.logStream });
  await app.ready();
  const callOf = (app: FastifyInstance): TestApp['call'] =>
    async function call(options) {
      const { token, headers, ...rest } = options;
      // Tests also write rows straight into the database, as another process would: a real client's
      // next request comes later than the change notification, so wait for it as time would.
      await app.changeFeed.sync();
      const response = await app.inject({
        ...rest,
        headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      return { status: response.statusCode, body: response.json() };
    };

  return {
    app,
    database,
    config,
    call: callOf(app),
    async close() {
      await app.close();
      await database.close();
      await dropDatabase?.();
    },
    async otherProcess() {
      const other = url ? await openDatabase({ url, dataDir: config.DATA_DIR }) : database;
      const otherApp = await buildApp({ config, database: other, now: options.now });
      await otherApp.ready();
      return {
        app: otherApp,
        database: other,
        call: callOf(otherApp),
        async close() {
          await otherApp.close();
          if (other !== database) await other.close();
        },
      };
    },
  };
}
