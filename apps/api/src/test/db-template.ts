import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config';
import { type Db, openDatabase } from '../db/client';
import * as schema from '../db/schema';
import { seed } from '../db/seed/seed';

/**
 * A migrated and seeded database made once per test run, that every test file copies instead of
 * migrating and seeding its own (about 8 s a file on PGlite, 3 s on PostgreSQL): on PGlite a dump
 * of the data directory, on PostgreSQL a template database.
 */
export type DbTemplate =
  | { kind: 'pglite'; file: string; publicUrl: string }
  | { kind: 'postgres'; name: string; publicUrl: string };

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: DbTemplate | null;
  }
}

/** The seed writes links with the public URL: a test that sets another one seeds its own. */
const publicUrl = () => loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' }).PUBLIC_URL;
const migrationsDir = () => loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' }).migrationsDir;

export async function pgliteTemplate(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'kinetic-test-template-'));
  const client = await PGlite.create();
  await migrate(drizzle(client, { schema }), { migrationsFolder: migrationsDir() });
  await seed(drizzle(client, { schema }) as unknown as Db, { publicUrl: publicUrl() });
  const file = path.join(dir, 'pglite.tar');
  await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  project.provide('dbTemplate', { kind: 'pglite', file, publicUrl: publicUrl() });
  return () => rm(dir, { recursive: true, force: true });
}

export async function postgresTemplate(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL ?? (project.config.env?.TEST_DATABASE_URL as string);
  const name = `kinetic_template_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: 'memory://' });
  await database.migrate(migrationsDir());
  await seed(database.db, { publicUrl: publicUrl() });
  await database.close();
  project.provide('dbTemplate', { kind: 'postgres', name, publicUrl: publicUrl() });
  return () => admin(`drop database if exists ${name} with (force)`);
}
