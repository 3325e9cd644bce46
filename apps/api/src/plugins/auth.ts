import { hasRole, type Role } from '@kinetic/domain';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { bearerSecurity } from '../lib/envelope-schema';
import { forbidden, unauthorized } from '../lib/errors';
import type { AuthContext, SessionsService } from '../modules/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless a live token came with the request. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook: 401 without a token, 403 when the caller has none of these roles. */
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

  const authenticate = async (request: FastifyRequest) => {
    if (!request.auth) throw unauthorized();
  };
  GUARDS.set(authenticate, null);
  app.decorate('authenticate', authenticate);
  app.decorate('requireRole', (...roles: Role[]) => {
    const guard = async (request: FastifyRequest) => {
      if (!request.auth) throw unauthorized();
      if (!hasRole(request.auth.category, ...roles)) throw forbidden();
    };
    GUARDS.set(guard, roles);
    return guard;
  });
  app.addHook('onRoute', guardFirst);
});

/** The guards made above, with the roles each lets through (null: anyone signed in). */
const GUARDS = new WeakMap<object, readonly Role[] | null>();

/** The hooks that run once the request is being read: a guard there would answer after validation. */
const LATER_HOOKS = ['preParsing', 'preValidation', 'preHandler'] as const;

const hooksOf = (hooks: unknown): unknown[] => (Array.isArray(hooks) ? hooks : hooks ? [hooks] : []);

/**
 * Who may call a route is checked before what was sent, so a guest gets 401 and a caller
 * without the role 403 whatever the body holds (a 400 listing the body's errors told strangers about
 * the route). A guard placed after onRequest stops the app at start-up, on every route; a guarded
 * route's OpenAPI operation names its token and, for a role guard, its roles (x-roles).
 */
function guardFirst(route: RouteOptions): void {
  for (const name of LATER_HOOKS) {
    if (hooksOf(route[name]).some((hook) => GUARDS.has(hook as object)))
      throw new Error(
        `${route.method} ${route.url}: app.authenticate and app.requireRole belong in onRequest, not ${name}`,
      );
  }
  const guards = hooksOf(route.onRequest).filter((hook) => GUARDS.has(hook as object));
  if (guards.length === 0) return;
  const roles = guards.map((guard) => GUARDS.get(guard as object)).find((listed) => listed);
  route.schema = { ...route.schema, security: bearerSecurity, ...(roles ? { 'x-roles': roles } : {}) };
}

/** For routes of the form /users/:id/...: a user may change only their own record. */
export function assertSelf(request: FastifyRequest, userId: number): AuthContext {
  if (!request.auth) throw unauthorized();
  if (request.auth.userId !== userId) throw forbidden();
  return request.auth;
}

/**
 * onRequest hook for routes of the form /users/:id/..., after app.authenticate: the path is known
 * before the body is read, so another user's record answers 403 whatever the body holds.
 */
export async function requireSelfParam(request: FastifyRequest): Promise<void> {
  const { id } = request.params as { id?: string };
  assertSelf(request, Number(id));
}
