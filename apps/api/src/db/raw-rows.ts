import { createHash } from 'node:crypto';
import { type Column, getTableColumns, type Query, type SQL, type Table } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** A row as a raw statement or a JSON aggregate gives it: values under the column names. */
export type Raw = Record<string, unknown>;

/** What a Drizzle select of these fields answers for a row. */
export type FieldsRow<F extends Record<string, Column>> = {
  [K in keyof F]: F[K]['_']['notNull'] extends true ? F[K]['_']['data'] : F[K]['_']['data'] | null;
};

/**
 * A select's row from raw values under the column names (a raw statement's result, or a JSON row of
 * a subquery): each field is read by its column's name and mapped as Drizzle's own selects map it
 * (timestamps to Date), so a hand-written statement answers the same row type.
 */
export function fieldsRow<F extends Record<string, Column>>(
  fields: F,
  raw: Raw,
  /** Where a field's value is in the raw row: under its column's name, or (`'key'`) its own key. */
  by: 'column' | 'key' = 'column',
): FieldsRow<F> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(fields)) {
    const value = raw[by === 'key' ? key : column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as FieldsRow<F>;
}

/** A table's row from a raw statement's result (see `fieldsRow`). */
export const rowOf = <T extends Table>(table: T, raw: Raw): T['$inferSelect'] =>
  fieldsRow(getTableColumns(table), raw) as T['$inferSelect'];

/** Raw rows of db.execute on both drivers (node-postgres and PGlite both answer `{ rows }`). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

const dialect = new PgDialect();

/**
 * Raw rows of `query` run as a prepared statement, the way Drizzle prepares one (`.prepare(name)`):
 * node-postgres parses it once per connection, and PostgreSQL keeps its plan. The name is the text's
 * hash, so one text is one statement and a statement of another shape is another; for a statement
 * run often whose parse and plan cost more than its run (the join's, docs/adr/0034).
 */
export async function preparedRowsOf<T>(db: Db, query: SQL | Query): Promise<T[]> {
  const built =
    'sql' in query && typeof query.sql === 'string' ? (query as Query) : dialect.sqlToQuery(query as SQL);
  const name = `k_${createHash('sha1').update(built.sql).digest('base64url')}`;
  const result = await db._.session.prepareQuery(built, undefined, name, false).execute();
  return (result as unknown as { rows: T[] }).rows;
}
