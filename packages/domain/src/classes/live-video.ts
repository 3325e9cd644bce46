import { z } from 'zod';
import { type ClassManagers, managesClass } from '../access/class-editing';
import { idField } from '../common/fields';
import { VIDEO_JOIN_OPENS_MINUTES, videoJoinState } from './video-join';

/**
 * Live video classes (SPEC 1 and 7.7): who may join a session's stream and when. One rule
 * for the API (which refuses) and the web (which says why before asking).
 */

/** The stream opens as Join does: this many minutes before the start, until the session's end. */
export const LIVE_OPENS_MINUTES = VIDEO_JOIN_OPENS_MINUTES;

/** The host publishes (the class's trainer or the gym it runs at); viewers are booked customers. */
export const LIVE_ROLES = ['HOST', 'VIEWER'] as const;
export type LiveRole = (typeof LIVE_ROLES)[number];

export const LIVE_PROVIDERS = ['local', 'agora'] as const;
export type LiveProviderKind = (typeof LIVE_PROVIDERS)[number];

export const LIVE_MSG = {
  notVideo: 'This class has no live video.',
  notBooked: 'Only customers booked in this class and its trainer can join the live class.',
  tooEarly: `The live class opens ${LIVE_OPENS_MINUTES} minutes before it starts.`,
  ended: 'This live class has ended.',
} as const;

export type LiveRefusal = 'NOT_VIDEO' | 'NOT_BOOKED' | 'TOO_EARLY' | 'ENDED';

/** A class streams when it is sold as online (VIRTUAL) or marked as a video class. */
export function isLiveVideoClass(klass: { priceModel: string; videoClass: boolean }): boolean {
  return klass.videoClass || klass.priceModel === 'VIRTUAL';
}

export interface LiveAccessInput {
  user: { id: number; userCategory: number };
  klass: ClassManagers & { priceModel: string; videoClass: boolean };
  session: { startsAt: Date; endsAt: Date };
  /** The user holds a live (not cancelled) booking of this session. */
  booked: boolean;
  now: Date;
}

export type LiveAccess = { ok: true; role: LiveRole } | { ok: false; refusal: LiveRefusal };

/**
 * Who joins as what: the class's managers (managesClass: its publisher, its gym, its trainers) host;
 * booked customers view; nobody else. Only from LIVE_OPENS_MINUTES before the start to the end.
 * Who is asked first: a stranger learns they may not join, whatever the hour.
 */
export function liveAccess(input: LiveAccessInput): LiveAccess {
  if (!isLiveVideoClass(input.klass)) return { ok: false, refusal: 'NOT_VIDEO' };
  const role: LiveRole | null = managesClass(input.user, input.klass)
    ? 'HOST'
    : input.booked
      ? 'VIEWER'
      : null;
  if (!role) return { ok: false, refusal: 'NOT_BOOKED' };
  const state = videoJoinState(input.session.startsAt, input.session.endsAt, input.now);
  if (state === 'EARLY') return { ok: false, refusal: 'TOO_EARLY' };
  if (state === 'ENDED') return { ok: false, refusal: 'ENDED' };
  return { ok: true, role };
}

/** What the token route answers (SPEC 7.7: token and video-streaming user data). */
export const liveGrantSchema = z.object({
  provider: z.enum(LIVE_PROVIDERS),
  sessionId: z.number().int(),
  channel: z.string(),
  uid: z.number().int(),
  role: z.enum(LIVE_ROLES),
  /** The provider's signed token (agora); null for the local provider, whose seat is the login. */
  token: z.string().nullable(),
  /** The agora project the token is for; null for local. */
  appId: z.string().nullable(),
  expiresAt: z.string(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The host's user id: viewers address their signalling messages to the host. */
  hostUserId: z.number().int().nullable(),
  /** For the host only: customers booked in the session (who may join). */
  participants: z.number().int().nullable(),
});
export type LiveGrantDto = z.infer<typeof liveGrantSchema>;

export const liveSessionParams = z.object({ sessionId: idField });

/** Signalling of the local provider (WebRTC offers, answers and ICE candidates, and who is there). */
export const LIVE_SIGNAL_KINDS = ['hello', 'ready', 'offer', 'answer', 'ice', 'bye'] as const;
export type LiveSignalKind = (typeof LIVE_SIGNAL_KINDS)[number];

export const liveSignalSchema = z.object({
  /** 'host' (what viewers may address), 'viewers' (every viewer) or one viewer's user id. */
  to: z.union([z.literal('host'), z.literal('viewers'), idField]),
  kind: z.enum(LIVE_SIGNAL_KINDS),
  /** An SDP (offer, answer) or an ICE candidate; small and opaque to the server. */
  sdp: z.string().max(20_000).optional(),
  candidate: z
    .object({
      candidate: z.string().max(2000),
      sdpMid: z.string().max(64).nullish(),
      sdpMLineIndex: z.number().int().min(0).max(64).nullish(),
      usernameFragment: z.string().max(256).nullish(),
    })
    .optional(),
});
export type LiveSignalInput = z.infer<typeof liveSignalSchema>;

/** A signalling message as a peer receives it. */
export interface LiveSignalDto extends Omit<LiveSignalInput, 'to'> {
  id: number;
  from: number;
  fromRole: LiveRole;
}
