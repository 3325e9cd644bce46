import {
  type Column,
  is,
  Param,
  Placeholder,
  type Query,
  SQL,
  type SQLWrapper,
  StringChunk,
  sql,
} from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { type FieldsRow, fieldsRow, preparedRowsOf, type Raw, rowsOf } from './raw-rows';

const dialect = new PgDialect();

/** Any key read gives the placeholder of that name. */
const placeholders = new Proxy({} as Record<string, Placeholder>, {
  get: (_, name) => sql.placeholder(String(name)),
});

interface Built {
  text: string;
  /** The text between the values ($1, $2...), one more than the values. */
  parts: StringChunk[];
  params: unknown[];
}

function split(query: { sql: string; params: unknown[] }): Built {
  const parts: StringChunk[] = [];
  let from = 0;
  for (let i = 1; i <= query.params.length; i++) {
    const marker = new RegExp(`\\$${i}(?!\\d)`, 'g');
    marker.lastIndex = from;
    const found = marker.exec(query.sql);
    if (!found) throw new Error(`prebuilt: no $${i} in ${query.sql}`);
    parts.push(new StringChunk(query.sql.slice(from, found.index)));
    from = found.index + found[0].length;
  }
  parts.push(new StringChunk(query.sql.slice(from)));
  return { text: query.sql, parts, params: query.params };
}

/**
 * The values in the places of their placeholders, each mapped by its column's encoder as Drizzle's
 * own queries map them: a null is sent as null, not through the encoder (which would write JSON
 * `null`, or fail on a timestamp).
 */
function filled(params: unknown[], values: Record<string, unknown>): unknown[] {
  const given = (name: string) => {
    if (!(name in values)) throw new Error(`prebuilt: no value for placeholder "${name}"`);
    return values[name] ?? null;
  };
  return params.map((param) => {
    if (is(param, Placeholder)) return given(param.name);
    if (is(param, Param) && is(param.value, Placeholder)) {
      const value = given(param.value.name);
      return value === null ? null : param.encoder.mapToDriverValue(value);
    }
    return param;
  });
}

/** One run of a prebuilt statement: its text and values, or the same as a Drizzle SQL to execute. */
export interface PrebuiltRun {
  query: Query;
  sql(): SQL;
}

/** `prebuilt`'s statement: built on its first run, then only filled in. */
function prebuiltStatement<K extends string>(
  build: (db: Db, values: Record<K, Placeholder>) => SQLWrapper,
): (db: Db, values: Record<K, unknown>) => PrebuiltRun {
  let built: Built | undefined;
  return (db, values) => {
    built ??= split(dialect.sqlToQuery(build(db, placeholders).getSQL()));
    const { text, parts } = built;
    const params = filled(built.params, values);
    return {
      query: { sql: text, params },
      sql() {
        const chunks: (StringChunk | Param)[] = [parts[0]!];
        for (let i = 0; i < params.length; i++) chunks.push(new Param(params[i]), parts[i + 1]!);
        return new SQL(chunks);
      },
    };
  };
}

/**
 * A statement Drizzle builds once, with a placeholder for each value; a run only fills them in.
 * Building a large select (its fields, joins and subqueries) cost the API more time than sending it
 * (measured under load). Its raw rows come back under their column names (alias computed fields with `.as`); map
 * them with `fieldsRow`.
 *
 * `prepared`: also a prepared statement (`preparedRowsOf`), parsed and planned once per connection.
 */
export function prebuilt<K extends string>(
  build: (db: Db, values: Record<K, Placeholder>) => SQLWrapper,
  options: { prepared?: boolean } = {},
) {
  const statement = prebuiltStatement(build);
  return async <T = Raw>(db: Db, values: Record<K, unknown>): Promise<T[]> => {
    const run = statement(db, values);
    return options.prepared ? preparedRowsOf<T>(db, run.query) : rowsOf<T>(db, run.sql());
  };
}

/**
 * A select's fields, each under its own key: raw rows of a join would otherwise hold several `id`s.
 * Read the rows back with `keyedRow`.
 */
export function aliased<F extends Record<string, Column>>(fields: F): Record<keyof F, SQL.Aliased> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, column]) => [key, sql`${column}`.as(key)]),
  ) as Record<keyof F, SQL.Aliased>;
}

/** A row of `aliased(fields)`, each value mapped as Drizzle's own select maps its column. */
export const keyedRow = <F extends Record<string, Column>>(fields: F, raw: Raw): FieldsRow<F> =>
  fieldsRow(fields, raw, 'key');
