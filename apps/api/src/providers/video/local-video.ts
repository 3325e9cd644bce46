import type { VideoProvider } from './video-provider';

/**
 * The built-in provider: browsers stream to each other over WebRTC and the API relays their
 * signalling (modules/live-video, docs/adr/0019). The caller's login token is the seat, so nothing
 * is signed here.
 */
export function createLocalVideoProvider(): VideoProvider {
  return { kind: 'local', grant: () => ({ token: null, appId: null }) };
}
