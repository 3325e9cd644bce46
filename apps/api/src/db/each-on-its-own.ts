import { is, type Query, SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { type Raw, rowsOf } from './raw-rows';

const dialect = new PgDialect();

/** A statement's failure as PostgreSQL named it, shaped as the drivers' errors are (`code`, `message`). */
export class StatementError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Text as a quoted literal, as the driver's `escapeLiteral` writes it (quotes doubled, and backslashes
 * doubled in an E'' string, which reads the same whatever `standard_conforming_strings` says), by
 * regular expressions rather than a loop over each character: a join's mail is kilobytes of text.
 */
function quoted(text: string): string {
  const body = `'${text.replace(/'/g, "''")}'`;
  return text.includes('\\') ? ` E${body.replace(/\\/g, '\\\\')}` : body;
}

/** A value as a quoted literal: PostgreSQL types it by where it stands, as it types a `$n` value. */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof Date) return quoted(value.toISOString());
  if (typeof value === 'number' && Number.isFinite(value)) return `'${value}'`;
  if (typeof value === 'bigint' || typeof value === 'boolean') return `'${value}'`;
  if (typeof value === 'string') return quoted(value);
  // Drizzle gives columns' values already as text (JSON, arrays); anything else is a caller's mistake.
  throw new Error(`cannot write ${typeof value} ${String(value)} as a literal`);
}

/**
 * The names statements are prepared under on whichever connection runs them (`kinetic_each` prepares a
 * name the first time that connection meets it). Few texts repeat (a join's seat statement has a dozen
 * variants); the cap only bounds what each connection keeps.
 */
const names = new Map<string, string>();
const MAX_NAMES = 50;

/**
 * Runs the statements in one round trip and one transaction, each all or nothing on its own
 * (`kinetic_each`, migration 0022): a failing one undoes only its own writes and answers its error
 * (a `StatementError`, which `pgErrorCode` and `refusalOf` read as they read a driver's); the others'
 * writes commit together. Answers each statement's rows, or its error, in order. A statement is a
 * Drizzle SQL, or the text and values of one already built (`prebuiltStatement`).
 */
export async function eachOnItsOwn(
  db: Db,
  statements: Array<SQL | Query>,
): Promise<Array<Raw[] | StatementError>> {
  if (statements.length === 0) return [];
  const texts = new Map<string, string>();
  const calls = statements.map((statement) => {
    const query = is(statement, SQL) ? dialect.sqlToQuery(statement) : statement;
    let name = names.get(query.sql);
    if (name === undefined && names.size < MAX_NAMES) {
      name = `kinetic_each_${names.size + 1}`;
      names.set(query.sql, name);
    }
    // Past the cap, the statement goes as its own text, planned each time.
    if (name === undefined)
      return query.sql.replace(/\$(\d+)/g, (_, k: string) => literal(query.params[Number(k) - 1]));
    texts.set(name, query.sql);
    return query.params.length === 0
      ? `execute ${name}`
      : `execute ${name}(${query.params.map(literal).join(', ')})`;
  });
  const answered = await rowsOf<{
    n: number;
    result: Raw | null;
    error_code: string | null;
    error_message: string | null;
  }>(
    db,
    sql`select n, result, error_code, error_message from kinetic_each(${sql.param([...texts.keys()])}::text[],
      ${sql.param([...texts.values()])}::text[], ${sql.param(calls)}::text[])`,
  );
  const out: Array<Raw[] | StatementError> = statements.map(() => []);
  for (const row of answered) {
    const i = row.n - 1;
    if (row.error_code !== null) out[i] = new StatementError(row.error_code, row.error_message ?? '');
    else if (!(out[i] instanceof StatementError)) out[i]!.push(row.result!);
  }
  return out;
}
