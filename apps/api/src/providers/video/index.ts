import type { Config } from '../../config';
import { createAgoraVideoProvider } from './agora-video';
import { createLocalVideoProvider } from './local-video';
import type { VideoProvider } from './video-provider';

export type { VideoGrant, VideoGrantInput, VideoProvider } from './video-provider';

/** The provider VIDEO_PROVIDER names (config.ts has already refused agora without its settings). */
export function createVideoProvider(
  config: Pick<Config, 'VIDEO_PROVIDER' | 'AGORA_APP_ID' | 'AGORA_APP_CERTIFICATE'>,
): VideoProvider {
  if (config.VIDEO_PROVIDER === 'agora') {
    if (!config.AGORA_APP_ID || !config.AGORA_APP_CERTIFICATE)
      throw new Error('VIDEO_PROVIDER=agora needs AGORA_APP_ID and AGORA_APP_CERTIFICATE');
    return createAgoraVideoProvider({
      appId: config.AGORA_APP_ID,
      appCertificate: config.AGORA_APP_CERTIFICATE,
    });
  }
  return createLocalVideoProvider();
}
