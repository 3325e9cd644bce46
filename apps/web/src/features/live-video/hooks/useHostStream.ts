import type { LiveSignalDto, LiveSignalInput } from '@kinetic/domain';
import { useCallback } from 'react';
import { listenSignals, sendSignal, useRecheckGrant } from '../api/live';
import { useHostRun } from './host-run';
import { createPeer, type Peer, serialSender } from './peer';

/**
 * The trainer's side of the local provider: the camera, and one peer connection per viewer (small
 * classes only). Viewers say hello; the host answers each with an offer of its camera.
 */
export function useHostStream(sessionId: number) {
  const { state, media, watching, setState, setWatching, begin, fail, leave } = useHostRun();
  const recheck = useRecheckGrant(sessionId);

  const start = useCallback(async () => {
    setState('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
    } catch {
      fail('camera-error');
      return;
    }
    const controller = new AbortController();
    const peers = new Map<number, Peer>();
    const send = serialSender((message: LiveSignalInput) => sendSignal(sessionId, message));
    const count = () =>
      setWatching([...peers.values()].filter((peer) => peer.pc.connectionState === 'connected').length);
    const drop = (viewer: number) => {
      peers.get(viewer)?.pc.close();
      peers.delete(viewer);
      count();
    };
    const offer = async (viewer: number) => {
      drop(viewer);
      const peer = createPeer((candidate) => send({ to: viewer, kind: 'ice', candidate }));
      peers.set(viewer, peer);
      for (const track of stream.getTracks()) peer.pc.addTrack(track, stream);
      peer.pc.onconnectionstatechange = count;
      await peer.pc.setLocalDescription(await peer.pc.createOffer());
      send({ to: viewer, kind: 'offer', sdp: peer.pc.localDescription?.sdp ?? '' });
    };
    const received = (message: LiveSignalDto) => {
      const peer = peers.get(message.from);
      if (message.kind === 'hello') void offer(message.from);
      else if (message.kind === 'answer' && peer && message.sdp)
        void peer.remote({ type: 'answer', sdp: message.sdp });
      else if (message.kind === 'ice' && peer) void peer.candidate(message);
      else if (message.kind === 'bye') drop(message.from);
    };
    void listenSignals(
      sessionId,
      { opened: () => send({ to: 'viewers', kind: 'ready' }), received, refused: recheck },
      controller.signal,
    ).catch(() => undefined);
    begin(
      {
        stop() {
          void sendSignal(sessionId, { to: 'viewers', kind: 'bye' }).catch(() => undefined);
          controller.abort();
          for (const viewer of [...peers.keys()]) drop(viewer);
          for (const track of stream.getTracks()) track.stop();
        },
      },
      stream,
    );
  }, [sessionId, recheck, setState, setWatching, begin, fail]);

  return { state, media, watching, start, leave };
}
