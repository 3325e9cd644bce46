import { defineConfig } from 'vitest/config';

const projects = [
  { test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'] } },
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
