import type { Envelope } from '@kinetic/domain';
import type { FastifyReply } from 'fastify';

/** DESIGN 4: the HTTP status always equals the envelope's statusCode. */
export function send<T>(reply: FastifyReply, data: T, statusCode = 200): Envelope<T> {
  reply.status(statusCode);
  return { statusCode, data };
}
