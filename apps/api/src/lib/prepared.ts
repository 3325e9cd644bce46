import { createHash } from 'node:crypto';

interface Preparable<T> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<T> };
}

/**
 * Runs a query built at run time as a named statement, named after its SQL text: queries of the same
 * shape (the values travel as parameters) are planned once per connection instead of on every call.
 * For hot reads whose filters come in a few shapes; the name never clashes with another text.
 */
export function runPrepared<T>(query: Preparable<T>): Promise<T> {
  const name = `q_${createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 24)}`;
  return query.prepare(name).execute();
}
