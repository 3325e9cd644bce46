/**
 * An answer of the fake API: status, the envelope's data (or the error's message), the error's code,
 * and an error's data (a 400's `fields`).
 */
export type Answer = [number, unknown, string?, unknown?];

/**
 * The API as component tests answer it, at `fetch`: `METHOD /path` (without /api/v1) → an Answer, in
 * the API's envelope; anything not set answers 404. `calls` lists what the component asked, in order.
 */
export function fakeApi() {
  const api = {
    answers: {} as Record<string, Answer>,
    calls: [] as string[],
    async fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
      const url = new URL(String(input), 'http://localhost');
      const key = `${init?.method ?? 'GET'} ${url.pathname.replace('/api/v1', '')}`;
      api.calls.push(key);
      const [status, data, code, errorData = null] = api.answers[key] ?? [404, null, 'NOT_FOUND'];
      const envelope =
        status < 400
          ? { statusCode: status, data }
          : { statusCode: status, data: errorData, errorMessage: String(data), code };
      return new Response(JSON.stringify(envelope), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    },
    reset() {
      api.answers = {};
      api.calls.length = 0;
    },
  };
  return api;
}
