import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { LoginResult } from '@kinetic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { type CommandResult, runOperatorCommand } from '../operator-command';
import { DEMO, gymBody, login, registerCustomer } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { prepareDatabase } from './prepare';

/** compose.yaml's settings for the API: the documented production start (secrets are placeholders). */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://kinetic.example.test',
  TRUST_PROXY_HOPS: '1',
  PAYMENT_GATEWAY: 'myfatoorah',
  MYFATOORAH_MODE: 'live',
  MYFATOORAH_API_KEY: 'placeholder-key',
  MYFATOORAH_WEBHOOK_SECRET: 'placeholder-webhook-secret',
  PAYMENT_WEBHOOK_SECRET: 'placeholder-sandbox-secret',
  SMTP_URL: 'smtp://127.0.0.1:1',
};
/**
 * `npm run operator -- ...` as a deployment runs it: a process of its own on the server's database. PGlite
 * lives inside this test's process, so there the command's own function runs in process.
 */
async function operatorCommand(t: TestApp, args: string[]): Promise<CommandResult> {
  const url = t.config.DATABASE_URL;
  if (!url) return runOperatorCommand(t.database.db, args);
  const run = promisify(execFile);
  const tsx = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));
  const operatorCli = fileURLToPath(new URL('../operator.ts', import.meta.url));
  return run(tsx, [operatorCli, ...args], { env: { ...process.env, ...PRODUCTION, DATABASE_URL: url } }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: CommandResult) => error,
  );
}

const STRONG_PASSWORD = 'Harbour-Lights-42';
const RANGE = 'fromDate=2026-01-01&toDate=2026-12-31';

describe('a production start', () => {
  it('refuses to seed the demo in production, and seeds it by default elsewhere', () => {
    expect(() => loadConfig({ ...PRODUCTION, SEED: 'true' })).toThrow(/SEED: .*public password/);
    expect(loadConfig(PRODUCTION).SEED).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).SEED).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED: 'false' }).SEED).toBe(false);
  });

  describe('on a fresh database with the documented settings', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(PRODUCTION);
    });
    afterAll(() => t.close());

    it('has no demo account to sign in to', async () => {
      for (const email of [DEMO.customer, DEMO.trainer, DEMO.gym]) {
        const { status } = await login(t, email, DEMO.password);
        expect(status, email).toBe(422);
      }
    });

    it('serves its brand and the reference lists, and a visitor registers', async () => {
      const brand = await t.call<{ name: string }>({ method: 'GET', url: '/api/v1/brand' });
      expect(brand.status).toBe(200);
      expect(brand.body.data.name).toBe('Kinetic');
      const reasons = await t.call<unknown[]>({ method: 'GET', url: '/api/v1/cancellation-reasons' });
      expect(reasons.body.data.length).toBeGreaterThan(0);
      const customer = await registerCustomer(t, { password: STRONG_PASSWORD });
      expect(customer.user.currencyCode).toBe('KWD');
      expect((await login(t, customer.user.email, STRONG_PASSWORD)).status).toBe(200);
    });

    it('has no operator until one is named: the first gym to register is not it', async () => {
      const gym = await t.call<LoginResult>({
        method: 'POST',
        url: '/api/v1/auth/register/gym',
        payload: gymBody({ password: STRONG_PASSWORD }),
      });
      expect(gym.status, JSON.stringify(gym.body)).toBe(201);
      const policy = await t.call<{ masterGymId: number | null }>({
        method: 'GET',
        url: '/api/v1/cancellation-policy',
      });
      expect(policy.body.data.masterGymId).toBeNull();
      const reports = await t.call({
        method: 'GET',
        url: `/api/v1/manage/reports/gyms?${RANGE}`,
        token: gym.body.data.token,
      });
      expect(reports.status).toBe(404);
    });

    it('names the operator by the documented command, which then reads every gym', async () => {
      const gym = await t.call<LoginResult>({
        method: 'POST',
        url: '/api/v1/auth/register/gym',
        payload: gymBody({ password: STRONG_PASSWORD }),
      });
      const { email } = gym.body.data.user;
      const unknown = await operatorCommand(t, ['grant', 'nobody@example.com']);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toMatch(/no account with the e-mail nobody@example.com/);
      const granted = await operatorCommand(t, ['grant', email]);
      expect(granted.stdout).toMatch(/is now the platform operator/);
      const policy = await t.call<{ masterGymId: number | null }>({
        method: 'GET',
        url: '/api/v1/cancellation-policy',
      });
      expect(policy.body.data.masterGymId).toBe(gym.body.data.user.id);
      const reports = await t.call({
        method: 'GET',
        url: `/api/v1/manage/reports/gyms?${RANGE}`,
        token: gym.body.data.token,
      });
      expect(reports.status).toBe(200);
    });
  });

  it('shuts demo accounts a database kept from an earlier start', async () => {
    const t = await createTestApp();
    try {
      const before = await login(t, DEMO.gym, DEMO.password);
      expect(before.status).toBe(200);
      const warnings: string[] = [];
      await prepareDatabase(t.database, loadConfig({ ...PRODUCTION, DATA_DIR: 'memory://' }), {
        warn: (message) => warnings.push(message),
      });
      expect(warnings.join()).toMatch(/demo accounts .* can no longer sign in/);
      for (const email of [DEMO.customer, DEMO.gym]) {
        expect((await login(t, email, DEMO.password)).status, email).toBe(422);
      }
      const session = await t.call({ method: 'GET', url: '/api/v1/users/me', token: before.body.data.token });
      expect(session.status).toBe(401);
      const policy = await t.call<{ masterGymId: number | null }>({
        method: 'GET',
        url: '/api/v1/cancellation-policy',
      });
      expect(policy.body.data.masterGymId).toBeNull();
    } finally {
      await t.close();
    }
  });
});
