import type { FastifyRequest } from 'fastify';

/** Path parameters whose values are secrets or personal data (reset tokens, e-mail addresses, keys). */
const SECRET_PARAM = /token|email|secret|key|password/i;
const REDACTED = '[redacted]';

/**
 * The URL as a log line may show it: the route's pattern with its parameters filled in, secret ones
 * redacted, and only the names of query parameters (they carry OAuth codes, payment ids, search
 * texts). A request no route matched logs its path alone.
 */
export function loggedUrl(request: Pick<FastifyRequest, 'url' | 'params' | 'routeOptions'>): string {
  const [path = '', query] = request.url.split('?', 2);
  const names = query ? [...new URLSearchParams(query).keys()].join('&') : '';
  const pattern = request.routeOptions?.url;
  const params = (request.params ?? {}) as Record<string, string>;
  const shown = pattern
    ? pattern.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) =>
        SECRET_PARAM.test(name) ? REDACTED : encodeURIComponent(params[name] ?? ''),
      )
    : path;
  return names ? `${shown}?${names}` : shown;
}

interface QueryFailure extends Error {
  query?: unknown;
  params?: unknown;
  cause?: unknown;
}

/**
 * An error as a log line may show it. A failed query's parameters (e-mails, password hashes, mobile
 * numbers) and PostgreSQL's `detail` (which repeats key values) are left out; the statement, the
 * database's own message and code stay, which is what a developer needs.
 */
export function loggedError(error: Error): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  const failure = error as QueryFailure;
  const cause = failure.cause as { message?: string; code?: string } | undefined;
  const isQueryFailure = typeof failure.query === 'string' && 'params' in failure;
  const message = isQueryFailure ? `Failed query: ${failure.query as string}` : error.message;
  const stackFrames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  return {
    type: error.name,
    message,
    ...(cause && typeof cause === 'object' ? { cause: { message: cause.message, code: cause.code } } : {}),
    ...('code' in error && typeof error.code === 'string' ? { code: error.code } : {}),
    stack: [`${error.name}: ${message}`, ...stackFrames].join('\n'),
  };
}

/** Pino serializers for Fastify's request and error logs. */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: loggedUrl(request),
    remoteAddress: request.ip,
  }),
  err: loggedError,
};
