import type { LiveGrantDto, LiveSignalDto, LiveSignalInput } from '@kinetic/domain';
import { useQuery } from '@tanstack/react-query';
import { api, apiStream } from '../../../lib/api-client';

/** GET /live/sessions/:id/token: the caller's seat in a live class (or the refusal). */
export function useLiveGrant(sessionId: number) {
  return useQuery({
    queryKey: ['live', 'grant', sessionId],
    queryFn: () => api<LiveGrantDto>('GET', `/live/sessions/${sessionId}/token`, { loader: false }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /live/sessions/:id/signals: one signalling message (no full-screen loader: they are many). */
export const sendSignal = (sessionId: number, message: LiveSignalInput) =>
  api<{ id: number }>('POST', `/live/sessions/${sessionId}/signals`, { body: message, loader: false });

/** GET /live/sessions/:id/signals: calls `opened` once listening, then `received` per message. */
export const listenSignals = (
  sessionId: number,
  handlers: { opened(): void; received(message: LiveSignalDto): void },
  signal: AbortSignal,
) =>
  apiStream(
    `/live/sessions/${sessionId}/signals`,
    (event, data) => {
      if (event === 'open') handlers.opened();
      else if (event === 'signal') handlers.received(JSON.parse(data) as LiveSignalDto);
    },
    signal,
  );
