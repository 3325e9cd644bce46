import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TEMPLATE_PARAMETER_COUNTS } from '../modules/whatsapp';
import { createFakeCloud, type FakeCloud } from '../providers/whatsapp/fake-cloud';

export const FAKE_WA = {
  token: 'wa-test-token',
  phoneNumberId: '109876543210',
  appSecret: 'wa-test-app-secret',
  verifyToken: 'wa-test-verify-token',
};

/**
 * The WhatsApp Cloud API fake (providers/whatsapp/fake-cloud.ts) on its own HTTP port, as tests reach
 * Meta: real HTTP to it, and its signed webhooks handed to `deliver` (the app, by inject).
 */
export async function startWhatsAppFake(
  deliver?: (body: string, headers: Record<string, string>) => Promise<unknown>,
): Promise<{ url: string; fake: FakeCloud; close: () => Promise<void> }> {
  const fake = createFakeCloud({
    accessToken: FAKE_WA.token,
    phoneNumberId: FAKE_WA.phoneNumberId,
    appSecret: FAKE_WA.appSecret,
    templates: TEMPLATE_PARAMETER_COUNTS,
    deliver,
  });
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const answer = fake.handle(request.method ?? 'GET', request.url ?? '/', request.headers, raw);
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    fake,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The app's settings for WhatsApp through the fake at `url`. */
export const whatsAppEnv = (url: string) => ({
  WHATSAPP_PROVIDER: 'cloud',
  WHATSAPP_GRAPH_URL: url,
  WHATSAPP_PHONE_NUMBER_ID: FAKE_WA.phoneNumberId,
  WHATSAPP_ACCESS_TOKEN: FAKE_WA.token,
  WHATSAPP_APP_SECRET: FAKE_WA.appSecret,
  WHATSAPP_VERIFY_TOKEN: FAKE_WA.verifyToken,
});
