import { type Envelope, LIMITS, MSG } from '@kinetic/domain';
import { currentLanguage } from './i18n';
import { pendingCalls } from './pending';
import { storage } from './storage';

/** A failed call: status, the server's message (the spec's words) and per-field messages for forms. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get fields(): Record<string, string> {
    const data = this.data as { fields?: Record<string, string> } | null | undefined;
    return data?.fields ?? {};
  }
}

/** What the server said about a failed call, or `fallback` when the failure never reached it. */
export const failureText = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

type Handler = (error: ApiError) => void;
const handlers: { unauthorized?: Handler; failure?: Handler } = {};

/** The shell wires these: 401 logs out to /classes, transport and 5xx failures show a popup. */
export function onApiEvents(next: { unauthorized: Handler; failure: Handler }) {
  handlers.unauthorized = next.unauthorized;
  handlers.failure = next.failure;
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Login, register, forgot and reset omit the token (SPEC 6). */
  anonymous?: boolean;
  /** Set false for background calls that should not raise the full-screen loader. */
  loader?: boolean;
  headers?: Record<string, string>;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = new URL(`/api/v1${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

function requestHeaders(options: RequestOptions, token: string | null): Record<string, string> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-brand-host': window.location.hostname,
    'x-client-type': 'webapp',
    // The API answers its messages in the reader's language (DESIGN 7).
    'accept-language': currentLanguage(),
    ...options.headers,
  };
  if (token && !options.anonymous) headers.authorization = `Bearer ${token}`;
  // SPEC 1: a visitor who has not chosen a country is in the default store (as useStoreClock says),
  // so the lists never mix Kuwait's and Bahrain's classes or prices.
  headers['x-store-id'] = String(storage.storeId() || LIMITS.defaultStoreId);
  return headers;
}

/**
 * Reads a server-sent event stream (`text/event-stream`) with the caller's token, calling `onEvent`
 * for each event, until the server ends it or `signal` aborts. A fetch, not an EventSource, so the
 * token travels in its header as on every call, never in the address. Rejects when the stream cannot
 * be opened or drops; the caller decides when to try again.
 */
export async function apiStream(
  path: string,
  onEvent: (event: string, data: string) => void,
  signal: AbortSignal,
): Promise<void> {
  const headers = requestHeaders({ headers: { accept: 'text/event-stream' } }, storage.token());
  const response = await fetch(buildUrl(path), { headers, signal, cache: 'no-store' });
  if (!response.ok || !response.body) throw new ApiError(response.status, MSG.genericError);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value.replace(/\r\n?/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      let event = 'message';
      const data: string[] = [];
      for (const line of buffer.slice(0, end).split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      buffer = buffer.slice(end + 2);
      if (data.length > 0) onEvent(event, data.join('\n'));
      end = buffer.indexOf('\n\n');
    }
  }
}

export async function api<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const token = storage.token();
  const headers = requestHeaders(options, token);
  // A FormData body (file uploads) sets its own multipart content type with the boundary.
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';

  const showLoader = options.loader !== false;
  if (showLoader) pendingCalls.start();
  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(path, options.query), {
        method,
        headers,
        body: isForm
          ? (options.body as FormData)
          : options.body === undefined
            ? undefined
            : JSON.stringify(options.body),
      });
    } catch {
      const error = new ApiError(0, MSG.connectionRefused);
      handlers.failure?.(error);
      throw error;
    }
    let envelope: Envelope<T> | null = null;
    try {
      envelope = (await response.json()) as Envelope<T>;
    } catch {
      envelope = null;
    }
    if (response.ok && envelope) return envelope.data;

    const status = envelope?.statusCode ?? response.status;
    const message =
      status >= 500
        ? MSG.serverError
        : (envelope?.errorMessage ?? (envelope ? MSG.genericError : MSG.serverError));
    const error = new ApiError(status, message, envelope?.code, envelope?.data);
    if (status === 401 && token && !options.anonymous) handlers.unauthorized?.(error);
    else if (status >= 500) handlers.failure?.(error);
    throw error;
  } finally {
    if (showLoader) pendingCalls.end();
  }
}

/**
 * Downloads a CSV (or any file) the API answers at `path` with the caller's token, saving it under
 * the name the server gives (Content-Disposition), else `fallbackName`. A fetch rather than a plain
 * link, so the token travels in its header.
 */
export async function apiDownload(
  path: string,
  query: RequestOptions['query'],
  fallbackName: string,
): Promise<void> {
  const headers = requestHeaders({ headers: { accept: 'text/csv' } }, storage.token());
  pendingCalls.start();
  try {
    const response = await fetch(buildUrl(path, query), { headers, cache: 'no-store' });
    if (!response.ok) {
      const envelope = (await response.json().catch(() => null)) as Envelope<unknown> | null;
      const error = new ApiError(response.status, envelope?.errorMessage ?? MSG.genericError, envelope?.code);
      if (response.status >= 500) handlers.failure?.(error);
      throw error;
    }
    const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
    const url = URL.createObjectURL(await response.blob());
    const link = Object.assign(document.createElement('a'), { href: url, download: named ?? fallbackName });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  } finally {
    pendingCalls.end();
  }
}
