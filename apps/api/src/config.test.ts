import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const realGateway = {
  PAYMENT_GATEWAY: 'myfatoorah',
  MYFATOORAH_API_KEY: 'live-key',
  MYFATOORAH_WEBHOOK_SECRET: 'live-webhook-secret',
  PAYMENT_WEBHOOK_SECRET: 'our-own-long-secret',
};

/** Production never starts on the test defaults. */
describe('production configuration', () => {
  it('refuses the sandbox gateway and the public default webhook secret, naming both', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PAYMENT_GATEWAY: the sandbox gateway[\s\S]*PAYMENT_WEBHOOK_SECRET: the default secret is public/,
    );
  });

  it('refuses the development outbox', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...realGateway, DEV_OUTBOX: 'true' })).toThrow(
      /DEV_OUTBOX: the outbox holds password-reset links/,
    );
  });

  it('starts with a real gateway and its own secrets, outbox off', () => {
    const config = loadConfig({ NODE_ENV: 'production', ...realGateway });
    expect(config.PAYMENT_GATEWAY).toBe('myfatoorah');
    expect(config.devOutbox).toBe(false);
  });

  it('keeps the sandbox for development and tests', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).PAYMENT_GATEWAY).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'test' }).devOutbox).toBe(true);
  });

  it('refuses the fake WhatsApp, and WhatsApp without its number, token and secrets (docs/adr/0049)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...realGateway, WHATSAPP_PROVIDER: 'fake' })).toThrow(
      /WHATSAPP_PROVIDER: the fake WhatsApp sends nothing/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ...realGateway, WHATSAPP_PROVIDER: 'cloud' })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID: required[\s\S]*WHATSAPP_APP_SECRET: required/,
    );
    // Off unless asked for; in development the fake, served by the app to itself.
    expect(loadConfig({ NODE_ENV: 'production', ...realGateway }).whatsapp).toBeNull();
    expect(loadConfig({ NODE_ENV: 'development', PORT: '3100' }).whatsapp).toMatchObject({
      mode: 'fake',
      graphUrl: 'http://127.0.0.1:3100/api/v1/dev/whatsapp-cloud',
    });
  });

  it('does not serve the outbox behind a proxy unless asked to', () => {
    expect(loadConfig({ NODE_ENV: 'development', TRUST_PROXY_HOPS: '1' }).devOutbox).toBe(false);
  });
});
