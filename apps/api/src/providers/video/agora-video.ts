import agoraToken from 'agora-token';
import type { VideoProvider } from './video-provider';

/**
 * Agora RTC: an AccessToken2 ("007…") signed with the project's App Certificate, never leaving the
 * server. The host gets the publisher role (join plus publish audio, video and data), viewers the
 * subscriber role (join only). Both the token and its privileges last until `expiresAt`.
 */
// agora-token is CommonJS: Node's ESM loader (the built server) sees only its default export.
const { RtcRole, RtcTokenBuilder } = agoraToken;

export function createAgoraVideoProvider(settings: { appId: string; appCertificate: string }): VideoProvider {
  return {
    kind: 'agora',
    grant({ channel, uid, role, expiresAt, now }) {
      // agora-token takes lifetimes in seconds from the moment it signs.
      const seconds = Math.max(60, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
      const token = RtcTokenBuilder.buildTokenWithUid(
        settings.appId,
        settings.appCertificate,
        channel,
        uid,
        role === 'HOST' ? RtcRole.PUBLISHER : RtcRole.SUBSCRIBER,
        seconds,
        seconds,
      );
      if (!token)
        throw new Error('Agora token could not be signed: check AGORA_APP_ID and AGORA_APP_CERTIFICATE');
      return { token, appId: settings.appId };
    },
  };
}
