import type { LiveGrantDto } from '@kinetic/domain';

/**
 * The part of agora-rtc-sdk-ng the live page uses, so the join logic reads without the SDK and is
 * tested with a stand-in. The real SDK satisfies it (see loadAgora).
 */
export interface AgoraTrack {
  getMediaStreamTrack(): MediaStreamTrack;
  close(): void;
}
export interface AgoraRemoteUser {
  uid: number | string;
  videoTrack?: AgoraTrack;
  audioTrack?: AgoraTrack;
}
type MediaKind = 'audio' | 'video' | 'datachannel';
export interface AgoraClient<Local extends AgoraTrack = AgoraTrack> {
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
 * A booked customer: joins as audience (the token only allows joining) and hands on the trainer's
 * video and audio tracks whenever they change; an empty list means the trainer is not streaming.
 */
export async function watchOnAgora<Local extends AgoraTrack>(
  sdk: AgoraSdk<Local>,
  grant: LiveGrantDto,
  onTracks: (tracks: MediaStreamTrack[]) => void,
) {
  const seat = agoraSeat(grant);
  const client = sdk.createClient({ mode: 'live', codec: 'vp8', role: 'audience' });
  let trainer: AgoraRemoteUser | null = null;
  const show = () => {
    const tracks = [trainer?.videoTrack, trainer?.audioTrack].filter((track) => track !== undefined);
    onTracks(trainer?.videoTrack ? tracks.map((track) => track.getMediaStreamTrack()) : []);
  };
  client.on('user-published', (user, kind) => {
    if (kind === 'datachannel') return;
    void client
      .subscribe(user.uid, kind)
      .then(() => {
        trainer = user;
        show();
      })
      .catch(() => undefined);
  });
  client.on('user-unpublished', (user) => {
    if (trainer?.uid === user.uid) show();
  });
  client.on('user-left', (user) => {
    if (trainer?.uid !== user.uid) return;
    trainer = null;
    show();
  });
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
