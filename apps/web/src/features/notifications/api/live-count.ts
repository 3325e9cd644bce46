import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiStream } from '../../../lib/api-client';
import { COUNT_KEY, LIST_KEY } from './notifications';

/** After a dropped stream, wait this long (doubling up to the cap) before opening it again. */
const RETRY_MS = 3000;
const RETRY_MAX_MS = 60_000;

/**
 * Keeps the bell's count live: the API pushes the unread count as server-sent events
 * whenever a notification is raised for this user by any API process. Answers whether the stream is
 * open; while it is not, the count query polls instead (useUnreadCount).
 */
export function useLiveUnreadCount(enabled: boolean): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let controller: AbortController | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let wait = RETRY_MS;
    const open = async () => {
      controller = new AbortController();
      let replaced = false;
      try {
        await apiStream(
          '/notifications/stream',
          (event, data) => {
            // Another tab or device of this user opened a newer stream past the server's cap: this
            // tab polls, and tries again only after the longest wait, or the tabs would take turns.
            if (event === 'replaced') replaced = true;
            if (event !== 'count') return;
            const { count } = JSON.parse(data) as { count: number };
            const before = queryClient.getQueryData<number>(COUNT_KEY);
            queryClient.setQueryData(COUNT_KEY, count);
            // Something new arrived: an open list shows it.
            if (before !== undefined && count > before)
              void queryClient.invalidateQueries({ queryKey: LIST_KEY });
            setLive(true);
            wait = RETRY_MS;
          },
          controller.signal,
        );
      } catch {
        // Dropped or refused: poll until it opens again.
      }
      setLive(false);
      if (stopped) return;
      if (replaced) wait = RETRY_MAX_MS;
      retry = setTimeout(() => void open(), wait);
      wait = Math.min(wait * 2, RETRY_MAX_MS);
    };
    void open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      controller?.abort();
    };
  }, [enabled, queryClient]);
  return live;
}
