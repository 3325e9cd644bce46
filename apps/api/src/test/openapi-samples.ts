/**
 * Valid sample values built from the OpenAPI document's JSON schemas. The fuzz test
 * (plugins/hostile-input.test.ts) spoils one field of such a sample at a time (test/hostile-requests.ts),
 * so that validation cannot refuse the request on another field and the handler sees the hostile one.
 */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

const tomorrow = new Date(Date.now() + 86_400_000);
tomorrow.setUTCHours(10, 0, 0, 0);
const DATE_TIME = tomorrow.toISOString();
/** The day string schemas are given: tomorrow (UTC). */
export const SAMPLE_DATE = DATE_TIME.slice(0, 10);
const BY_FORMAT: Record<string, string> = {
  'date-time': DATE_TIME,
  date: SAMPLE_DATE,
  time: '10:00',
  email: 'fuzz@example.com',
  uri: 'https://example.com/',
  url: 'https://example.com/',
};

/**
 * A string matching a simple pattern (no lookaround, back-reference or negated class), else undefined:
 * the first branch of each alternation, the first character of each class, each quantifier's least
 * count (an unbounded one at least `stretch` times, to reach a minimum length).
 */
function sampleOfPattern(pattern: string, stretch = 0): string | undefined {
  const source = pattern.replace(/^\^/, '').replace(/(?<!\\)\$$/, '');
  let at = 0;
  const escaped = (char: string) => ({ d: '0', w: 'a', s: ' ', S: 'a', D: 'a', W: '-' })[char] ?? char;
  const alternatives = (): string | undefined => {
    const first = sequence();
    while (source[at] === '|') {
      at++;
      sequence();
    }
    return first;
  };
  const sequence = (): string | undefined => {
    let out: string | undefined = '';
    while (at < source.length && source[at] !== '|' && source[at] !== ')') {
      const part = atom();
      const [min, max] = quantifier();
      if (part === undefined || out === undefined) out = undefined;
      else out += part.repeat(max === Infinity ? Math.max(min, stretch) : min);
    }
    return out;
  };
  const atom = (): string | undefined => {
    const char = source[at++]!;
    if (char === '\\') {
      const next = source[at++]!;
      return /[bBkp1-9]/.test(next) ? undefined : escaped(next);
    }
    if (char === '.') return 'a';
    if (char === '(') {
      if (source[at] === '?' && source[at + 1] !== ':') return undefined;
      if (source[at] === '?') at += 2;
      const inner = alternatives();
      at++;
      return inner;
    }
    if (char === '[') {
      const end = source.indexOf(']', at + 1);
      const body = source.slice(at, end);
      at = end + 1;
      if (body.startsWith('^') || end < 0) return undefined;
      return body[0] === '\\' ? escaped(body[1]!) : body[0];
    }
    return char;
  };
  const quantifier = (): [number, number] => {
    const char = source[at];
    let bounds: [number, number] = [1, 1];
    if (char === '?' || char === '*' || char === '+') {
      at++;
      bounds = char === '+' ? [1, Infinity] : [0, char === '?' ? 1 : Infinity];
    } else if (char === '{') {
      const match = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(at));
      if (match) {
        at += match[0].length;
        bounds = [Number(match[1]), match[2] ? (match[3] ? Number(match[3]) : Infinity) : Number(match[1])];
      }
    }
    if (source[at] === '?') at++;
    return bounds;
  };
  try {
    const sample = alternatives();
    return sample !== undefined && new RegExp(pattern, 'u').test(sample) ? sample : undefined;
  } catch {
    return undefined;
  }
}

function sampleString(schema: JsonSchema): string {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  const fits = (text: string | undefined): text is string =>
    text !== undefined &&
    text.length >= min &&
    text.length <= max &&
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(text));
  const candidates = [
    schema.format ? BY_FORMAT[schema.format] : undefined,
    ...(schema.pattern
      ? [...Object.values(BY_FORMAT), sampleOfPattern(schema.pattern), sampleOfPattern(schema.pattern, min)]
      : []),
    'sample'.padEnd(min, 's').slice(0, max),
  ];
  // A pattern too hard to satisfy: a plain string, which the schema will refuse.
  return candidates.find(fits) ?? 'sample';
}

function sampleNumber(schema: JsonSchema, integer: boolean): number {
  const step = integer ? 1 : 0.5;
  const { exclusiveMinimum: lowOpen, exclusiveMaximum: highOpen } = schema;
  let low = typeof lowOpen === 'number' ? lowOpen + step : (schema.minimum ?? -Infinity);
  if (lowOpen === true) low += step;
  let high = typeof highOpen === 'number' ? highOpen - step : (schema.maximum ?? Infinity);
  if (highOpen === true) high -= step;
  // 1 where allowed: the first row of most tables, and a count or an amount nothing refuses.
  return Math.min(Math.max(1, integer ? Math.ceil(low) : low), high);
}

const kind = (value: unknown) => (Array.isArray(value) ? 'array' : typeof value);

function acceptsNull(schema: JsonSchema): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return (
    schema.nullable === true ||
    types.includes('null') ||
    [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(acceptsNull)
  );
}

/**
 * A value `schema` accepts (undefined when it names no usable type); `root` resolves `$ref`s. A
 * property named in `hints` takes the hint instead when it is of the same type, for rules a schema
 * cannot show (a date of birth in the past, a password with a digit, a gym's own id).
 */
export function sampleOf(
  schema: JsonSchema | undefined,
  root: unknown,
  hints: Record<string, unknown> = {},
  depth = 0,
): unknown {
  if (!schema || depth > 12) return undefined;
  if (schema.$ref?.startsWith('#/')) {
    const target = schema.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root);
    return sampleOf(target as JsonSchema, root, hints, depth + 1);
  }
  if ('const' in schema) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum.find((value) => value !== null);
  if (schema.allOf) {
    const merged = schema.allOf.map((part) => sampleOf(part, root, hints, depth + 1));
    const objects = merged.filter((part) => part && typeof part === 'object' && !Array.isArray(part));
    return objects.length > 0 ? Object.assign({}, ...objects) : merged.find((part) => part !== undefined);
  }
  for (const branches of [schema.anyOf, schema.oneOf]) {
    if (!branches) continue;
    for (const branch of branches) {
      const value = sampleOf(branch, root, hints, depth + 1);
      if (value !== undefined && value !== null) return value;
    }
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const type = types.find((name) => name !== 'null') ?? (schema.properties ? 'object' : undefined);
  switch (type) {
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return sampleNumber(schema, type === 'integer');
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () =>
        sampleOf(schema.items, root, hints, depth + 1),
      );
    case 'object': {
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(schema.properties ?? {}).map(([name, property]) => {
        const value = sampleOf(property, root, hints, depth + 1);
        // Optional and nullable: null, which refers to no row that might not exist.
        if (!required.has(name) && acceptsNull(property)) return [name, null] as const;
        return [
          name,
          hints[name] !== undefined && kind(hints[name]) === kind(value) ? hints[name] : value,
        ] as const;
      });
      return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
    }
    default:
      return undefined;
  }
}
