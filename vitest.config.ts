import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { testPostgresUrl } from './scripts/test-database.mjs';

/**
 * The API suite runs a second time on a PostgreSQL server (scripts/test-database.mjs says which).
 */
async function postgresUrl(): Promise<string | null> {
  const url = await testPostgresUrl();
  if (!url) {
    console.warn(
      'No PostgreSQL at 127.0.0.1:5432 and no TEST_DATABASE_URL: the api-postgres suite is skipped.',
    );
  }
  return url;
}

const postgres = await postgresUrl();

/**
 * With a PostgreSQL server (production's database) the whole API suite runs there; on PGlite (what
 * `npm start` and the browser journeys run on) it runs the files where the two engines could differ:
 * the database layer, migrations and the production start, change notifications and jobs, and the
 * statements that move seats and money. The rest is HTTP over the same repositories; it runs on
 * PostgreSQL, and the journeys cross it on PGlite (docs/adr/0029). Without a server, PGlite runs all.
 */
const PGLITE_FOCUS = [
  'src/db/**/*.test.ts',
  'src/lib/**/*.test.ts',
  'src/jobs/**/*.test.ts',
  'src/deploy-nginx.test.ts',
  'src/modules/bookings/**/*.test.ts',
  'src/modules/payments/**/*.test.ts',
  'src/modules/notifications/**/*.test.ts',
  // Transactions that read on the wrong connection hang on the embedded database's one connection.
  'src/modules/gym-team/**/*.test.ts',
];

const projects = [
  // The domain's rules (join order, buttons and seats, time buckets, refund cutoff, search terms) run
  // on two machine clocks: a Gulf zone without daylight saving and one with it. Their answers must
  // not depend on where the code runs (DESIGN 5).
  ...['Asia/Kuwait', 'America/New_York'].map((zone) => ({
    test: {
      name: `domain (${zone})`,
      root: './packages/domain',
      include: ['src/**/*.test.ts'],
      env: { TZ: zone },
    },
  })),
  {
    test: {
      name: 'api-pglite',
      root: './apps/api',
      include: postgres ? PGLITE_FOCUS : ['src/**/*.test.ts'],
      env: { TEST_DB: 'pglite' },
      globalSetup: ['./src/test/global-pglite.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  ...(postgres
    ? [
        {
          test: {
            name: 'api-postgres',
            root: './apps/api',
            include: ['src/**/*.test.ts'],
            env: { TEST_DB: 'postgres', TEST_DATABASE_URL: postgres },
            globalSetup: ['./src/test/global-postgres.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ]
    : []),
  {
    test: {
      name: 'web',
      root: './apps/web',
      // build/: the first page's byte budget, on a fresh build.
      include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
      testTimeout: 30_000,
    },
  },
  // Components on React DOM in happy-dom, with Testing Library (DESIGN 7): screens that break quietly,
  // each test beside its component. happy-dom lays nothing out: a test that needs widths gives them.
  {
    test: {
      name: 'web-components',
      root: './apps/web',
      include: ['src/**/*.test.tsx'],
      environment: 'happy-dom',
      testTimeout: 30_000,
    },
  },
  // The layout's boundary rules (.dependency-cruiser.cjs) still refuse the imports they name.
  { test: { name: 'boundaries', root: '.', include: ['scripts/**/*.test.ts'] } },
];

/**
 * Two test files at a time even on a two-core machine (Vitest's default there is one): an API test
 * spends much of its time waiting on PostgreSQL, which the second file's work fills. On our two-core
 * machines the API suite on PostgreSQL took about 40% less time; three files at a time gained nothing more.
 */
export default defineConfig({ test: { projects, maxWorkers: Math.max(2, availableParallelism() - 1) } });
