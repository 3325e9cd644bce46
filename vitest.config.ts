import { connect } from 'node:net';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const LOCAL_POSTGRES = { host: '127.0.0.1', port: 5432 };

/** Whether something listens on host:port, answered within a short wait. */
function listening({ host, port }: typeof LOCAL_POSTGRES): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 500 });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

/**
 * The API suite runs a second time on a PostgreSQL server: TEST_DATABASE_URL's, or the local one our
 * machines and CI run (trust auth, database `test`) when it answers, so a plain `npm test` does not
 * quietly skip the seat race. TEST_DATABASE_URL=off skips it on purpose.
 */
async function postgresUrl(): Promise<string | null> {
  const given = process.env.TEST_DATABASE_URL;
  if (given === 'off') return null;
  if (given) return given;
  if (await listening(LOCAL_POSTGRES)) {
    return `postgres://postgres@${LOCAL_POSTGRES.host}:${LOCAL_POSTGRES.port}/test`;
  }
  console.warn(
    'No PostgreSQL at 127.0.0.1:5432 and no TEST_DATABASE_URL: the api-postgres suite is skipped.',
  );
  return null;
}

const postgres = await postgresUrl();

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
      include: ['src/**/*.test.ts'],
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
      // build/: the first page's byte budget, on a fresh build (issue 12).
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
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
