import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base, { ADAPTER_JOURNEYS, appServer } from './playwright.config';
import { BASE_PORT, S3_BUCKET, S3_PORT } from './support/ports';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = BASE_PORT;
const FAKE_PORT = Number(process.env.MF_FAKE_PORT ?? PORT + 1);
const BASE_URL = `http://localhost:${PORT}`;
const DATA_DIR = path.join(root, `.e2e-data/${PORT}-myfatoorah`);
const KEY = 'mf-e2e-key';
const SECRET = 'mf-e2e-webhook-secret';
const appEnv = appServer(PORT).env;

/**
 * The journeys through the production adapters. Payments: the app runs with
 * PAYMENT_GATEWAY=myfatoorah against the local MyFatoorah fake (apps/api/src/test/myfatoorah-fake.ts),
 * which posts its signed webhooks back to the app. Orders wait 45 s here (not 60 minutes), so the
 * late-payment journey can see one expire. Media: MEDIA_STORAGE=s3, against a local
 * S3-compatible server (apps/api/src/test/local-s3-server.ts).
 */
export default defineConfig({
  ...base,
  testMatch: ADAPTER_JOURNEYS,
  testIgnore: [],
  // One app on the gateway, so one worker (support/ports.ts gives the first worker BASE_PORT).
  workers: 1,
  outputDir: path.join(root, 'test-results', `${PORT}-myfatoorah`),
  webServer: [
    {
      command: 'npx tsx apps/api/src/test/local-s3-server.ts',
      cwd: root,
      // s3rver answers an unsigned request 403: it is up.
      url: `http://127.0.0.1:${S3_PORT}/`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { S3_FAKE_PORT: String(S3_PORT), S3_BUCKET },
    },
    {
      command: 'npx tsx apps/api/src/test/myfatoorah-fake-server.ts',
      cwd: root,
      url: `http://127.0.0.1:${FAKE_PORT}/__fake/outbox`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        MF_FAKE_PORT: String(FAKE_PORT),
        MF_APP_URL: BASE_URL,
        MYFATOORAH_API_KEY: KEY,
        MYFATOORAH_WEBHOOK_SECRET: SECRET,
      },
    },
    {
      command: `rm -rf ${DATA_DIR} && node apps/api/dist/server.js`,
      cwd: root,
      url: `${BASE_URL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      // The main journeys' app settings, on this config's own port and data, paying through MyFatoorah
      // and keeping its pictures in the bucket.
      env: {
        ...appEnv,
        PORT: String(PORT),
        DATA_DIR,
        PUBLIC_URL: BASE_URL,
        PAYMENT_GATEWAY: 'myfatoorah',
        MYFATOORAH_BASE_URL: `http://127.0.0.1:${FAKE_PORT}`,
        MYFATOORAH_API_KEY: KEY,
        MYFATOORAH_WEBHOOK_SECRET: SECRET,
        PAYMENT_RECONCILE_INTERVAL_SECONDS: '2',
        PAYMENT_PENDING_TIMEOUT_MINUTES: '0.75',
        MEDIA_STORAGE: 's3',
        S3_BUCKET,
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
        S3_FORCE_PATH_STYLE: 'true',
        // s3rver's fixed credentials.
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
    },
  ],
});
