import { DATE_YEARS, MSG, type Role } from '@kinetic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGym, newTrainer } from '../test/class-management';
import { createCustomer } from '../test/discovery';
import { type OpenApiDocument, type Operation, operationsOf, urlOf } from '../test/hostile-requests';
import { type JsonSchema, sampleOf } from '../test/openapi-samples';
import { createTestApp, type TestApp } from '../test/test-app';

type Documented = Operation & { security?: Record<string, unknown>[]; 'x-roles'?: Role[] };

/** A date or instant the API reads: in a query parameter or in the body, at `path` (`timings.0.fromDate`). */
interface DateField {
  where: 'query' | 'body';
  path: string[];
  instant: boolean;
  /** The item schema of each array on the way (by the array's path), to give an empty list one item. */
  items: Map<string, JsonSchema>;
}

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
const DATE_NAME = /(Date|At|On)$|^(date|dob)$/;

const OUT_OF_RANGE = {
  date: ['9999-12-30', '0001-01-01', '1899-12-31', '2101-01-01'],
  instant: ['9999-12-30T10:00:00Z', '0001-01-01T00:00:00Z', '2101-01-01T00:00:00+03:00'],
};
/** The range's own ends: the whole range must be handled (a 4xx for a rule, never a 5xx). */
const ENDS = {
  date: ['1900-01-01', '2100-12-31'],
  instant: ['1900-01-01T00:00:00Z', '2100-12-31T23:59:59+14:00', '2100-12-31T23:59:59-12:00'],
};

/**
 * A date outside the years the product works with (DATE_YEARS) is a 400 with a clear message
 * on every route that reads one, never a 5xx (a week after 9999-12-30 overflowed the four-digit year).
 * The routes and their date fields come from the OpenAPI document: a string of format date or
 * date-time, of the date pattern, or named like a date (…Date, …At, …On, date, dob).
 */
