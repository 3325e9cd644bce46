import { getTableColumns, type SQL, type Table } from 'drizzle-orm';
import type { Db } from './client';

/**
 * A table's row from a raw statement's result (`db.execute`, whose values come as the driver gives
 * them, under the column names): each column is read by its name and mapped as Drizzle's own selects
 * map it (timestamps to Date), so a hand-written statement answers the same row type.
 * `prefix` reads columns a statement renamed to keep them apart from another table's (`b_id`).
 */
export function rowOf<T extends Table>(
  table: T,
  raw: Record<string, unknown>,
  prefix = '',
): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[prefix + column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

/** Raw rows of db.execute on both drivers (node-postgres and PGlite both answer `{ rows }`). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
