import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fail } from '../lib/errors';
import { hashToken } from '../lib/tokens';
import type { RateLimitService } from '../modules/rate-limit';

export interface RateLimitRule {
  /** Namespace of the counter, e.g. 'login'. */
  name: string;
  limit: number;
  windowSeconds: number;
  /** What is counted together, e.g. client IP + e-mail. Runs after validation, so the body is parsed. */
  key: (request: FastifyRequest) => string;
  /** The refusal (TOO_MANY_REQUESTS, "wait a minute", unless the window is longer). */
  error?: 'TOO_MANY_REQUESTS' | 'TOO_MANY_GUEST_WRITES' | 'TOO_MANY_LOOKUPS' | 'TOO_MANY_RESET_MAILS';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 429 once `limit` requests with the same key arrived within the current window. */
    rateLimit: (rule: RateLimitRule) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The window of the limits on writes anyone can make without an account (registrations, guest orders). */
export const GUEST_WRITE_WINDOW_SECONDS = 3600;

/** Roughly one hit in this many also clears ended windows, so the table stays small without a job. */
const PURGE_EVERY = 200;

export const rateLimitPlugin = fp<{ counters: RateLimitService }>(async (app, { counters }) => {
  app.decorate('rateLimit', (rule: RateLimitRule) => async (request: FastifyRequest, reply: FastifyReply) => {
    // Hashed, so the table holds no e-mail addresses or IPs in the clear.
    const key = `${rule.name}:${hashToken(rule.key(request))}`;
    const { hits, resetAt } = await counters.hit(key, rule.windowSeconds);
    if (Math.random() * PURGE_EVERY < 1) await counters.purgeEnded();
    if (hits > rule.limit) {
      const seconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
      reply.header('retry-after', String(seconds));
      throw fail(rule.error ?? 'TOO_MANY_REQUESTS');
    }
  });
});
