import { type Language, languageFromAcceptLanguage, localise } from '@kinetic/domain';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language: the first of Arabic or English in `Accept-Language`, else English. */
    language: Language;
  }
}

/** Adds `accept-language` to the answer's Vary header (keeping what is already there). */
export function varyOnLanguage(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const text = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  if (/(^|,)\s*(accept-language|\*)\s*(,|$)/i.test(text)) return;
  reply.header('vary', text ? `${text}, accept-language` : 'accept-language');
}

/**
 * Keys of an answer whose texts come from the domain's catalogues: the `message` of a success, a
 * transaction's package name when it is the card check's. A class's `title` is the partner's and stays.
 */
const SUCCESS_TEXT_KEYS = new Set(['message', 'warning', 'packageName', 'errorMessage']);
/** An error's data also carries the popup's title (Visits limit exceeded, Credit Seat Filled). */
export const ERROR_TEXT_KEYS = new Set([...SUCCESS_TEXT_KEYS, 'title']);

/** The domain texts of an answer in `language`: `message`, `warning`… at any depth up to a few levels. */
export function localiseTexts(
  value: unknown,
  language: Language,
  keys: ReadonlySet<string> = SUCCESS_TEXT_KEYS,
  depth = 0,
): unknown {
  if (language === 'en' || depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => localiseTexts(item, language, keys, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string' && keys.has(key)) out[key] = localise(item, language);
    else if (key === 'fields' && item && typeof item === 'object' && !Array.isArray(item))
      out[key] = Object.fromEntries(
        Object.entries(item).map(([name, text]) => [
          name,
          typeof text === 'string' ? localise(text, language) : text,
        ]),
      );
    else out[key] = typeof item === 'object' ? localiseTexts(item, language, keys, depth + 1) : item;
  }
  return out;
}

/**
 * Every API answer is in the caller's language. Error texts are rendered by the error
 * handler; the domain texts of successful answers (`message`, popup titles) here, before serialising.
 * Every /api answer may differ by language, so it says `Vary: Accept-Language`.
 */
export const languagePlugin = fp(async (app) => {
  app.decorateRequest('language', 'en' as Language);
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers['accept-language'];
    request.language = languageFromAcceptLanguage(Array.isArray(header) ? header[0] : header);
    done();
  });
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    done(null, request.language === 'en' ? payload : localiseTexts(payload, request.language));
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/')) varyOnLanguage(reply);
    done(null, payload);
  });
});
