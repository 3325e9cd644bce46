import { hasRole, type Role } from '@kinetic/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/errors';
import type { AuthContext, SessionsService } from '../modules/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a live token came with the request. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: 401 without a token, 403 when the caller has none of these roles. */
    requireRole: (...roles: Role[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match ? match[1]!.trim() : null;
}

export const authPlugin = fp<{ sessions: SessionsService }>(async (app, { sessions }) => {
  app.decorateRequest('auth', null);
  // Callback style: most requests carry no token and should not pay for a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = bearer(request);
    if (!token) return done();
    sessions.authenticate(token).then((auth) => {
      request.auth = auth;
      done();
    }, done);
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (!request.auth) throw unauthorized();
  });
  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    if (!request.auth) throw unauthorized();
    if (!hasRole(request.auth.category, ...roles)) throw forbidden();
  });
});

/** For routes of the form /users/:id/...: a user may change only their own record. */
export function assertSelf(request: FastifyRequest, userId: number): AuthContext {
  if (!request.auth) throw unauthorized();
  if (request.auth.userId !== userId) throw forbidden();
  return request.auth;
}

/**
 * Hook for routes of the form /users/:id/...: runs before body validation, so another user's record
 * answers 403 (and no token 401) whatever the body holds.
 */
export async function requireSelfParam(request: FastifyRequest): Promise<void> {
  const { id } = request.params as { id?: string };
  assertSelf(request, Number(id));
}
