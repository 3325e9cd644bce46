import { createHash } from 'node:crypto';
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
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof Date) return quoted(value.toISOString());
  if (typeof value === 'number' && Number.isFinite(value)) return `'${value}'`;
  if (typeof value === 'bigint' || typeof value === 'boolean') return `'${value}'`;
  if (typeof value === 'string') return quoted(value);
  // Drizzle gives columns' values already as text (JSON, arrays); anything else is a caller's mistake.
  throw new Error(`cannot write ${typeof value} ${String(value)} as a literal`);
}

/**
 * The name a text is prepared under, on whichever connection runs it (`kinetic_each` prepares it the
 * first time that connection meets it): a digest of the text itself, so a connection that another
 * process prepared (a pooler hands server connections around) holds the same text under that name.
 */
const nameOf = (text: string) =>
  `kinetic_each_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;

/** The call `kinetic_each` runs for a statement: `execute name(values...)`, and its text by name. */
function callOf(statement: SQL | Query, texts: Map<string, string>): string {
  const query = is(statement, SQL) ? dialect.sqlToQuery(statement) : statement;
  const values = query.params.map(literal);
  const name = nameOf(query.sql);
  texts.set(name, query.sql);
  return values.length === 0 ? `execute ${name}` : `execute ${name}(${values.join(', ')})`;
}

/**
 * Runs the statements in one round trip and one transaction, each all or nothing on its own
 * (`kinetic_each`, migration 0022): a failing one undoes only its own writes and answers its error
 * (a `StatementError`, which `pgErrorCode` and `refusalOf` read as they read a driver's); the others'
 * writes commit together. A statement that waits more than `lockTimeoutMs` for a lock fails with
 * 55P03 (`lock_not_available`) rather than hold up the others; its caller may run it alone. Answers
 * each statement's rows, or its error, in order. A statement is a Drizzle SQL, or the text and values
 * of one already built (`prebuiltStatement`).
 */
export async function eachOnItsOwn(
  db: Db,
  statements: Array<SQL | Query>,
  options: { lockTimeoutMs?: number } = {},
): Promise<Array<Raw[] | Error>> {
  const out: Array<Raw[] | Error> = statements.map(() => []);
  const texts = new Map<string, string>();
  // A statement whose values cannot be written fails alone, before anything is sent.
  const sent: { at: number; call: string }[] = [];
  statements.forEach((statement, at) => {
    try {
      sent.push({ at, call: callOf(statement, texts) });
    } catch (error) {
      out[at] = error as Error;
    }
  });
  if (sent.length === 0) return out;
  const answered = await rowsOf<{
    n: number;
    result: Raw | null;
    error_code: string | null;
    error_message: string | null;
  }>(
    db,
    sql`select n, result, error_code, error_message from kinetic_each(${sql.param([...texts.keys()])}::text[],
      ${sql.param([...texts.values()])}::text[], ${sql.param(sent.map((s) => s.call))}::text[],
      ${`${options.lockTimeoutMs ?? 0}ms`}::text)`,
  );
  for (const row of answered) {
    const i = sent[row.n - 1]!.at;
    if (row.error_code !== null) out[i] = new StatementError(row.error_code, row.error_message ?? '');
    else if (!(out[i] instanceof Error)) (out[i] as Raw[]).push(row.result!);
  }
  return out;
}
