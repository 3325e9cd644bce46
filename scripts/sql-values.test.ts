// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the samples are code that builds SQL, kept as text.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every value reaches PostgreSQL as a bound parameter: no SQL text is built from values in the API.
 * `sql.raw` takes only a string literal of the code (a keyword, a column); a statement sent by hand
 * (`.query`, `.execute`) has no `${...}` in its text unless it is an identifier escaped by the driver.
 * The schema is exempt: its check constraints are DDL, which takes no parameters, over the code's own
 * enums. Tests, test helpers and the bench generate data and are not the product.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const API = path.join(ROOT, 'apps/api/src');
const EXEMPT = [/\.test\.ts$/, /^test\//, /^db\/schema\//, /^db\/migrations\//];

const LITERAL = String.raw`(?:'[^'\n]*'|"[^"\n]*"|\x60[^\x60$]*\x60)`;

/** The places in a file's text where SQL is built from values, as `line: text`. */
function sqlBuiltFromValues(text: string): string[] {
  const found: string[] = [];
  const lines = text.split('\n');
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  for (const match of text.matchAll(/sql\.raw\(/g)) {
    const rest = text.slice(match.index + match[0].length);
    if (!new RegExp(String.raw`^\s*${LITERAL}\s*\)`).test(rest)) {
      const line = lineOf(match.index);
      found.push(`${line}: ${lines[line - 1]!.trim()}`);
    }
  }
  for (const match of text.matchAll(/\.(?:query|execute)\(\s*`([^`]*)`/g)) {
    const interpolations = match[1]!.match(/\$\{[^}]*\}/g) ?? [];
    if (interpolations.some((part) => !part.includes('escapeIdentifier('))) {
      const line = lineOf(match.index);
      found.push(`${line}: ${lines[line - 1]!.trim()}`);
    }
  }
  return found;
}

function sourceFiles(dir: string, under = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return sourceFiles(path.join(dir, entry.name), relative);
    return entry.name.endsWith('.ts') && !EXEMPT.some((rule) => rule.test(relative)) ? [relative] : [];
  });
}

describe('SQL text is never built from values', () => {
  it('finds a value written into sql.raw or into a statement sent by hand, and passes literals', () => {
    const bad = [
      'const a = sql.raw(`select * from t where id = ${id}`);',
      "const b = sql.raw('where name = ' + name);",
      'await client.query(`select * from t where id = ${id}`);',
      'await db.execute(`delete from ${table}`);',
    ].join('\n');
    expect(sqlBuiltFromValues(bad)).toHaveLength(4);
    const good = [
      "const unit = sql.raw(`'day'`);",
      "const column = sql.raw('f.class_category_id');",
      "await client.query('begin');",
      'await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);',
      'await db.execute(sql`select * from t where id = ${id}`);',
    ].join('\n');
    expect(sqlBuiltFromValues(good)).toEqual([]);
  });

  it('holds for every source file of the API', () => {
    const found = sourceFiles(API).flatMap((file) =>
      sqlBuiltFromValues(readFileSync(path.join(API, file), 'utf8')).map((place) => `${file}:${place}`),
    );
    expect(found).toEqual([]);
  });
});
