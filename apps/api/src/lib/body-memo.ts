import type { FastifyInstance, FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

type Check = (data: unknown) => { error?: Error | FastifySchemaValidationError[]; value?: unknown };

/**
 * For hot POST reads whose few distinct bodies come again and again (the class list: '{}', a date,
 * an activity): each body text is parsed and checked once, and its checked value is handed to the
 * next request with the same text. Registered inside the routes' own plugin, it replaces the JSON
 * parser there (an empty body is null, as everywhere, see plugins/json-body.ts); bodies that fail the
 * check are never kept, so they get the usual 400 every time. Kept values must be read, not changed.
 */
export function memoizeJsonBodies(
  app: FastifyInstance,
  options: { maxEntries: number; maxLength: number },
  // biome-ignore lint/suspicious/noExplicitAny: a route's compiler is typed by that route's schema
): FastifySchemaCompiler<any> {
  const checkedByText = new Map<string, unknown>();
  const checked = new WeakSet<object>();
  const textOf = new WeakMap<object, string>();
  const parseJson = app.getDefaultJsonParser('error', 'error');

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    const known = checkedByText.get(text);
    if (known !== undefined) return done(null, known);
    if (text.trim() === '') return done(null, null);
    parseJson(request, text, (error, value) => {
      if (!error && value !== null && typeof value === 'object' && text.length <= options.maxLength) {
        textOf.set(value as object, text);
      }
      done(error, value);
    });
  });

  return (route) => {
    const validate = validatorCompiler(route) as Check;
    return (data: unknown) => {
      if (data !== null && typeof data === 'object' && checked.has(data)) return { value: data };
      const result = validate(data);
      const text = data !== null && typeof data === 'object' ? textOf.get(data) : undefined;
      const { value } = result;
      if (text !== undefined && !result.error && value !== null && typeof value === 'object') {
        // The oldest text makes way: yesterday's dates give way to today's.
        if (checkedByText.size >= options.maxEntries)
          checkedByText.delete(checkedByText.keys().next().value!);
        checked.add(value);
        checkedByText.set(text, value);
      }
      return result;
    };
  };
}
