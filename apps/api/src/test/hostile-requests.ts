import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { JsonSchema } from './openapi-samples';

/**
 * The hostile values of the fuzz test (plugins/hostile-input.test.ts), the requests that carry them
 * (whole requests made hostile, and valid requests spoilt in one field at a time), and the row counts
 * that show a refused request wrote nothing.
 */

/** Put in every property of a body at once. */
const HOSTILE: unknown[] = [
  'a\u0000b',
  '\u0007\u001b[31m',
  'x\ud800y',
  'x'.repeat(1024 * 1024),
  -1,
  1e308,
  true,
  ['list'],
  { nested: { deep: '\u0000' } },
  null,
  "' or 1=1 --",
  '../../etc/passwd',
];

/** Put in every path parameter and query parameter of a URL at once. */
const HOSTILE_IN_URL = [
  '%00',
  '%E0%A4%A',
  '-1',
  '99999999999999999999',
  'NaN',
  '..%2F..%2Fetc',
  '%27%20or%201%3D1',
];

/** Bodies that are hostile as a whole: not an object, or every property the same hostile value. */
export function bodiesFor(schema: JsonSchema | undefined): unknown[] {
  const properties = Object.keys(schema?.properties ?? {});
  const bodies: unknown[] = ['not an object', [], 42, { unexpected: '\u0000', __proto__: { admin: true } }];
  for (const value of HOSTILE) {
    bodies.push(Object.fromEntries(properties.map((name) => [name, value])));
  }
  return bodies;
}

/** Who sends a request: a guest (no token) or a signed-in user. */
export interface Caller {
  role: string;
  token?: string;
  userId?: number;
}

/** A request of the fuzz test. */
export interface Request {
  caller: Caller;
  url: string;
  payload?: unknown;
  /** What the request makes hostile, for the failure message. */
  what: string;
}

/** A hostile value, named for the failure messages. */
interface Hostile {
  label: string;
  value: unknown;
}

/** A million characters: "1 MB", yet a body holding it and a sample stays under Fastify's 1 MiB limit. */
const LONG_TEXT = 'x'.repeat(1_000_000);

/** Put in one path parameter, query parameter or body property at a time. */
const HOSTILE_FIELD: Hostile[] = [
  { label: 'NUL', value: 'a\u0000b' },
  { label: 'control characters', value: '\u0007\u001b[31m' },
  { label: 'lone surrogate', value: 'x\ud800y' },
  { label: '1 MB string', value: LONG_TEXT },
  { label: 'empty string', value: '' },
  { label: 'SQL', value: "' or 1=1 --" },
  { label: 'path', value: '../../etc/passwd' },
  { label: '-1', value: -1 },
  { label: '0', value: 0 },
  { label: '1.5', value: 1.5 },
  // One more than a PostgreSQL integer holds: an id or amount the schema lets through fails the query.
  { label: '2^31', value: 2 ** 31 },
  { label: '1e308', value: 1e308 },
  { label: 'boolean', value: true },
  { label: 'array', value: ['list'] },
  { label: 'object', value: { nested: { deep: 'x' } } },
  { label: 'null', value: null },
];

/**
 * A hostile value as it is written in a URL (a path segment or a query value). Node refuses a request
 * head over 16 KiB (431) before any route runs, so a URL value is never longer than that: 8,000
 * characters stand for the long string there. A lone surrogate has no UTF-8 form: its WTF-8 bytes
 * are sent. Null is the empty value.
 */
function urlText({ label, value }: Hostile): string {
  if (label === 'lone surrogate') return 'x%ED%A0%80y';
  if (value === LONG_TEXT) return 'x'.repeat(8000);
  if (value === null) return '';
  const isObject = typeof value === 'object' && !Array.isArray(value);
  return encodeURIComponent(isObject ? JSON.stringify(value) : String(value));
}

/** A hostile value as query parameter `name`; an array repeats the parameter. */
function queryText(hostile: Hostile, name: string): string {
  const { value } = hostile;
  if (Array.isArray(value))
    return value.map((item) => `${name}=${encodeURIComponent(String(item))}`).join('&');
  return `${name}=${urlText(hostile)}`;
}

/** A query string (without `?`) holding these values; an array repeats its parameter. */
function queryString(values: Record<string, unknown>): string {
  return Object.entries(values)
    .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((item) => [name, item] as const))
    .map(([name, item]) => `${name}=${encodeURIComponent(String(item))}`)
    .join('&');
}

/** Text that stops at the same checks as NUL (the text rule) or SQL (not a number, a date…) elsewhere. */
const TEXT_ONLY = new Set(['control characters', 'lone surrogate', '1 MB string', 'path']);
/** Numbers that a body's text field refuses as it refuses -1 and 2^31: by their type. */
const NUMBERS_ONLY = new Set(['0', '1.5', '1e308']);

