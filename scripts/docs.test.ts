import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The documents must keep up with the code: docs/architecture.md has one line for every API
 * module and every web feature, every ADR opens with its status and date, and every product or design
 * rule the code cites (`SPEC n.n`, `DESIGN n`) has its heading in docs/product. A folder added without
 * its line, a line left behind by a removed folder, an ADR whose status names an ADR that does not
 * exist, or a citation nobody can look up fails here. The code cites no issue of our tracker either:
 * the tracker is not in the repository, so a comment or test name says the rule itself. The checks are
 * plain functions, and the last cases show each of them biting.
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

/** The folders whose code may cite the product and design rules. */
const CITING_FOLDERS = ['apps', 'packages', 'e2e', 'scripts'];
/** Folders inside them that hold no code of ours: installed packages, builds, reports. */
const NOT_CODE = new Set([
  'node_modules',
  'dist',
  'sourcemaps',
  'coverage',
  'test-results',
  'playwright-report',
]);
const CODE_FILE = /\.(?:tsx?|[cm]ts|[cm]js|css|sql|sh)$/;

/** Every code file under `dir` (relative to the root), skipping NOT_CODE and hidden folders. */
function codeFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory())
      return NOT_CODE.has(entry.name) || entry.name.startsWith('.') ? [] : codeFiles(file);
    return CODE_FILE.test(entry.name) ? [file] : [];
  });
}

/**
 * The numbers a text cites of `doc`: `SPEC n.n`, and the numbers listed right after it (`SPEC n.n, m.m
 * and k` cites three). A listed number has at most two digits a part, so a status code after a
 * citation (`SPEC n.n, 417`) is not taken for a section.
 */
function citedNumbers(text: string, doc: 'SPEC' | 'DESIGN'): string[] {
  const listed = String.raw`\d{1,2}(?:\.\d{1,2})*(?!\d)`;
  const citation = new RegExp(String.raw`\b${doc} (\d+(?:\.\d+)*)((?:(?:, | and )${listed})*)`, 'g');
  return [...text.matchAll(citation)].flatMap((m) => [
    m[1] as string,
    ...(m[2] as string).split(/, | and /).filter(Boolean),
  ]);
}

