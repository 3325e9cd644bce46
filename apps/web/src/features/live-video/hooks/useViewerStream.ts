import type { LiveSignalDto, LiveSignalInput } from '@kinetic/domain';
import { useEffect, useState } from 'react';
import { listenSignals, sendSignal, useRecheckGrant } from '../api/live';
import { createPeer, type Peer, serialSender } from './peer';

/**
 * A booked customer's side of the local provider: says hello to the host (again whenever the host
 * announces it is ready), answers the host's offer and shows what arrives. Null until the trainer
 * is streaming, so the page shows the waiting message.
 */
export function useViewerStream(sessionId: number, enabled: boolean) {
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const recheck = useRecheckGrant(sessionId);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const send = serialSender((message: LiveSignalInput) => sendSignal(sessionId, message));
    let peer: Peer | null = null;
    const close = () => {
      peer?.pc.close();
      peer = null;
      setRemote(null);
    };
    const answer = async (message: LiveSignalDto) => {
      close();
      const current = createPeer((candidate) => send({ to: 'host', kind: 'ice', candidate }));
      peer = current;
      current.pc.ontrack = (event) => setRemote(event.streams[0] ?? new MediaStream([event.track]));
      current.pc.onconnectionstatechange = () => {
        if (['failed', 'closed'].includes(current.pc.connectionState) && peer === current) close();
      };
      await current.remote({ type: 'offer', sdp: message.sdp ?? '' });
      await current.pc.setLocalDescription(await current.pc.createAnswer());
      send({ to: 'host', kind: 'answer', sdp: current.pc.localDescription?.sdp ?? '' });
    };
    const received = (message: LiveSignalDto) => {
      if (message.kind === 'ready') send({ to: 'host', kind: 'hello' });
      else if (message.kind === 'offer') void answer(message);
      else if (message.kind === 'ice') void peer?.candidate(message);
      else if (message.kind === 'bye') close();
    };
    void listenSignals(
      sessionId,
      { opened: () => send({ to: 'host', kind: 'hello' }), received, refused: recheck },
      controller.signal,
    ).catch(() => undefined);
    return () => {
      void sendSignal(sessionId, { to: 'host', kind: 'bye' }).catch(() => undefined);
      controller.abort();
      close();
    };
  }, [sessionId, enabled, recheck]);
  return remote;
}
