import type { Envelope } from '@kinetic/domain';
import type { FastifyReply } from 'fastify';

/** DESIGN 4: the HTTP status always equals the envelope's statusCode. */
export function send<T>(reply: FastifyReply, data: T, statusCode = 200): Envelope<T> {
  reply.status(statusCode);
  return { statusCode, data };
}

/**
 * The bytes around the data of a 200 answer, for a hot read that writes its own JSON
 * (classes/class-list.writer.ts).
 */
export const OK_ENVELOPE = { open: Buffer.from('{"statusCode":200,"data":'), close: Buffer.from('}') };

/** Sends a 200 answer already written as JSON bytes, envelope included. */
export function sendJson(reply: FastifyReply, answer: Buffer): FastifyReply {
  return reply.status(200).type('application/json; charset=utf-8').send(answer);
}
