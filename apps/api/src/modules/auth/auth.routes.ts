import {
  gymRegisterSchema,
  loginResultSchema,
  loginSchema,
  registerSchema,
  validateUserQuerySchema,
} from '@kinetic/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { envelopeOf, refusals } from '../../lib/envelope-schema';
import { AppError } from '../../lib/errors';
import { bearer } from '../../lib/route-schemas';
import { GUEST_WRITE_WINDOW_SECONDS } from '../../plugins/rate-limit';
import type { AuthService, ClientContext } from './auth.service';

export interface AuthRouteOptions {
  auth: AuthService;
  loginLimit: number;
  windowSeconds: number;
  /** New accounts per client IP per hour (GUEST_WRITE_RATE_LIMIT): each costs an argon2 hash. */
  registerLimit: number;
  /** E-mail checks per client IP per hour (VALIDATE_USER_RATE_LIMIT): each tells whether an address has an account. */
  lookupLimit: number;
}

/** The per-IP login bucket holds this many times LOGIN_RATE_LIMIT (the IP + e-mail bucket). */
export const LOGIN_IP_FACTOR = 5;

export const clientOf = (request: FastifyRequest): ClientContext => ({
  userAgent: request.headers['user-agent'],
  language: request.language,
});

/** Register, login, logout and the e-mail check (SPEC 4.1, 4.2, 7.1). */
export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, options) => {
  const { auth } = options;
  const tags = ['auth'];
  // One bucket for both registration forms: a customer, trainer or gym account costs the same.
  const registrations = app.rateLimit({
    name: 'register',
    limit: options.registerLimit,
    windowSeconds: GUEST_WRITE_WINDOW_SECONDS,
    error: 'TOO_MANY_GUEST_WRITES',
    key: (request) => request.ip,
  });

  app.post(
    '/auth/register',
    {
      config: { retiresCaches: true },
      schema: {
        tags,
        summary: 'Register a customer (userType 1) or a trainer (userType 2); answers the login result',
        body: registerSchema,
        response: {
          201: envelopeOf(loginResultSchema).describe('Registered and signed in'),
          ...refusals(400, 422, 429),
        },
      },
      preHandler: registrations,
    },
    async (request, reply) =>
      send(reply, await auth.register(request.body, request.brand, clientOf(request)), 201),
  );

  app.post(
    '/auth/register/gym',
    {
      config: { retiresCaches: true },
      schema: {
        tags,
        summary: 'Register a gym; answers the login result',
        body: gymRegisterSchema,
        response: {
          201: envelopeOf(loginResultSchema).describe('Registered and signed in'),
          ...refusals(400, 422, 429),
        },
      },
      preHandler: registrations,
    },
    async (request, reply) =>
      send(reply, await auth.registerGym(request.body, request.brand, clientOf(request)), 201),
  );

  app.post(
    '/auth/login',
    {
      config: { retiresCaches: true },
      schema: {
        tags,
        summary: 'Log in with e-mail and password',
        body: loginSchema,
        response: {
          200: envelopeOf(loginResultSchema).describe('Signed in: the token and the user record'),
          ...refusals(400, 422, 429),
        },
      },
      preHandler: [
        // One address guessed at from one IP...
        app.rateLimit({
          name: 'login',
          limit: options.loginLimit,
          windowSeconds: options.windowSeconds,
          key: (request) => `${request.ip}|${(request.body as { email: string }).email}`,
        }),
        // ...and one IP trying many addresses (password spraying): a wider bucket per IP.
        app.rateLimit({
          name: 'login-ip',
          limit: options.loginLimit * LOGIN_IP_FACTOR,
          windowSeconds: options.windowSeconds,
          key: (request) => request.ip,
        }),
      ],
    },
    async (request, reply) => {
      try {
        return send(reply, await auth.login(request.body, request.brand, clientOf(request)));
      } catch (error) {
        // A locked account says when to come back, as the other limits do.
        const data = error instanceof AppError ? (error.data as { retryAfterSeconds?: number } | null) : null;
        if (data?.retryAfterSeconds) reply.header('retry-after', String(data.retryAfterSeconds));
        throw error;
      }
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { retiresCaches: true },
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Log out: the token stops working',
        security: bearer,
        response: {
          200: envelopeOf(z.object({ loggedOut: z.literal(true) })).describe('The token no longer works'),
          ...refusals(401),
        },
      },
    },
    async (request, reply) => send(reply, await auth.logout(request.auth!.tokenId)),
  );

  app.get(
    '/auth/validate-user',
    {
      schema: {
        tags,
        summary: 'Is this e-mail free? userId excludes that user (their own e-mail counts as free)',
        querystring: validateUserQuerySchema,
        response: {
          200: envelopeOf(z.object({ available: z.boolean(), message: z.string() })).describe(
            'Whether the e-mail is free, with the text to show',
          ),
          ...refusals(400, 429),
        },
      },
      // Each answer tells whether an address has an account: a client gets a few an hour, not a list's worth.
      preHandler: app.rateLimit({
        name: 'validate-user',
        limit: options.lookupLimit,
        windowSeconds: GUEST_WRITE_WINDOW_SECONDS,
        error: 'TOO_MANY_LOOKUPS',
        key: (request) => request.ip,
      }),
    },
    async (request, reply) =>
      send(reply, await auth.validateEmail(request.query.value, request.query.userId)),
  );
};
