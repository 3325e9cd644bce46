import { defineConfig } from 'vitest/config';

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
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          test: {
            name: 'api-postgres',
            root: './apps/api',
            include: ['src/**/*.test.ts'],
            env: { TEST_DB: 'postgres' },
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ]
    : []),
  { test: { name: 'web', root: './apps/web', include: ['src/**/*.test.{ts,tsx}'] } },
];

export default defineConfig({ test: { projects } });
