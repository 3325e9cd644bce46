import type { LiveGrantDto, LiveSignalDto, LiveSignalInput } from '@kinetic/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, api, apiStream } from '../../../lib/api-client';

const grantKey = (sessionId: number) => ['live', 'grant', sessionId];

/** GET /live/sessions/:id/token: the caller's seat in a live class (or the refusal). */
export function useLiveGrant(sessionId: number) {
  return useQuery({
    queryKey: grantKey(sessionId),
    queryFn: () => api<LiveGrantDto>('GET', `/live/sessions/${sessionId}/token`, { loader: false }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /live/sessions/:id/signals: one signalling message (no full-screen loader: they are many). */
export const sendSignal = (sessionId: number, message: LiveSignalInput) =>
  api<{ id: number }>('POST', `/live/sessions/${sessionId}/signals`, { body: message, loader: false });

/**
 * Asks for the seat again, so the page shows why it ended (the class is over, the booking was
 * cancelled) in the refusal's own words instead of a stream that keeps reconnecting.
 */
export function useRecheckGrant(sessionId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: grantKey(sessionId) }),
    [queryClient, sessionId],
  );
}

/** After a dropped signalling stream, wait this long before opening it again. */
const RETRY_MS = 3000;

/**
 * The seat's own refusals (not booked, no such class, ended), which the grant's re-check shows in
 * words; anything else (a dropped line, a busy server, an expired login) is tried again.
 */
const refusedForGood = (error: unknown) =>
  error instanceof ApiError && [403, 404, 409].includes(error.status);

/**
 * GET /live/sessions/:id/signals: calls `opened` each time it is listening (peers then announce
 * themselves again), then `received` per message; a dropped stream is opened again until aborted,
 * and `refused` ends it when the API no longer gives this user a seat (the class has ended).
 */
export async function listenSignals(
  sessionId: number,
  handlers: { opened(): void; received(message: LiveSignalDto): void; refused?(): void },
  signal: AbortSignal,
): Promise<void> {
  while (!signal.aborted) {
    const failure = await openSignals(sessionId, handlers, signal).then(
      () => null,
      (error: unknown) => error,
    );
    if (signal.aborted) return;
    if (refusedForGood(failure)) return handlers.refused?.();
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
