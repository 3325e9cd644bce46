import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The documents must keep up with the code (issue 35): docs/architecture.md has one line for every API
 * module and every web feature, and every ADR opens with its status and date. A folder added without
 * its line, a line left behind by a removed folder, or an ADR whose status names an ADR that does not
 * exist fails here. The checks are plain functions, and the last cases show each of them biting.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const foldersIn = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The names a section lists: each "- `name`: what it owns" line between `## heading` and the next `## `. */
function listedIn(markdown: string, heading: string): string[] {
  const lines = markdown.split('\n');
  const start = lines.indexOf(`## ${heading}`);
  if (start < 0) return [];
  const names: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('## ')) break;
    const entry = /^- `([^`]+)`: \S/.exec(line);
    if (entry) names.push(entry[1] as string);
  }
  return names;
}

/** What a section gets wrong about the folders it indexes. */
function indexProblems(listed: string[], folders: string[], what: string): string[] {
  const problems = folders.filter((f) => !listed.includes(f)).map((f) => `${what} ${f} has no line`);
  for (const name of new Set(listed)) {
    if (!folders.includes(name)) problems.push(`${what} ${name} is listed but has no folder`);
  }
  const twice = listed.filter((name, i) => listed.indexOf(name) !== i);
  for (const name of new Set(twice)) problems.push(`${what} ${name} is listed twice`);
  return problems;
}

/** How many lines after its title an ADR's Status and Date must start within. */
const HEAD_LINES = 12;

/**
 * What an ADR's head gets wrong: it must be `# N. Title` (N its file's number), then `Status: ...`
 * (a paragraph), then `Date: YYYY-MM-DD`; every ADR its status names must exist, and one it is
 * superseded or amended by must be a later one.
 */
function adrProblems(file: string, text: string, adrs: Set<number>): string[] {
  const own = Number(/^(\d+)-/.exec(file)?.[1]);
  const lines = text.split('\n');
  const title = /^# (\d+)\. \S/.exec(lines[0] ?? '');
  if (!title || Number(title[1]) !== own) return [`${file}: the first line is not "# ${own}. Title"`];
  const head = lines.slice(1, HEAD_LINES + 1);
  const statusAt = head.findIndex((line) => line.trim() !== '');
  if (!head[statusAt]?.startsWith('Status: ')) return [`${file}: no "Status:" line right under the title`];
  const statusEnd = head.findIndex((line, i) => i > statusAt && line.trim() === '');
  if (statusEnd < 0) return [`${file}: the Status paragraph has no end among the first lines`];
  const status = head.slice(statusAt, statusEnd).join(' ');
  const problems: string[] = [];
  const dateLine = head.slice(statusEnd).find((line) => line.trim() !== '') ?? '';
  const date = /^Date: (\d{4}-\d{2}-\d{2})$/.exec(dateLine)?.[1];
  if (!date || Number.isNaN(Date.parse(date)) || new Date(date).toISOString().slice(0, 10) !== date) {
    problems.push(`${file}: no "Date: YYYY-MM-DD" line after the Status`);
  }
  for (const named of status.matchAll(/\bADRs? (\d+(?:(?:, | and )\d+)*)/g)) {
    for (const n of (named[1] as string).split(/, | and /).map(Number)) {
      if (!adrs.has(n)) problems.push(`${file}: its Status names ADR ${n}, which does not exist`);
    }
  }
  for (const later of status.matchAll(/\b(?:superseded|amended) by ADR (\d+)/gi)) {
    if (Number(later[1]) <= own)
      problems.push(`${file}: it is superseded or amended by ADR ${later[1]}, not a later one`);
  }
  return problems;
}

const architecture = read('docs/architecture.md');
const adrFiles = readdirSync(path.join(root, 'docs/adr')).filter((f) => /^\d+-.*\.md$/.test(f));
const adrNumbers = new Set(adrFiles.map((f) => Number(/^(\d+)-/.exec(f)?.[1])));

describe('docs/architecture.md', () => {
  it('has one Module index line for every folder under apps/api/src/modules, and no other', () => {
    const modules = foldersIn('apps/api/src/modules');
    expect(modules.length).toBeGreaterThan(10);
    expect(indexProblems(listedIn(architecture, 'Module index'), modules, 'API module')).toEqual([]);
  });

  it('has one Web features line for every folder under apps/web/src/features, and no other', () => {
    const features = foldersIn('apps/web/src/features');
    expect(features.length).toBeGreaterThan(10);
    expect(indexProblems(listedIn(architecture, 'Web features'), features, 'web feature')).toEqual([]);
  });
});

describe('docs/adr', () => {
  it('every ADR opens with its Status and Date, and its Status names only ADRs that exist', () => {
    expect(adrFiles.length).toBeGreaterThan(10);
    const problems = adrFiles.flatMap((file) => adrProblems(file, read(`docs/adr/${file}`), adrNumbers));
    expect(problems).toEqual([]);
  });
});

describe('the document checks bite', () => {
  const doc = ['# Architecture', '', '## Module index', '', '- `auth`: sign-in.', '- `users`: accounts.', ''];

  it('on a module without its line, a line without its module, and a line given twice', () => {
    const listed = listedIn(
      [...doc, '- `users`: again.', '## Web features', '- `auth`: no.'].join('\n'),
      'Module index',
    );
    expect(indexProblems(listed, ['auth', 'bookings'], 'API module')).toEqual([
      'API module bookings has no line',
      'API module users is listed but has no folder',
      'API module users is listed twice',
    ]);
    expect(indexProblems(listedIn('# Architecture\n', 'Module index'), ['auth'], 'API module')).toEqual([
      'API module auth has no line',
    ]);
  });

  it('on an ADR without its Status or Date, or whose Status names a missing or earlier ADR', () => {
    const adrs = new Set([1, 2, 3]);
    const adr = (...head: string[]) =>
      ['# 2. A choice', '', ...head, '', '## Context', 'Why.', ''].join('\n');
    expect(adrProblems('0002-a.md', adr('Status: current.', '', 'Date: 2026-11-23'), adrs)).toEqual([]);
    expect(adrProblems('0002-a.md', adr('Date: 2026-11-23'), adrs)).toEqual([
      '0002-a.md: no "Status:" line right under the title',
    ]);
    expect(adrProblems('0002-a.md', adr('Status: current.'), adrs)).toEqual([
      '0002-a.md: no "Date: YYYY-MM-DD" line after the Status',
    ]);
    expect(adrProblems('0002-a.md', adr('Status: current.', '', 'Date: 2026-13-01'), adrs)).toEqual([
      '0002-a.md: no "Date: YYYY-MM-DD" line after the Status',
    ]);
    expect(
      adrProblems('0002-a.md', adr('Status: superseded by ADR 9.', '', 'Date: 2026-11-23'), adrs),
    ).toEqual(['0002-a.md: its Status names ADR 9, which does not exist']);
    expect(
      adrProblems(
        '0002-a.md',
        adr('Status: current, amended by ADR 1 and', 'ADRs 3 and 7.', '', 'Date: 2026-11-23'),
        adrs,
      ),
    ).toEqual([
      '0002-a.md: its Status names ADR 7, which does not exist',
      '0002-a.md: it is superseded or amended by ADR 1, not a later one',
    ]);
  });
});
