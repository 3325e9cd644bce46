import { expect } from 'vitest';
import { type MyFatoorahFake, startMyFatoorahFake } from './myfatoorah-fake';
import { createTestApp, type TestApp } from './test-app';

export const MF_API_KEY = 'mf-test-key';
export const MF_SECRET = 'mf-webhook-secret-123';

/**
 * An app whose active gateway is the MyFatoorah adapter, against the local fake; the fake delivers its
 * webhooks (V1 or V2, signed as documented) to the app when `webhook` is set.
 */
export async function myFatoorahApp(
  env: Record<string, string> = {},
  webhook: 'V1' | 'V2' | null = null,
): Promise<{ t: TestApp; fake: MyFatoorahFake }> {
  const fake = await startMyFatoorahFake(MF_API_KEY);
  const t = await createTestApp({
    PAYMENT_GATEWAY: 'myfatoorah',
    MYFATOORAH_BASE_URL: fake.url,
    MYFATOORAH_API_KEY: MF_API_KEY,
    MYFATOORAH_WEBHOOK_SECRET: MF_SECRET,
    ...env,
  });
  if (webhook) useWebhook(t, fake, webhook);
  return { t, fake };
}

/** The fake posts its webhook of this version to the app, as the portal's webhook settings would. */
export function useWebhook(t: TestApp, fake: MyFatoorahFake, version: 'V1' | 'V2') {
  fake.webhook = {
    version,
    secret: MF_SECRET,
    deliver: (body, headers) =>
      t.app.inject({ method: 'POST', url: '/api/v1/payments/webhook/myfatoorah', headers, payload: body }),
  };
}

/** The customer on MyFatoorah's page; returns our callback path the browser is sent back to. */
export async function customerPays(paymentUrl: string, outcome: 'paid' | 'failed', method?: number) {
  const query = new URLSearchParams({ outcome, ...(method ? { method: String(method) } : {}) });
  const page = await fetch(`${paymentUrl}?${query}`, { redirect: 'manual' });
  expect(page.status).toBe(302);
  const back = new URL(page.headers.get('location')!);
  return `${back.pathname}${back.search}`;
}

export const invoiceIdOf = (paymentUrl: string) => Number(paymentUrl.split('/').at(-1));