/**
 * Whether a hostile value is worth its time in place of `valid` (time is what caps the fuzz test):
 * where text is expected, all but (in a body) three of the numbers; elsewhere all but four of the
 * texts. In a URL every value is text, which a handler may still read as numbers (`packageIds=1e308`),
 * and null is the empty value, sent already. The long text, only when `long`.
 */
function worthSending({ label, value }: Hostile, valid: unknown, inBody: boolean, long: boolean): boolean {
  if (value === LONG_TEXT && !long) return false;
  if (!inBody && value === null) return false;
  if (typeof valid !== 'string') return !TEXT_ONLY.has(label);
  return !(inBody && NUMBERS_ONLY.has(label));
}

/** A route's valid request: its path as the document names it, path and query values, and body. */
export interface ValidRequest {
  path: string;
  pathValues: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

/** The request's URL; `texts` (URL-encoded) replace path values, `search` the query string. */
export function urlOf(
  request: ValidRequest,
  search = queryString(request.query),
  texts?: Record<string, string>,
) {
  const filled = request.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    texts && name in texts ? texts[name]! : encodeURIComponent(String(request.pathValues[name])),
  );
  return search ? `${filled}?${search}` : filled;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The valid request with one thing spoilt each time: every path parameter, query parameter and body
 * property in turn takes each hostile value; then an unexpected query parameter and body property.
 * `long`: with the long text too (its length is refused by validation, whoever sends it).
 */
export function spoilt(
  request: ValidRequest,
  long = true,
): { what: string; url: string; payload: unknown }[] {
  const { pathValues, query, body } = request;
  const fields = isObject(body) ? body : undefined;
  const requests: { what: string; url: string; payload: unknown }[] = [];
  const add = (what: string, url: string, payload = body) => requests.push({ what, url, payload });
  for (const hostile of HOSTILE_FIELD) {
    for (const [name, value] of Object.entries(pathValues)) {
      if (!worthSending(hostile, value, false, long)) continue;
      add(`path.${name}=${hostile.label}`, urlOf(request, undefined, { [name]: urlText(hostile) }));
    }
    for (const [name, value] of Object.entries(query)) {
      if (!worthSending(hostile, value, false, long)) continue;
      const { [name]: _, ...others } = query;
      const search = [queryString(others), queryText(hostile, name)].filter(Boolean).join('&');
      add(`query.${name}=${hostile.label}`, urlOf(request, search));
    }
    for (const [name, value] of Object.entries(fields ?? {})) {
      if (!worthSending(hostile, value, true, long)) continue;
      add(`body.${name}=${hostile.label}`, urlOf(request), { ...fields, [name]: hostile.value });
    }
  }
  add('query.unexpected', urlOf(request, [queryString(query), 'unexpected=x'].filter(Boolean).join('&')));
  if (fields) add('body.unexpected', urlOf(request), { ...fields, unexpected: 'x' });
  return requests;
}

/** An operation of the OpenAPI document, as far as the fuzz test reads it. */
export interface Operation {
  parameters?: { name: string; in: 'path' | 'query' | 'header'; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** Every operation of the document as [method, path, operation], but those named in `skipped`. */
export function operationsOf(document: OpenApiDocument, skipped: Set<string>): [string, string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .map(([method, operation]): [string, string, Operation] => [method.toUpperCase(), path, operation])
      .filter(([method]) => !skipped.has(`${method} ${path}`)),
  );
}

/** The route's URL with one value of HOSTILE_IN_URL in every path and query parameter, for each. */
export function hostileUrls(path: string, operation: Operation): string[] {
  const queryNames = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  return HOSTILE_IN_URL.map((value) => {
    const filled = path.replace(/\{[^}]+\}/g, value);
    const query = queryNames.map((name) => `${name}=${value}`).join('&');
    return query ? `${filled}?${query}` : filled;
  });
}

/** A reader of every table's row count (but the `excluded` tables), in one query. */
export async function rowCounter(db: Database['db'], excluded: Set<string>) {
  const tables = await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const names = (tables as unknown as { rows: { name: string }[] }).rows
    .map((row) => row.name)
    .filter((name) => !excluded.has(name) && !name.startsWith('__'));
  const counting = sql.raw(
    `select ${names.map((name) => `(select count(*) from "${name}")::int as "${name}"`).join(', ')}`,
  );
  return async (): Promise<Record<string, number>> => {
    const result = await db.execute(counting);
    return (result as unknown as { rows: Record<string, number>[] }).rows[0]!;
  };
}
