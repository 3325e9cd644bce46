import type { LiveGrantDto } from '@kinetic/domain';

/**
 * The part of agora-rtc-sdk-ng the live page uses, so the join logic reads without the SDK and is
 * tested with a stand-in. The real SDK satisfies it (see loadAgora).
 */
export interface AgoraTrack {
  getMediaStreamTrack(): MediaStreamTrack;
  close(): void;
}
export interface AgoraRemoteTrack {
  getMediaStreamTrack(): MediaStreamTrack;
}
export interface AgoraRemoteUser {
  uid: number | string;
  /** Whether the user publishes video (audio) now: a track object may outlive its unpublishing. */
  hasVideo: boolean;
  hasAudio: boolean;
  videoTrack?: AgoraRemoteTrack;
  audioTrack?: AgoraRemoteTrack;
}
type MediaKind = 'audio' | 'video' | 'datachannel';
export interface AgoraClient<Local extends AgoraTrack = AgoraTrack> {
  readonly remoteUsers: readonly AgoraRemoteUser[];
  join(appId: string, channel: string, token: string | null, uid: number): Promise<unknown>;
  leave(): Promise<void>;
  publish(tracks: Local[]): Promise<unknown>;
  subscribe(uid: number | string, mediaType: 'audio' | 'video'): Promise<unknown>;
  on(
    event: 'user-published' | 'user-unpublished',
    listener: (user: AgoraRemoteUser, kind: MediaKind) => void,
  ): void;
  on(event: 'user-left', listener: (user: AgoraRemoteUser) => void): void;
}
export interface AgoraSdk<Local extends AgoraTrack = AgoraTrack> {
  createClient(config: { mode: 'live'; codec: 'vp8'; role: 'host' | 'audience' }): AgoraClient<Local>;
  createMicrophoneAndCameraTracks(): Promise<[Local, Local]>;
}

/** Why joining stopped: the camera (host only) or the connection to Agora. */
export class AgoraJoinError extends Error {
  constructor(readonly reason: 'camera' | 'connection') {
    super(`agora ${reason}`);
  }
}

interface AgoraSeat {
  appId: string;
  channel: string;
  token: string;
  uid: number;
}

function agoraSeat(seat: LiveGrantDto): AgoraSeat {
  if (!seat.appId || !seat.token) throw new AgoraJoinError('connection');
  return { appId: seat.appId, channel: seat.channel, token: seat.token, uid: seat.uid };
}

/**
 * The trainer: camera and microphone first (their refusal is the trainer's to fix), then the channel
 * as a broadcaster (live mode scales to large audiences), then publish. Returns the camera track for
 * the preview and a stop that leaves and releases the devices.
 */
export async function hostOnAgora<Local extends AgoraTrack>(sdk: AgoraSdk<Local>, grant: LiveGrantDto) {
  const seat = agoraSeat(grant);
  let tracks: [Local, Local];
  try {
    tracks = await sdk.createMicrophoneAndCameraTracks();
  } catch {
    throw new AgoraJoinError('camera');
  }
  const client = sdk.createClient({ mode: 'live', codec: 'vp8', role: 'host' });
  const release = () => {
    for (const track of tracks) track.close();
  };
  try {
    await client.join(seat.appId, seat.channel, seat.token, seat.uid);
    await client.publish(tracks);
  } catch {
    release();
    await client.leave().catch(() => undefined);
    throw new AgoraJoinError('connection');
  }
  return {
    preview: [tracks[1].getMediaStreamTrack()],
    async stop() {
      release();
      await client.leave().catch(() => undefined);
    },
  };
}

/**
 * A booked customer: joins as audience (the token only allows joining) and hands on the video and
 * audio of the first host publishing video (a class may have several trainers) whenever that changes;
 * an empty list means no trainer is streaming.
 */
export async function watchOnAgora<Local extends AgoraTrack>(
  sdk: AgoraSdk<Local>,
  grant: LiveGrantDto,
  onTracks: (tracks: MediaStreamTrack[]) => void,
) {
  const seat = agoraSeat(grant);
  const client = sdk.createClient({ mode: 'live', codec: 'vp8', role: 'audience' });
  let shown: MediaStreamTrack[] = [];
  // Rebuilt from the channel's users on every change, so a host who leaves hands over to another.
  const show = () => {
    const host = client.remoteUsers.find((user) => user.hasVideo && user.videoTrack);
    const tracks = host
      ? [host.videoTrack, host.hasAudio ? host.audioTrack : undefined]
          .filter((track) => track !== undefined)
          .map((track) => track.getMediaStreamTrack())
      : [];
    if (tracks.length === shown.length && tracks.every((track, i) => track === shown[i])) return;
    shown = tracks;
    onTracks(tracks);
  };
  client.on('user-published', (user, kind) => {
    if (kind === 'datachannel') return;
    void client
      .subscribe(user.uid, kind)
      .then(show)
      .catch(() => undefined);
  });
  client.on('user-unpublished', show);
  client.on('user-left', show);
  try {
    await client.join(seat.appId, seat.channel, seat.token, seat.uid);
  } catch {
    throw new AgoraJoinError('connection');
  }
  return {
    async stop() {
      await client.leave().catch(() => undefined);
    },
  };
}
