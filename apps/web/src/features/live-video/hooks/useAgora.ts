import type { LiveGrantDto, LiveSignalDto } from '@kinetic/domain';
import type { ILocalTrack } from 'agora-rtc-sdk-ng';
import { useCallback, useEffect, useState } from 'react';
import { listenSignals, sendSignal, useRecheckGrant } from '../api/live';
import { AgoraJoinError, type AgoraSdk, hostOnAgora, watchOnAgora } from '../model/agora-session';
import { useHostRun } from './host-run';

/** The SDK is large (about 1.4 MB): it is fetched only when an Agora class's live page opens. */
async function loadAgora(): Promise<AgoraSdk<ILocalTrack>> {
  const { default: AgoraRTC } = await import('agora-rtc-sdk-ng');
  AgoraRTC.setLogLevel(2); // warnings and errors only
  return AgoraRTC;
}

/**
 * Agora's audience is invisible to a broadcaster, so viewers also say hello and bye through the
 * API's signalling stream (docs/adr/0019): the trainer counts who is watching from that.
 */
function countViewers(
  sessionId: number,
  handlers: { count(viewers: number): void; refused(): void },
  signal: AbortSignal,
) {
  const viewers = new Set<number>();
  const received = (message: LiveSignalDto) => {
    if (message.kind === 'hello') viewers.add(message.from);
    else if (message.kind === 'bye') viewers.delete(message.from);
    else return;
    handlers.count(viewers.size);
  };
  const opened = () => void sendSignal(sessionId, { to: 'viewers', kind: 'ready' }).catch(() => undefined);
  void listenSignals(sessionId, { opened, received, refused: handlers.refused }, signal).catch(
    () => undefined,
  );
}

/** The trainer's side on Agora, with the same shape as the local provider's useHostStream. */
export function useAgoraHost(seat: LiveGrantDto) {
  const { state, media, watching, setState, setWatching, begin, fail, leave } = useHostRun();
  const recheck = useRecheckGrant(seat.sessionId);

  const start = useCallback(async () => {
    setState('starting');
    try {
      const live = await hostOnAgora(await loadAgora(), seat);
      const controller = new AbortController();
      countViewers(seat.sessionId, { count: setWatching, refused: recheck }, controller.signal);
      begin(
        {
          stop() {
            void sendSignal(seat.sessionId, { to: 'viewers', kind: 'bye' }).catch(() => undefined);
            controller.abort();
            void live.stop();
          },
        },
        new MediaStream(live.preview),
      );
    } catch (error) {
      fail(
        error instanceof AgoraJoinError && error.reason === 'camera' ? 'camera-error' : 'connection-error',
      );
    }
  }, [seat, recheck, setState, setWatching, begin, fail]);

  return { state, media, watching, start, leave };
}

/** A booked customer's side on Agora: the trainer's stream, or null while they are not streaming. */
export function useAgoraViewer(seat: LiveGrantDto) {
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [failed, setFailed] = useState(false);
  const recheck = useRecheckGrant(seat.sessionId);
  useEffect(() => {
    const controller = new AbortController();
    const hello = () => void sendSignal(seat.sessionId, { to: 'host', kind: 'hello' }).catch(() => undefined);
    let stop: (() => Promise<void>) | null = null;
    void (async () => {
      try {
        const sdk = await loadAgora();
        const live = await watchOnAgora(sdk, seat, (tracks) =>
          setRemote(tracks.length > 0 ? new MediaStream(tracks) : null),
        );
        if (controller.signal.aborted) return void live.stop();
        stop = live.stop;
        const received = (message: LiveSignalDto) => message.kind === 'ready' && hello();
        void listenSignals(
          seat.sessionId,
          { opened: hello, received, refused: recheck },
          controller.signal,
        ).catch(() => undefined);
      } catch {
        if (!controller.signal.aborted) setFailed(true);
      }
    })();
    return () => {
      controller.abort();
      if (stop) {
        void sendSignal(seat.sessionId, { to: 'host', kind: 'bye' }).catch(() => undefined);
        void stop();
      }
      setRemote(null);
    };
  }, [seat, recheck]);
  return { remote, failed };
}
