/**
 * npm run bench: POST /api/v1/classes/list and POST /api/v1/bookings on a generated data set (50 gyms,
 * 20,000 sessions, 200,000 bookings), on PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is
 * set, on PostgreSQL, each next to a bare Fastify JSON endpoint measured in the same run (DESIGN 9).
 * Prints requests per second and p50/p99 latency; it does not pass or fail anything. It also seeds a
 * gym with 200,000 bookings and paid purchases and times its month's revenue report (p50/p95);
 * BENCH_ONLY=reports measures only that, BENCH_ONLY=joins only the joins.
 * Joins across sessions and on one session (20,000 new members); then, on PostgreSQL, the
 * history grows to 200,000 sessions and 2,000,000 bookings, the list and the joins are measured again
 * (p99 compared with the first size) and the plans of a list and a join are printed (BENCH_GROWTH=0
 * skips the growth).
 * BENCH_DURATION (seconds per target, default 10) and BENCH_CONNECTIONS (default 50, the
 * connection count of the joins target) tune it; BENCH_DATABASES=postgres (or pglite) measures one.
 * The load comes from a separate process (bench/load.ts), as a real client would.
 * BENCH_PROFILE=dir writes a CPU profile of the server during the warm list run and the joins (open
 * it in Chrome's DevTools) to see where a request's time goes.
 * BENCH_KEEP=1 keeps the PostgreSQL bench database after the run (its name is printed), to EXPLAIN
 * statements on the grown data afterwards; drop it by hand.
 */
import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { seed } from '../src/db/seed/seed';
import {
  BENCH,
  GROWTH_DAYS,
  generateDataset,
  generateHotSession,
  growHistory,
  loadTargets,
} from './generate';
import type { LoadJob, LoadRequest, LoadResult } from './load';
import { plansOf } from './plans';
import { generateReportGym, REPORT_BENCH, timeRevenueReport } from './reports';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
/** 'reports' or 'joins': measure only that. */
const ONLY = process.env.BENCH_ONLY;

interface Row {
  database: string;
  target: string;
  /** The data set's size when measured ('' for the first, generated one). */
  size: string;
  rps: number;
  p50: number;
  p99: number;
  statuses: string;
}
const rows: Row[] = [];
/** Set while the grown data set is measured. */
let sizeNow = '';
/** Per database: sequential scans of growing tables seen in the grown data set's plans. */
const growth: { database: string; flagged: number }[] = [];
const reports: { database: string; p50: number; p95: number; transactions: number }[] = [];

/** Requests a target is loaded with: built here, replayed in turn by the load process. */
const REQUESTS_PER_TARGET = 20_000;

async function load(
  database: string,
  target: string,
  url: string,
  next: () => LoadRequest,
  countCodes = false,
): Promise<void> {
  const result = await loaded(jobOf(url, next, DURATION, countCodes));
  rows.push({ database, target, size: sizeNow, ...result });
  console.log(`  ${target}: ${result.rps} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms`);
}

/** Load that is not measured: it brings the process to the state one that has been up is in. */
async function warmUp(url: string, next: () => LoadRequest): Promise<void> {
  await loaded(jobOf(url, next, WARM_UP_SECONDS, false));
}
const WARM_UP_SECONDS = 3;

const jobOf = (url: string, next: () => LoadRequest, duration: number, countCodes: boolean): LoadJob => ({
  url,
  connections: CONNECTIONS,
  duration,
  requests: Array.from({ length: REQUESTS_PER_TARGET }, next),
  countCodes,
});

async function loaded(job: LoadJob): Promise<LoadResult> {
  const child = fork(fileURLToPath(new URL('./load.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
  });
  const result = await new Promise<LoadResult>((resolve, reject) => {
    child.once('message', (message) => resolve(message as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`the load process exited with ${code}`)));
    child.send(job);
  });
  return result;
}

/** Runs `work` under the CPU profiler when BENCH_PROFILE names a folder, and writes the profile there. */
async function profiled(name: string, target: string, work: () => Promise<void>): Promise<void> {
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${name}-${target}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(`  profile: ${file}`);
  }
}

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;

