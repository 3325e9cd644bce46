/**
 * A server-sent event stream read from a live HTTP response, as the web app's apiStream reads it:
 * every event with its JSON data, in order, until the server ends the stream or `close` aborts it.
 * A refusal (no stream) keeps its JSON body in `refusal`.
 */
export async function openEventStream(url: string, token?: string) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    signal: controller.signal,
  });
  const events: { event: string; data: unknown }[] = [];
  let wake: (() => void) | undefined;
  let serverEnded = false;
  const streaming = response.status === 200 && response.body !== null;
  const refusal = streaming
    ? null
    : ((await response.json()) as { statusCode: number; errorMessage?: string });
  const reading = (async () => {
    if (!streaming) return;
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data !== undefined) events.push({ event, data: JSON.parse(data) });
          wake?.();
          end = buffer.indexOf('\n\n');
        }
      }
      serverEnded = true;
    } catch {
      // aborted here
    }
    wake?.();
  })();
  return {
    status: response.status,
    headers: response.headers,
    refusal,
    events,
    /** Whether the server has ended the stream. */
    get ended() {
      return serverEnded;
    },
    /** Waits until `check` holds (at most 5 s), re-checked on each event; `what` names it in the failure. */
    async until(check: () => boolean, what: string): Promise<void> {
      const deadline = Date.now() + 5000;
      while (!check()) {
        if (Date.now() > deadline) {
          throw new Error(`${what}: not seen; events were ${JSON.stringify(events)}`);
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 100);
        });
      }
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}
export type OpenEventStream = Awaited<ReturnType<typeof openEventStream>>;

/** The bell's stream: its `count` events, in order. */
export async function openCountStream(base: string, token?: string) {
  const stream = await openEventStream(`${base}/api/v1/notifications/stream`, token);
  const counts = () =>
    stream.events.filter((e) => e.event === 'count').map((e) => (e.data as { count: number }).count);
  return Object.assign(stream, {
    counts,
    /** Waits for a count satisfying `check` (at most 5 s) and answers it. */
    async untilCount(check: (count: number) => boolean): Promise<number> {
      await stream.until(() => counts().some(check), 'a count');
      return counts().find(check)!;
    },
  });
}
export type CountStream = Awaited<ReturnType<typeof openCountStream>>;
