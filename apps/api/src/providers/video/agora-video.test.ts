import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createVideoProvider } from '.';

// agora-token's own AccessToken2 parser (not in its typed face): reads a "007" token back offline.
interface ParsedRtcService {
  __type: number;
  /** Bytes as parsed back. */
  __channel_name: Buffer;
  __uid: Buffer;
  __privileges: Record<string, number>;
}
interface ParsedToken {
  appId: Buffer;
  issueTs: number;
  expire: number;
  services: ParsedRtcService[];
  from_string(token: string): boolean;
  verifySignature(appCertificate: string): boolean;
}
const { AccessToken2 } = createRequire(import.meta.url)('agora-token/src/AccessToken2.js') as {
  AccessToken2: new () => ParsedToken;
};

const APP_ID = '970ca35de60c44645bbae8a215061b33';
const CERTIFICATE = '5cfd2fd1755d40ecb72977518be15d3b';
const PRIVILEGE = { join: 1, publishAudio: 2, publishVideo: 3, publishData: 4 };

function decode(token: string): ParsedToken {
  const parsed = new AccessToken2();
  expect(parsed.from_string(token)).toBe(true);
  return parsed;
}

describe('the agora video provider', () => {
  const provider = createVideoProvider(
    loadConfig({ VIDEO_PROVIDER: 'agora', AGORA_APP_ID: APP_ID, AGORA_APP_CERTIFICATE: CERTIFICATE }),
  );
  const now = new Date('2026-11-29T15:55:00Z');
  const expiresAt = new Date('2026-11-29T17:15:00Z');
  const seconds = (expiresAt.getTime() - now.getTime()) / 1000;

  it('signs a publisher token for the host: its channel, uid, join and publish privileges, expiry', () => {
    const grant = provider.grant({ channel: 'kinetic-session-42', uid: 7, role: 'HOST', expiresAt, now });
    expect(grant.appId).toBe(APP_ID);
    const token = decode(grant.token!);
    expect(token.verifySignature(CERTIFICATE)).toBe(true);
    expect(token.verifySignature('00000000000000000000000000000000')).toBe(false);
    expect(String(token.appId)).toBe(APP_ID);
    expect(token.expire).toBe(seconds);
    const [rtc] = token.services;
    expect(rtc!.__type).toBe(1);
    expect(String(rtc!.__channel_name)).toBe('kinetic-session-42');
    expect(String(rtc!.__uid)).toBe('7');
    expect(rtc!.__privileges).toEqual({
      [PRIVILEGE.join]: seconds,
      [PRIVILEGE.publishAudio]: seconds,
      [PRIVILEGE.publishVideo]: seconds,
      [PRIVILEGE.publishData]: seconds,
    });
  });

  it('signs a subscriber token for a viewer: join only', () => {
    const grant = provider.grant({ channel: 'kinetic-session-42', uid: 9, role: 'VIEWER', expiresAt, now });
    const [rtc] = decode(grant.token!).services;
    expect(String(rtc!.__channel_name)).toBe('kinetic-session-42');
    expect(String(rtc!.__uid)).toBe('9');
    expect(rtc!.__privileges).toEqual({ [PRIVILEGE.join]: seconds });
  });

  it('is local unless configured, and refuses agora without its settings', () => {
    expect(createVideoProvider(loadConfig({})).kind).toBe('local');
    expect(() => loadConfig({ VIDEO_PROVIDER: 'agora' })).toThrow(/AGORA_APP_ID: required/);
  });
});
