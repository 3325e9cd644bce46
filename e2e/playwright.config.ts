import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { appPort, BASE_PORT, WORKER_PORT, WORKERS } from './support/ports';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** One data directory per port, so runs on different ports never share (or wipe) a database. */
const dataDir = (port: number) => path.join(root, `.e2e-data/${port}`);

/** The app as `npm start` runs it (the built server), on a fresh PGlite database: every run starts from the seed. */
export const appServer = (port: number) => ({
  command: `rm -rf ${dataDir(port)} && node apps/api/dist/server.js`,
  cwd: root,
  url: `http://localhost:${port}/api/health`,
  timeout: 120_000,
  reuseExistingServer: false,
  env: {
    PORT: String(port),
    DATA_DIR: dataDir(port),
    PUBLIC_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    LOGIN_RATE_LIMIT: '50',
    // Every journey registers from this one address (and checks its e-mail on the way).
    GUEST_WRITE_RATE_LIMIT: '10000',
    VALIDATE_USER_RATE_LIMIT: '10000',
  },
});

/** The journeys that need the app on its production adapters: playwright.myfatoorah.config.ts runs them. */
export const ADAPTER_JOURNEYS = /(myfatoorah|media-s3)\.spec\.ts$/;

/** One app per worker (support/ports.ts): files run whole, side by side, each on its own database. */
export default defineConfig({
  testDir: './tests',
  testIgnore: ADAPTER_JOURNEYS,
  outputDir: path.join(root, 'test-results', String(BASE_PORT)),
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${WORKER_PORT}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    // The app honours reduced motion (Mantine's respectReducedMotion, shell.css): the journeys check
    // what pages say and do, not how they move, and software-rendered transitions cost CI's two cores.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: Array.from({ length: WORKERS }, (_, index) => appServer(appPort(index))),
});
