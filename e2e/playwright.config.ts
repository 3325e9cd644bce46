import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;
/** One data directory per port, so runs on different ports never share (or wipe) a database. */
const DATA_DIR = path.join(root, `.e2e-data/${PORT}`);

/**
 * The app runs as `npm start` runs it (the built server), on a fresh PGlite database in .e2e-data,
 * so every run starts from the seed.
 */
export default defineConfig({
  testDir: './tests',
  // The MyFatoorah journeys need the app on that gateway: playwright.myfatoorah.config.ts.
  testIgnore: /myfatoorah\.spec\.ts$/,
  outputDir: path.join(root, 'test-results', String(PORT)),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    // The app honours reduced motion (Mantine's respectReducedMotion, shell.css): the journeys check
    // what pages say and do, not how they move, and software-rendered transitions cost CI's two cores.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `rm -rf ${DATA_DIR} && node apps/api/dist/server.js`,
    cwd: root,
    url: `${BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      DATA_DIR,
      PUBLIC_URL: BASE_URL,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      LOGIN_RATE_LIMIT: '50',
      // Every journey registers from this one address (and checks its e-mail on the way).
      GUEST_WRITE_RATE_LIMIT: '10000',
      VALIDATE_USER_RATE_LIMIT: '10000',
    },
  },
});
