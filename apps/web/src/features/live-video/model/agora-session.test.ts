import type { LiveGrantDto } from '@kinetic/domain';
import { describe, expect, it } from 'vitest';
import {
  type AgoraClient,
  AgoraJoinError,
  type AgoraRemoteUser,
  type AgoraSdk,
  type AgoraTrack,
  hostOnAgora,
  watchOnAgora,
} from './agora-session';

const grant = (role: 'HOST' | 'VIEWER'): LiveGrantDto => ({
  provider: 'agora',
  sessionId: 41,
  channel: 'kinetic-session-41',
  uid: role === 'HOST' ? 7 : 12,
  role,
  token: '007signed',
  appId: 'app-id',
  expiresAt: '2026-11-27T19:15:00.000Z',
  title: 'Online HIIT',
  startsAt: '2026-11-27T18:00:00.000Z',
  endsAt: '2026-11-27T19:00:00.000Z',
  hostUserId: 7,
  participants: role === 'HOST' ? 3 : null,
});

const track = (name: string) => {
  const made = {
    name,
    closed: false,
    getMediaStreamTrack: () => ({ id: name }) as unknown as MediaStreamTrack,
  };
  return Object.assign(made, {
    close() {
      made.closed = true;
    },
  });
};

/** A stand-in Agora SDK that records what the page asks of it, with switches for the failures. */
function fakeSdk(options: { cameraRefused?: boolean; joinFails?: boolean } = {}) {
  const calls: string[] = [];
  const listeners = new Map<string, (user: AgoraRemoteUser, kind?: string) => void>();
  const remoteUsers: AgoraRemoteUser[] = [];
  const tracks = [track('mic'), track('camera')] as [ReturnType<typeof track>, ReturnType<typeof track>];
  const client: AgoraClient = {
    remoteUsers,
    async join(appId, channel, token, uid) {
      calls.push(`join ${appId} ${channel} ${token} ${uid}`);
      if (options.joinFails) throw new Error('CAN_NOT_GET_GATEWAY_SERVER');
    },
    async leave() {
      calls.push('leave');
    },
    async publish(published: AgoraTrack[]) {
      calls.push(`publish ${published.map((t) => (t as ReturnType<typeof track>).name).join('+')}`);
    },
    async subscribe(uid, kind) {
      calls.push(`subscribe ${uid} ${kind}`);
    },
    on(event: string, listener: (user: AgoraRemoteUser, kind: never) => void) {
      listeners.set(event, listener as (user: AgoraRemoteUser, kind?: string) => void);
    },
  };
  const sdk: AgoraSdk = {
    createClient(config) {
      calls.push(`client ${config.mode} ${config.role}`);
      return client;
    },
    async createMicrophoneAndCameraTracks() {
      if (options.cameraRefused) throw new Error('PERMISSION_DENIED');
      return tracks;
    },
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** What the SDK does as a remote host publishes, unpublishes (keeping the track object) or leaves. */
  const remote = {
    async publish(uid: number, kind: 'audio' | 'video') {
      let user = remoteUsers.find((u) => u.uid === uid);
      if (!user) {
        user = { uid, hasVideo: false, hasAudio: false };
        remoteUsers.push(user);
      }
      if (kind === 'video') Object.assign(user, { hasVideo: true, videoTrack: track(`${uid}-video`) });
      else Object.assign(user, { hasAudio: true, audioTrack: track(`${uid}-audio`) });
      listeners.get('user-published')?.(user, kind);
      await settle();
    },
    async unpublish(uid: number, kind: 'audio' | 'video') {
      const user = remoteUsers.find((u) => u.uid === uid)!;
      if (kind === 'video') user.hasVideo = false;
      else user.hasAudio = false;
      listeners.get('user-unpublished')?.(user, kind);
      await settle();
    },
    async leave(uid: number) {
      const at = remoteUsers.findIndex((u) => u.uid === uid);
      const [user] = remoteUsers.splice(at, 1);
      listeners.get('user-left')?.(user!);
      await settle();
    },
  };
  return { sdk, calls, tracks, remote };
}

describe('the trainer on Agora', () => {
  it('joins the session channel as broadcaster with the signed token, publishes camera and microphone, and releases them on stop', async () => {
    const fake = fakeSdk();
    const live = await hostOnAgora(fake.sdk, grant('HOST'));
    expect(fake.calls).toEqual([
      'client live host',
      'join app-id kinetic-session-41 007signed 7',
      'publish mic+camera',
    ]);
    expect(live.preview).toEqual([{ id: 'camera' }]);
    await live.stop();
    expect(fake.calls.at(-1)).toBe('leave');
    expect(fake.tracks.every((t) => t.closed)).toBe(true);
  });

  it('says the camera was refused without joining the channel', async () => {
    const fake = fakeSdk({ cameraRefused: true });
    await expect(hostOnAgora(fake.sdk, grant('HOST'))).rejects.toEqual(new AgoraJoinError('camera'));
    expect(fake.calls).toEqual([]);
  });

  it('says the connection failed, and frees the camera, when Agora cannot be reached', async () => {
    const fake = fakeSdk({ joinFails: true });
    const failure = await hostOnAgora(fake.sdk, grant('HOST')).catch((error: AgoraJoinError) => error);
    expect(failure).toBeInstanceOf(AgoraJoinError);
    expect((failure as AgoraJoinError).reason).toBe('connection');
    expect(fake.tracks.every((t) => t.closed)).toBe(true);
  });

  it('refuses a grant without an Agora token (a local seat)', async () => {
    const fake = fakeSdk();
    const local = { ...grant('HOST'), provider: 'local' as const, token: null, appId: null };
    await expect(hostOnAgora(fake.sdk, local)).rejects.toBeInstanceOf(AgoraJoinError);
  });
});

describe('a booked customer on Agora', () => {
  const watch = async (fake: ReturnType<typeof fakeSdk>) => {
    const shown: string[][] = [];
    const live = await watchOnAgora(fake.sdk, grant('VIEWER'), (tracks) =>
      shown.push(tracks.map((t) => (t as unknown as { id: string }).id)),
    );
    return { live, shown };
  };

  it('joins as audience and shows the trainer’s video and audio once published, and nothing once the trainer leaves', async () => {
    const fake = fakeSdk();
    const { live, shown } = await watch(fake);
    expect(fake.calls).toEqual(['client live audience', 'join app-id kinetic-session-41 007signed 12']);

    await fake.remote.publish(7, 'video');
    await fake.remote.publish(7, 'audio');
    expect(fake.calls).toContain('subscribe 7 video');
    expect(fake.calls).toContain('subscribe 7 audio');
    expect(shown.at(-1)).toEqual(['7-video', '7-audio']);

    await fake.remote.leave(7);
    expect(shown.at(-1)).toEqual([]);
    await live.stop();
    expect(fake.calls.at(-1)).toBe('leave');
  });

  it('goes back to waiting when the trainer stops the camera, though the SDK keeps the track object', async () => {
    const fake = fakeSdk();
    const { shown } = await watch(fake);
    await fake.remote.publish(7, 'video');
    await fake.remote.unpublish(7, 'video');
    expect(shown).toEqual([['7-video'], []]);
  });

  it('hands over to another trainer of the class who is still streaming', async () => {
    const fake = fakeSdk();
    const { shown } = await watch(fake);
    await fake.remote.publish(7, 'video');
    await fake.remote.publish(9, 'video');
    expect(shown.at(-1)).toEqual(['7-video']);
    await fake.remote.leave(7);
    expect(shown.at(-1)).toEqual(['9-video']);
  });

  it('waits (shows nothing) while the trainer has only audio', async () => {
    const fake = fakeSdk();
    const { shown } = await watch(fake);
    await fake.remote.publish(7, 'audio');
    expect(shown).toEqual([]);
  });

  it('says the connection failed when the channel cannot be joined', async () => {
    const fake = fakeSdk({ joinFails: true });
    await expect(watchOnAgora(fake.sdk, grant('VIEWER'), () => undefined)).rejects.toBeInstanceOf(
      AgoraJoinError,
    );
  });
});