describe('dates outside the product’s years, on every route that reads a date', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  const callers: Partial<Record<Role | 'guest', { token?: string; userId?: number }>> = { guest: {} };

  beforeAll(async () => {
    t = await createTestApp();
    document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    callers.customer = await createCustomer(t, { credits: 5 });
    callers.trainer = await newTrainer(t);
    callers.gym = await newGym(t);
  });
  afterAll(() => t.close());

  const resolve = (schema: JsonSchema): JsonSchema =>
    schema.$ref
      ? resolve(
          schema.$ref
            .slice(2)
            .split('/')
            .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document) as JsonSchema,
        )
      : schema;

  function dateFields(
    given: JsonSchema | undefined,
    where: DateField['where'],
    path: string[],
    items: Map<string, JsonSchema>,
    found: DateField[],
  ): DateField[] {
    if (!given) return found;
    const schema = resolve(given);
    for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
      dateFields(branch, where, path, items, found);
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    const name = path.at(-1) ?? '';
    if (types.includes('string')) {
      const instant = schema.format === 'date-time';
      if (instant || schema.format === 'date' || schema.pattern === DATE_PATTERN || DATE_NAME.test(name))
        found.push({ where, path, instant, items });
    }
    for (const [property, child] of Object.entries(schema.properties ?? {}))
      dateFields(child, where, [...path, property], items, found);
    if (schema.items) {
      const inner = new Map(items).set(path.join('.'), schema.items);
      dateFields(schema.items, where, [...path, '0'], inner, found);
    }
    return found;
  }

  /** Every route reading a date, with its fields (deduplicated: branches of a union repeat them). */
  function dateRoutes() {
    return operationsOf(document, new Set()).flatMap(([method, path, operation]) => {
      const fields = [
        ...(operation.parameters ?? [])
          .filter((p) => p.in === 'query')
          .flatMap((p) => dateFields(p.schema, 'query', [p.name], new Map(), [])),
        ...dateFields(
          operation.requestBody?.content?.['application/json']?.schema,
          'body',
          [],
          new Map(),
          [],
        ),
      ];
      const unique = [...new Map(fields.map((f) => [`${f.where}:${f.path.join('.')}`, f])).values()];
      return unique.length > 0 ? [{ method, path, operation: operation as Documented, fields: unique }] : [];
    });
  }

  /** Who gets past the route's guard: the first allowed of customer, trainer and gym; a guest where no login. */
  function callerFor(operation: Documented) {
    const roles = operation['x-roles'];
    if (roles)
      return callers[(['customer', 'trainer', 'gym'] as const).find((role) => roles.includes(role))!]!;
    return operation.security?.every((option) => 'bearer' in option) ? callers.customer! : callers.guest!;
  }

  /** The route's sample request with `value` at the field. */
  function requestWith(
    path: string,
    operation: Documented,
    field: DateField,
    value: string,
    previous?: { query: Record<string, unknown>; payload?: Record<string, unknown> },
  ) {
    const caller = callerFor(operation);
    const query =
      previous?.query ??
      Object.fromEntries(
        (operation.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => [p.name, sampleOf(p.schema, document)] as const)
          .filter(([, sample]) => sample !== undefined),
      );
    const schema = operation.requestBody?.content?.['application/json']?.schema;
    const body = previous
      ? previous.payload
      : (sampleOf(schema, document) as Record<string, unknown> | undefined);
    if (field.where === 'query') query[field.path[0]!] = value;
    else {
      let node = body as Record<string, unknown>;
      field.path.slice(0, -1).forEach((key, at) => {
        const next = field.path[at + 1]!;
        const itemSchema = field.items.get(field.path.slice(0, at + 1).join('.'));
        if (node[key] == null) node[key] = /^\d+$/.test(next) ? [] : {};
        const child = node[key];
        if (Array.isArray(child) && child.length === 0) child.push(sampleOf(itemSchema, document) ?? {});
        node = child as Record<string, unknown>;
      });
      node[field.path.at(-1)!] = value;
    }
    const pathValues = Object.fromEntries(
      [...path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => [
        name!,
        path.startsWith('/api/v1/users/{id}') ? caller.userId : 1,
      ]),
    );
    return { url: urlOf({ path, pathValues, query, body }), query, payload: body, token: caller.token };
  }

  it('finds the routes that read dates', () => {
    const routes = dateRoutes();
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.map((route) => `${route.method} ${route.path}`)).toContain('GET /api/v1/bookings/schedule');
  });

  it('answers 400 with the range in the message, for every date field, never a 5xx', async () => {
    const message = MSG.dateOutOfRange(DATE_YEARS.from, DATE_YEARS.to);
    const wrong: string[] = [];
    for (const { method, path, operation, fields } of dateRoutes()) {
      for (const field of fields) {
        for (const value of OUT_OF_RANGE[field.instant ? 'instant' : 'date']) {
          const request = requestWith(path, operation, field, value);
          const response = await t.call({
            method: method as 'GET',
            url: request.url,
            payload: request.payload,
            token: request.token,
          });
          const said = (response.body.data as { fields?: Record<string, string> } | null)?.fields?.[
            field.path.join('.')
          ];
          if (response.status !== 400 || said !== message)
            wrong.push(
              `${method} ${path} ${field.path.join('.')}=${value} → ${response.status} ${said ?? ''}`,
            );
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('handles the range’s first and last days on every such route without a server error', async () => {
    const failed: string[] = [];
    let answered = 0;
    const send = async (
      method: string,
      path: string,
      request: ReturnType<typeof requestWith>,
      what: string,
    ) => {
      const response = await t.call({
        method: method as 'GET',
        url: request.url,
        payload: request.payload,
        token: request.token,
      });
      if (response.status >= 500) failed.push(`${method} ${path} ${what} → ${response.status}`);
      if (response.status < 400) answered++;
    };
    for (const { method, path, operation, fields } of dateRoutes()) {
      const dates = fields.filter((field) => !field.instant);
      // Every date of the request on the same day, so a range (fromDate, toDate) is in order.
      for (const value of dates.length > 0 ? ENDS.date : []) {
        const request = dates.reduce(
          (built, field) => requestWith(path, operation, field, value, built),
          undefined as ReturnType<typeof requestWith> | undefined,
        )!;
        await send(method, path, request, `dates=${value}`);
      }
      for (const field of fields.filter((candidate) => candidate.instant)) {
        for (const value of ENDS.instant)
          await send(
            method,
            path,
            requestWith(path, operation, field, value),
            `${field.path.join('.')}=${value}`,
          );
      }
    }
    expect(failed).toEqual([]);
    // Most of these requests reach the handlers (the others meet a rule: a past day, another's class).
    expect(answered).toBeGreaterThanOrEqual(10);
  }, 300_000);

  it('says so in Arabic, and a week after 9999-12-30 is no longer a server error', async () => {
    const response = await t.call({
      method: 'GET',
      url: '/api/v1/bookings/schedule?fromDate=9999-12-30',
      token: callers.customer!.token,
      headers: { 'accept-language': 'ar' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errorMessage).toBe('اختر تاريخًا بين 1900 و2100.');
  });
});
