import type { FastifyRequest } from 'fastify';

/** The socket addresses of this machine. X-Forwarded-For is never consulted: any client can write it. */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export const isLoopback = (address: string | undefined): boolean =>
  address !== undefined && LOOPBACK.has(address);

/** Headers a reverse proxy adds: a request carrying one came from elsewhere, whatever the socket says. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host'];
const cameThroughProxy = (headers: Record<string, unknown>) => PROXY_HEADERS.some((name) => name in headers);

/**
 * A caller on this machine, not relayed by a proxy on it (which would look local): what development
 * pages that hold secrets (the mail outbox) or operations data (metrics without a token) require.
 */
export const isLocalCaller = (request: FastifyRequest): boolean =>
  isLoopback(request.socket.remoteAddress) && !cameThroughProxy(request.headers);
