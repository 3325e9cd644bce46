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

/** After a dropped signalling stream, wait this long before opening it again. */
const RETRY_MS = 3000;

/**
 * GET /live/sessions/:id/signals: calls `opened` each time it is listening (peers then announce
 * themselves again), then `received` per message; a dropped stream is opened again until aborted.
 */
export async function listenSignals(
  sessionId: number,
  handlers: { opened(): void; received(message: LiveSignalDto): void },
  signal: AbortSignal,
): Promise<void> {
  while (!signal.aborted) {
    await openSignals(sessionId, handlers, signal).catch(() => undefined);
    if (signal.aborted) return;
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}

const openSignals = (
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
