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

const weightsRead = new Map<string, { br: number; gzip: number }>();

/** A weight's value (RFC 9110 12.4.2: `q=` 0 to 1, three decimals at most); null when it is not one. */
function weightOf(params: string[]): number | null {
  const q = params.find((param) => param.startsWith('q='));
  if (q === undefined) return 1;
  const value = q.slice(2);
  return /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : null;
}

/**
 * How much the client wants brotli and gzip, as RFC 9110 (12.5.3) reads `Accept-Encoding`: an entry
 * naming the coding (gzip's alias x-gzip too) decides by its weight; without one, `*` decides; a weight
 * of 0 means "not acceptable", and no header at all, plain. An entry with a malformed weight is left
 * out. Browsers send few distinct headers: each is read once.
 */
function encodingWeights(header: string): { br: number; gzip: number } {
  let weights = weightsRead.get(header);
  if (weights === undefined) {
    let br: number | null = null;
    let gzip: number | null = null;
    let any: number | null = null;
    for (const part of header.split(',')) {
      const [coding, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
      const weight = weightOf(params);
      if (weight === null) continue;
      if (coding === 'gzip' || coding === 'x-gzip') gzip = Math.max(gzip ?? 0, weight);
      else if (coding === 'br') br = Math.max(br ?? 0, weight);
      else if (coding === '*') any = Math.max(any ?? 0, weight);
    }
    weights = { br: br ?? any ?? 0, gzip: gzip ?? any ?? 0 };
    if (weightsRead.size >= 1000) weightsRead.clear();
    weightsRead.set(header, weights);
  }
  return weights;
}

/** Does the client take gzip? */
export function acceptsGzip(header: string | undefined): boolean {
  return header ? encodingWeights(header).gzip > 0 : false;
}

/** The coding to send a body in: brotli when the client wants it at least as much as gzip, else gzip, else none. */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const { br, gzip } = encodingWeights(header);
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}

/** Sends a 200 answer already written as JSON bytes, envelope included (gzipped when it says so). */
export function sendJson(reply: FastifyReply, answer: { body: Buffer; encoding?: string }): FastifyReply {
  reply.status(200).type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (answer.encoding) reply.header('content-encoding', answer.encoding);
  return reply.send(answer.body);
}
