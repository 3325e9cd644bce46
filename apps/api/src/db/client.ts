import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { holdDataDir } from './data-dir-lock';
import { type ListenEvents, type Listener, listenPglite, listenPostgres } from './listen';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** What a service receives inside db.transaction(...). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(migrationsFolder: string): Promise<void>;
  /** LISTEN to these channels on a connection of its own (lib/change-feed.ts). */
  listen(channels: string[], events: ListenEvents): Promise<Listener>;
  /** The PostgreSQL pool's connections (metrics); null on PGlite, which has one in-process connection. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
}

/** `url` given: a PostgreSQL server. Otherwise PGlite: in memory when dataDir is 'memory://', else on disk. */
export async function openDatabase(options: {
  url?: string;
  dataDir: string;
  /** PGlite only: start from this dump of a data directory (the tests' migrated, seeded template). */
  loadDataDir?: Blob;
}): Promise<Database> {
  const { url } = options;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 20 });
    // An idle connection the server drops (restart, failover, DROP DATABASE ... FORCE) must not crash
    // the process: the pool replaces it on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL dropped an idle connection: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      async migrate(migrationsFolder) {
        // Several API processes may start together: one advisory lock lets one of them migrate at a time.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock(727001)');
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock(727001)').catch(() => undefined);
          client.release();
        }
      },
      listen: (channels, events) => listenPostgres(url, channels, events, (text) => pool.query(text)),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: once(() => pool.end()),
    };
  }
  const onDisk = !options.dataDir.startsWith('memory://');
  if (onDisk) mkdirSync(options.dataDir, { recursive: true });
  const release = onDisk ? holdDataDir(options.dataDir) : () => undefined;
  const client = await PGlite.create(options.dataDir, { loadDataDir: options.loadDataDir }).catch((error) => {
    release();
    throw error;
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    migrate: (migrationsFolder) => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    listen: (channels, events) => listenPglite(client, channels, events),
    poolStats: () => null,
    close: once(() => client.close().finally(release)),
  };
}

/** Closing twice (a test that closes early, then its teardown) must not throw. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}
