import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_WA, startWhatsAppFake } from '../../test/whatsapp-fake';
import { createCloudWhatsApp } from './cloud-whatsapp';
import { readWhatsAppWebhook, validWhatsAppSignature } from './webhook';
import { WhatsAppSendError } from './whatsapp';

/** The Cloud API adapter against the fake of Meta's documented endpoints, over real HTTP. */
let fake: Awaited<ReturnType<typeof startWhatsAppFake>>;
const webhooks: { body: string; headers: Record<string, string> }[] = [];
beforeAll(async () => {
  fake = await startWhatsAppFake(async (body, headers) => {
    webhooks.push({ body, headers });
  });
});
afterAll(() => fake.close());

const cloud = (token = FAKE_WA.token) =>
  createCloudWhatsApp({
    graphUrl: fake.url,
    version: 'v21.0',
    phoneNumberId: FAKE_WA.phoneNumberId,
    accessToken: token,
  });
const receipt = (to = '96551230001') => ({
  to,
  template: 'kinetic_payment_receipt',
  language: 'ar' as const,
  parameters: ['نورة', '22.500 KD', 'Kinetic 10 نقاط', 'INV-1'],
});
async function refusal(promise: Promise<unknown>): Promise<WhatsAppSendError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WhatsAppSendError);
  return error as WhatsAppSendError;
}

describe('the WhatsApp Cloud API adapter', () => {
  it('sends a template with its language and body parameters, and answers the wamid', async () => {
    const { messageId } = await cloud().sendTemplate(receipt());
    expect(messageId).toMatch(/^wamid\./);
    const request = fake.fake.requests.at(-1)!;
    expect(request.path).toBe(`/v21.0/${FAKE_WA.phoneNumberId}/messages`);
    expect(request.body).toMatchObject({
      messaging_product: 'whatsapp',
      to: '96551230001',
      type: 'template',
      template: {
        name: 'kinetic_payment_receipt',
        language: { code: 'ar' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: 'نورة' }, {}, {}, {}] }],
      },
    });
    expect(fake.fake.messages.at(-1)).toMatchObject({ id: messageId, language: 'ar' });
  });

  it('gives up on a refused token, an unknown template or a wrong count of parameters', async () => {
    expect(await refusal(cloud('wrong').sendTemplate(receipt()))).toMatchObject({ retry: false, code: 190 });
    expect(await refusal(cloud().sendTemplate({ ...receipt(), template: 'not_approved' }))).toMatchObject({
      retry: false,
      code: 132001,
    });
    expect(await refusal(cloud().sendTemplate({ ...receipt(), parameters: ['only one'] }))).toMatchObject({
      retry: false,
      code: 132000,
    });
  });

  it('tries again later on a rate limit (429, 130429, the pair limit 131056) or WhatsApp being down', async () => {
    fake.fake.failNext(
      { status: 429, code: 130429, message: 'Rate limit hit' },
      { status: 400, code: 131056, message: '(Business Account, Consumer Account) pair rate limit hit' },
      { status: 503, code: 2, message: 'Service temporarily unavailable' },
      { status: 400, code: 131026, message: 'Message undeliverable' },
    );
    expect(await refusal(cloud().sendTemplate(receipt()))).toMatchObject({ retry: true, code: 130429 });
    const pair = await refusal(cloud().sendTemplate(receipt()));
    expect(pair).toMatchObject({ retry: true, code: 131056 });
    expect(pair.retryAfterMs).toBeGreaterThanOrEqual(6000);
    expect(await refusal(cloud().sendTemplate(receipt()))).toMatchObject({ retry: true, code: 2 });
    expect(await refusal(cloud().sendTemplate(receipt()))).toMatchObject({ retry: false, code: 131026 });
    const down = createCloudWhatsApp({
      graphUrl: 'http://127.0.0.1:9',
      version: 'v21.0',
      phoneNumberId: '1',
      accessToken: 'x',
    });
    expect(await refusal(down.sendTemplate(receipt()))).toMatchObject({ retry: true });
  });

  it('reads the signed status and reply webhooks the fake posts', async () => {
    const { messageId } = await cloud().sendTemplate(receipt('96551230002'));
    webhooks.length = 0;
    await fake.fake.postStatus(messageId, 'read');
    await fake.fake.postInbound('96551230002', 'إيقاف');
    const [status, reply] = webhooks;
    const signature = status!.headers['x-hub-signature-256'];
    expect(signature).toBe(
      `sha256=${createHmac('sha256', FAKE_WA.appSecret).update(status!.body).digest('hex')}`,
    );
    expect(validWhatsAppSignature(signature, status!.body, FAKE_WA.appSecret)).toBe(true);
    expect(validWhatsAppSignature(signature, `${status!.body} `, FAKE_WA.appSecret)).toBe(false);
    expect(validWhatsAppSignature(signature, status!.body, 'another-secret')).toBe(false);
    expect(validWhatsAppSignature(undefined, status!.body, FAKE_WA.appSecret)).toBe(false);
    expect(readWhatsAppWebhook(JSON.parse(status!.body)).statuses).toEqual([
      { messageId, status: 'read', at: expect.any(Date), error: null },
    ]);
    expect(readWhatsAppWebhook(JSON.parse(reply!.body)).inbound).toEqual([
      { from: '96551230002', text: 'إيقاف' },
    ]);
  });
});