async function benchDatabase(name: string, options: { url?: string; dataDir: string }) {
  console.log(`\n[${name}] migrating, seeding and generating the data set...`);
  const started = Date.now();
  const config = loadConfig({
    // Production refuses the sandbox gateway; the bench pays nothing and serves no outbox.
    NODE_ENV: 'test',
    DEV_OUTBOX: 'false',
    LOG_LEVEL: 'silent',
    DATA_DIR: options.dataDir,
    WEB_DIST: '/nonexistent',
    ...(options.url ? { DATABASE_URL: options.url } : {}),
    ...(process.env.CLASS_LIST_CACHE_MS ? { CLASS_LIST_CACHE_MS: process.env.CLASS_LIST_CACHE_MS } : {}),
  });
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  await database.migrate(config.migrationsDir);
  await seed(database.db, { publicUrl: config.PUBLIC_URL });
  const counts = await generateDataset(database.db);
  const reportGym = ONLY === 'joins' ? undefined : await generateReportGym(database.db);
  const targets = await loadTargets(database.db);
  console.log(`  data set in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(counts)}`);
  if (reportGym)
    console.log(`  report gym: ${reportGym.bookings} bookings, ${reportGym.purchases} paid purchases`);

  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ statusCode: 200, data: { ok: true } }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = (server: { server: { address(): unknown } }) =>
    `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  const json = { 'content-type': 'application/json' };
  const token = () => `Bearer bench-token-${pick(targets.customers)}`;
  try {
    // A gym with 200,000 bookings and 200,000 paid purchases; its month's revenue report.
    if (reportGym) {
      const revenue = await timeRevenueReport(app, reportGym.gymId);
      reports.push({ database: name, ...revenue });
      console.log(
        `  GET /manage/reports/revenue (this month: ${revenue.transactions} of ${REPORT_BENCH.purchases} purchases): p50 ${revenue.p50} ms, p95 ${revenue.p95} ms`,
      );
    }
    if (ONLY === 'reports') return;
    const bareLoad = (when: string) =>
      load(name, `bare Fastify GET /bare (${when})`, base(bare), () => ({ method: 'GET', path: '/bare' }));
    const bodies = [
      () => ({}),
      () => ({ date: pick(targets.dates) }),
      () => ({ classCategoryIds: [1 + Math.floor(Math.random() * 12)], page: 1 }),
      () => ({ timeBuckets: ['EVENING', 'H04_08'], size: 20 }),
      () => ({ gymIds: [pick(targets.gyms)], priceModels: ['PHYSICAL'] }),
    ];
    // As a browser asks: it always offers gzip (a guest's page is then sent compressed, ADR 14).
    const browser = { ...json, 'accept-encoding': 'gzip, deflate, br' };
    const listRequest = (): LoadRequest => ({
      method: 'POST',
      path: '/api/v1/classes/list',
      headers: Math.random() < 0.5 ? browser : { ...browser, authorization: token() },
      body: JSON.stringify(pick(bodies)()),
    });
    // First with every cache of the process empty (each of the 2,000 members' first call reads their
    // token and bookings), then again once they are warm, as they are for a process that has been up.
    // The bare endpoint runs just before and just after the warm list: the machine's speed drifts
    // between runs, and the list is compared with the mean of the two.
    // A join as the web sends it (features/booking/api/bookings.ts, lib/api-client.ts): its headers,
    // its body, and a fresh Idempotency-Key on every request (load.ts makes it as the request leaves).
    const webHeaders = {
      ...browser,
      accept: 'application/json',
      'x-brand-host': 'localhost',
      'x-client-type': 'webapp',
      'accept-language': 'en',
      'x-store-id': '1',
    };
    const joinRequest = (): LoadRequest => ({
      method: 'POST',
      path: '/api/v1/bookings',
      headers: { ...webHeaders, authorization: token() },
      body: JSON.stringify({ classSessionId: pick(targets.sessions), userKidId: null }),
      idempotencyKey: true,
    });
    let nextHot = 0;
    const hotJoinRequest = (): LoadRequest => ({
      method: 'POST',
      path: '/api/v1/bookings',
      headers: {
        ...webHeaders,
        authorization: `Bearer bench-token-${hot.customers[nextHot++ % hot.customers.length]}`,
      },
      body: JSON.stringify({ classSessionId: hot.sessionId, userKidId: null }),
      idempotencyKey: true,
    });
    const round = async () => {
      const suffix = sizeNow ? `, ${sizeNow}` : '';
      if (ONLY !== 'joins') {
        await load(name, `POST /api/v1/classes/list (cold${suffix})`, base(app), listRequest);
        await bareLoad(`before${suffix}`);
        await profiled(name, 'class-list', () =>
          load(name, `POST /api/v1/classes/list (warm${suffix})`, base(app), listRequest),
        );
        await bareLoad(`after${suffix}`);
      }
      // The grown round's process has been up since the first: the first round's joins start warm too
      // (compiled code, each pooled connection's prepared statements), so the rounds differ by the data.
      if (!sizeNow) await warmUp(base(app), joinRequest);
      // The machine's own speed drifts by a quarter between runs of ten seconds: the bare endpoint
      // beside each size's joins tells a slower machine from a slower join.
      await bareLoad(`beside the joins${suffix}`);
      const joins = `POST /api/v1/bookings (across sessions${suffix})`;
      await profiled(name, 'joins', () => load(name, joins, base(app), joinRequest, true));
      await load(name, `POST /api/v1/bookings (one session${suffix})`, base(app), hotJoinRequest, true);
    };
    const hot = await generateHotSession(database.db, 'first');
    await round();
    if (!options.url || process.env.BENCH_GROWTH === '0') return;
    console.log(`\n  growing the history to ${BENCH.days + GROWTH_DAYS} days of sessions...`);
    const grown = await growHistory(database.db, GROWTH_DAYS);
    console.log(`  now ${JSON.stringify(grown)}`);
    // A new hot session and members: the first round filled the old one with these customers.
    nextHot = 0;
    Object.assign(hot, await generateHotSession(database.db, 'grown'));
    sizeNow = `${Math.round(grown.sessions! / 1000)}k sessions`;
    await round();
    const flagged = await plansOf(options.url, base(app), [
      {
        title: "a guest's class list of a day",
        request: { ...listRequest(), headers: browser, body: JSON.stringify({ date: targets.dates[3] }) },
      },
      {
        title: "a member's class list",
        request: { ...listRequest(), headers: { ...browser, authorization: token() }, body: '{}' },
      },
      { title: 'a join', request: joinRequest() },
    ]);
    growth.push({ database: name, flagged });
  } finally {
    await app.close();
    await bare.close();
    await database.close();
  }
}

/**
 * The bench makes a database of its own, so the URL only names the server: it connects to the
 * server's `postgres` database, and a URL naming a database that does not exist still works. A server
 * it cannot reach is said in one line.
 */
async function connectToServer(serverUrl: string): Promise<pg.Client> {
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  try {
    await admin.connect();
  } catch (error) {
    throw new BenchSetupError(
      `cannot reach PostgreSQL at ${url.host} (${(error as Error).message}): set BENCH_DATABASE_URL to a server where this user may create databases`,
    );
  }
  return admin;
}

/**
 * Waits (up to two seconds) until the server has seen the bench's connections to `name` close: a pool's
 * `end()` resolves before its sockets are closed, and a DROP ... FORCE that terminated them printed
 * "PostgreSQL dropped an idle connection" at the end of every run.
 */
async function connectionsGone(admin: pg.Client, name: string): Promise<void> {
  for (let waited = 0; waited < 2000; waited += 50) {
    const { rows } = await admin.query<{ open: number }>(
      'select count(*)::int as open from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]!.open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A setup problem the bench explains in one line, without a stack trace. */
class BenchSetupError extends Error {}

/** Measures one database in this process (a fresh one: see `measureApart`). */
async function measureHere(database: string): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kinetic-bench-'));
  try {
    if (database === 'pglite') return await benchDatabase('pglite', { dataDir: dir });
    const name = `kinetic_bench_${Date.now()}`;
    const admin = await connectToServer(PG_URL!);
    await admin.query(`create database ${name}`);
    const url = new URL(PG_URL!);
    url.pathname = `/${name}`;
    try {
      await benchDatabase('postgres', { url: url.toString(), dataDir: dir });
    } finally {
      if (process.env.BENCH_KEEP === '1') console.log(`\n  kept the bench database ${name}`);
      else {
        await connectionsGone(admin, name);
        await admin.query(`drop database if exists ${name} with (force)`);
      }
      await admin.end();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Each database is measured by a process of its own, as each would be served: a server that had
 * hosted PGlite (its WebAssembly heap, its caches) measured PostgreSQL 15-20 % slower.
 */
async function measureApart(database: string): Promise<void> {
  const child = fork(fileURLToPath(import.meta.url), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_ONE_DATABASE: database },
  });
  type Measured = { rows: Row[]; reports: typeof reports; growth: typeof growth };
  const measured = await new Promise<Measured>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Measured));
    child.once('error', reject);
    child.once(
      'exit',
      (code) =>
        code !== 0 && reject(new BenchSetupError(`the ${database} bench stopped (exit code ${code})`)),
    );
  });
  rows.push(...measured.rows);
  reports.push(...measured.reports);
  growth.push(...measured.growth);
}

async function main() {
  const one = process.env.BENCH_ONE_DATABASE;
  if (one) {
    await measureHere(one);
    process.send?.({ rows, reports, growth }, () => process.exit(0));
    return;
  }
  if (DATABASES.includes('pglite')) await measureApart('pglite');
  if (PG_URL && DATABASES.includes('postgres')) await measureApart('postgres');
  else console.log('\n(set BENCH_DATABASE_URL or TEST_DATABASE_URL to measure PostgreSQL too)');
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s per target\n`);
  const header = ['database', 'target', 'req/s', 'p50 ms', 'p99 ms', 'responses'];
  const table = [
    header,
    ...rows.map((r) => [r.database, r.target, String(r.rps), String(r.p50), String(r.p99), r.statuses]),
  ];
  const widths = header.map((_, i) => Math.max(...table.map((line) => line[i]!.length)));
  for (const line of table) console.log(line.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
  console.log('\nTarget (PostgreSQL): the list at least half the bare rate, p99 under 30 ms (warm process).');
  for (const report of reports) {
    console.log(
      `  ${report.database}: the month's revenue report (a gym with 200,000 bookings and purchases) p50 ${report.p50} ms, p95 ${report.p95} ms (target on PostgreSQL: under 200 ms)`,
    );
  }
  console.log(
    'Target (50 connections): joins ≥ 1,000/s across sessions and ≥ 500/s on one session on PostgreSQL, p99 ≤ 100 ms; ≥ 200/s on PGlite.',
  );
  for (const grown of rows.filter((r) => r.size)) {
    const first = rows.find(
      (r) =>
        r.database === grown.database &&
        !r.size &&
        r.target === grown.target.replace(`, ${grown.size})`, ')'),
    );
    if (!first || first.target.startsWith('bare')) continue;
    const ratio = (grown.p99 / Math.max(first.p99, 1)).toFixed(2);
    const bareBeside = (size: string) =>
      rows.find(
        (r) =>
          r.database === grown.database &&
          r.size === size &&
          r.target.startsWith('bare') &&
          r.target.includes('beside the joins'),
      );
    const [bareFirst, bareGrown] = [bareBeside(''), bareBeside(grown.size)];
    const machine =
      first.target.includes('bookings') && bareFirst && bareGrown
        ? `; the bare endpoint beside them ${bareFirst.rps} and ${bareGrown.rps} req/s`
        : '';
    console.log(
      `  ${grown.database}: ${first.target} p99 ${first.p99} ms, at ${grown.size} ${grown.p99} ms: ${ratio}× (target ≤ 1.5×)${machine}`,
    );
  }
  for (const { database, flagged } of growth) {
    console.log(
      `  ${database}: ${flagged} sequential scans of a growing table in the plans at the grown size (printed above)`,
    );
  }
  for (const database of new Set(rows.map((r) => r.database))) {
    const bares = rows.filter(
      (r) => r.database === database && !r.size && /^bare .*\((before|after)/.test(r.target),
    );
    if (bares.length === 0) continue;
    const bare = bares.reduce((sum, r) => sum + r.rps, 0) / bares.length;
    for (const list of rows.filter(
      (r) => r.database === database && !r.size && r.target.includes('classes/list'),
    )) {
      const share = Math.round((list.rps / bare) * 100);
      console.log(
        `  ${database}: ${list.target.slice(5)} at ${share}% of bare (${Math.round(bare)} req/s, the mean of before and after), p99 ${list.p99} ms`,
      );
    }
  }
}

try {
  await main();
} catch (error) {
  if (!(error instanceof BenchSetupError)) throw error;
  console.error(`bench: ${error.message}`);
  process.exit(1);
}
