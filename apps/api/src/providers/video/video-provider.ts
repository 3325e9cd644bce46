import type { LiveProviderKind, LiveRole } from '@kinetic/domain';

/** What a participant needs from the provider to enter one session's stream. */
export interface VideoGrantInput {
  channel: string;
  uid: number;
  role: LiveRole;
  /** When the grant stops working (the session's end plus a margin). */
  expiresAt: Date;
  now: Date;
}

export interface VideoGrant {
  /** A signed provider token, or null where the login itself is the seat (local). */
  token: string | null;
  /** The provider project the token belongs to (agora's App ID), null for local. */
  appId: string | null;
}

/**
 * A video-streaming provider (DESIGN 1: external providers sit behind small interfaces, with a local
 * implementation used by default and in tests). Who may join is decided before a grant is asked for.
 */
export interface VideoProvider {
  readonly kind: LiveProviderKind;
  grant(input: VideoGrantInput): VideoGrant;
}
