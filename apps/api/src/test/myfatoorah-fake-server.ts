import { startMyFatoorahFake } from './myfatoorah-fake';

/**
 * The MyFatoorah fake as its own process, for the browser journeys (e2e/playwright.myfatoorah.config.ts):
 * it posts its signed webhooks to the app at MF_APP_URL, as MyFatoorah's portal settings would.
 */
const port = Number(process.env.MF_FAKE_PORT ?? 3207);
const appUrl = process.env.MF_APP_URL ?? 'http://localhost:3206';
const fake = await startMyFatoorahFake(process.env.MYFATOORAH_API_KEY ?? 'mf-e2e-key', {
  port,
  webhook: {
    version: 'V2',
    secret: process.env.MYFATOORAH_WEBHOOK_SECRET ?? 'mf-e2e-webhook-secret',
    deliver: (body, headers) =>
      fetch(`${appUrl}/api/v1/payments/webhook/myfatoorah`, { method: 'POST', headers, body }).catch(
        () => undefined,
      ),
  },
});
console.log(`MyFatoorah fake on ${fake.url}, webhooks to ${appUrl}`);
