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

/** Does the client take gzip (`Accept-Encoding: gzip, br`, not `gzip;q=0`)? */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/** Sends a 200 answer already written as JSON bytes, envelope included (gzipped when it says so). */
export function sendJson(reply: FastifyReply, answer: { body: Buffer; encoding?: string }): FastifyReply {
  reply.status(200).type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (answer.encoding) reply.header('content-encoding', answer.encoding);
  return reply.send(answer.body);
}