/** The numbers a page's headings start with: `## 4.3 Joining a class` holds 4.3. */
function headingNumbers(markdown: string): string[] {
  return [...markdown.matchAll(/^#{1,6} (\d+(?:\.\d+)*)(?=[ .:]|$)/gm)].map((m) => m[1] as string);
}

/** Citations (number → the files citing it) with no heading of that number where `doc` is kept. */
function unheldCitations(cited: Map<string, string[]>, held: ReadonlySet<string>, doc: string): string[] {
  return [...cited]
    .filter(([number]) => !held.has(number))
    .map(
      ([number, files]) => `${doc} ${number} is cited (${files.join(', ')}) but no heading starts with it`,
    );
}

/**
 * What the index of docs/product/README.md gets wrong: every number a page holds has a row
 * `| n | ... |` that links that page, and no row names a number no page holds.
 */
function productIndexProblems(readme: string, pages: ReadonlyMap<string, readonly string[]>): string[] {
  const rows = new Map(
    [...readme.matchAll(/^\| (\d+(?:\.\d+)*) \|(.*)\|$/gm)].map((m) => [m[1] as string, m[2] as string]),
  );
  const problems: string[] = [];
  for (const [page, numbers] of pages) {
    for (const number of numbers) {
      const row = rows.get(number);
      if (row === undefined) problems.push(`the index has no row for ${number} (held by ${page})`);
      else if (!row.includes(`](${page}`)) problems.push(`the index row of ${number} does not link ${page}`);
    }
  }
  const held = new Set([...pages.values()].flat());
  for (const number of rows.keys()) {
    if (!held.has(number)) problems.push(`the index names ${number}, which no page holds`);
  }
  return problems;
}

/** Number → the files that cite it, over every code file of CITING_FOLDERS. */
function citationsInCode(doc: 'SPEC' | 'DESIGN'): Map<string, string[]> {
  const cited = new Map<string, string[]>();
  for (const file of CITING_FOLDERS.flatMap(codeFiles)) {
    for (const number of new Set(citedNumbers(read(file), doc))) {
      cited.set(number, [...(cited.get(number) ?? []), file]);
    }
  }
  return cited;
}

/**
 * A citation of our issue tracker: the word issue (or issues, any case), then its number, with a
 * "#" or not, on the same line or wrapped onto the comment's next one. Any other use of the word (a
 * zod issue, `sessions.issue(...)`) has no number after it.
 */
const TRACKER_CITATION = /\bissues?[ \t]*(?:\n[ \t]*(?:\/\/|\*|--)?[ \t]*)?#?\d+/gi;

/** Each tracker citation of `text`, as "line n: issue m" (a wrapped one on the line it starts). */
function trackerCitations(text: string): string[] {
  return [...text.matchAll(TRACKER_CITATION)].map((m) => {
    const line = text.slice(0, m.index).split('\n').length;
    return `line ${line}: ${m[0].replace(/[ \t]*\n[ \t/*-]*/, ' ')}`;
  });
}

/** Files that may still cite the tracker: the migrations, which are never edited once they land. */
const TRACKER_CITATIONS_LEFT = [/^apps\/api\/src\/db\/migrations\//];
const citationsLeftIn = (file: string) => TRACKER_CITATIONS_LEFT.some((left) => left.test(file));

/** The pages of docs/product that hold product (SPEC) numbers: all but the index and the design rules. */
const DESIGN_PAGE = 'design-rules.md';
const productPages = new Map(
  readdirSync(path.join(root, 'docs/product'))
    .filter((f) => f.endsWith('.md') && f !== 'README.md' && f !== DESIGN_PAGE)
    .sort()
    .map((f) => [f, headingNumbers(read(`docs/product/${f}`))] as const),
);

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

describe('docs/product', () => {
  it('has a heading for every SPEC number the code cites', () => {
    const cited = citationsInCode('SPEC');
    expect(cited.size).toBeGreaterThan(20);
    const held = new Set([...productPages.values()].flat());
    expect(unheldCitations(cited, held, 'SPEC')).toEqual([]);
  });

  it('has a heading in design-rules.md for every DESIGN number the code cites', () => {
    const cited = citationsInCode('DESIGN');
    expect(cited.size).toBeGreaterThan(5);
    const held = new Set(headingNumbers(read(`docs/product/${DESIGN_PAGE}`)));
    expect(unheldCitations(cited, held, 'DESIGN')).toEqual([]);
  });

  it('indexes in its README every page that holds each number', () => {
    expect(productPages.size).toBeGreaterThan(4);
    expect(productIndexProblems(read('docs/product/README.md'), productPages)).toEqual([]);
  });
});

describe('the code', () => {
  it('cites no issue of our tracker: comments and test names say the rule itself', () => {
    const files = CITING_FOLDERS.flatMap(codeFiles).filter((file) => !citationsLeftIn(file));
    expect(files.length).toBeGreaterThan(500);
    const citations = files.flatMap((file) => trackerCitations(read(file)).map((at) => `${file} ${at}`));
    expect(citations).toEqual([]);
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

  it('on a cited rule with no heading, and an index that misses a page or names a number nobody holds', () => {
    // Built from parts, so this file cites nothing itself.
    const cite = (doc: string, ...numbers: string[]) => `// ${doc} ${numbers.join(', ')}`;
    const code = [
      `${cite('SPEC', '4.3', '9')}: the join.`,
      `${cite('SPEC', '8.3')}, ${['417', 'and', '498'].join(' ')} are statuses.`,
      `${cite('DESIGN', '5')} and ${cite('SPEC', '12.7')} and 4.`,
    ].join('\n');
    expect(citedNumbers(code, 'SPEC')).toEqual(['4.3', '9', '8.3', '12.7', '4']);
    expect(citedNumbers(code, 'DESIGN')).toEqual(['5']);
    const page = ['# Booking', '', '## 4.3 Joining a class', 'Text.', '### 9. Constants', '## 43 plans', ''];
    const held = new Set(headingNumbers(page.join('\n')));
    expect([...held]).toEqual(['4.3', '9', '43']);
    const cited = new Map([
      ['4.3', ['a.ts']],
      ['12.7', ['a.ts', 'b.ts']],
    ]);
    expect(unheldCitations(cited, held, 'RULE')).toEqual([
      'RULE 12.7 is cited (a.ts, b.ts) but no heading starts with it',
    ]);
    const readme = [
      '| SPEC | Where |',
      '|---|---|',
      '| 4.3 | [Join](booking.md#43) |',
      '| 7.1 | [Calls](a.md) |',
    ];
    const pages = new Map([
      ['booking.md', ['4.3', '8.3']],
      ['payments.md', ['4.3']],
    ]);
    expect(productIndexProblems(readme.join('\n'), pages)).toEqual([
      'the index has no row for 8.3 (held by booking.md)',
      'the index row of 4.3 does not link payments.md',
      'the index names 7.1, which no page holds',
    ]);
  });

  it('on a citation of our issue tracker, however written, outside the files left for later', () => {
    // Built from parts, so this file cites nothing itself.
    const word = ['iss', 'ue'].join('');
    const code = [
      `// A kid cannot join an adults' class (${word} 12).`,
      `/** ${word.toUpperCase()} 35: the web keeps one key per click. */`,
      `it('refuses both (${word}s 3 and 4, ${word} #5)', () => {});`,
      `// Wrapped at the end of a line (${word}`,
      `// 33), as a long comment may be.`,
      `const paths = error.${word}s.map((${word}) => ${word}.path); // zod's, no number`,
      `const { token } = sessions.${word}(userId, agent); // a sign-in's token`,
    ].join('\n');
    expect(trackerCitations(code)).toEqual([
      `line 1: ${word} 12`,
      `line 2: ${word.toUpperCase()} 35`,
      `line 3: ${word}s 3`,
      `line 3: ${word} #5`,
      `line 4: ${word} 33`,
    ]);
    expect(
      [
        'apps/api/src/db/migrations/0020_change_log.sql',
        'apps/api/src/db/migrations/0032_gym_team.sql',
      ].filter(citationsLeftIn),
    ).toHaveLength(2);
    expect(
      [
        'apps/api/src/modules/bookings/join.repository.ts',
        'apps/api/src/modules/idempotency/idempotent.ts',
        'apps/api/src/db/prepare.ts',
        'apps/api/src/modules/payments/index.ts',
        'apps/api/src/db/schema/users.ts',
        'apps/api/src/db/seed/seed.ts',
        'apps/api/src/modules/payments/shop.service.ts',
        'apps/api/src/modules/payments/index.test.ts',
        'apps/web/src/features/gym-team/index.ts',
        'packages/domain/src/db/index.ts',
      ].filter(citationsLeftIn),
    ).toEqual([]);
  });
});
