import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';
import { partsRunningStatements, type RepositoryExport, repositoryExportsOfFaces } from './face-exports';

/**
 * The boundary rules must bite: each case lays out a tiny repository with one import and cruises it
 * with the real rules. A rule that stopped matching (a typo in a path pattern) would let the real
 * code drift silently while `npm run lint:boundaries` stays green.
 */
const rules = createRequire(import.meta.url)('../.dependency-cruiser.cjs');

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A tiny repository of these files, removed after the test. */
function layOut(files: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

async function violationsOf(files: Record<string, string>): Promise<string[]> {
  const root = layOut(files);
  const { tsConfig: _usesTheRepositorysOwn, ...options } = rules.options;
  const tops = [...new Set(Object.keys(files).map((file) => file.split('/')[0] as string))];
  const result = await cruise(tops, {
    ...options,
    baseDir: root,
    validate: true,
    ruleSet: { forbidden: rules.forbidden },
  });
  if (typeof result.output === 'string') throw new Error('expected a cruise result');
  return result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

const face = 'export const face = 1;\n';

describe('boundary rules', () => {
  it("refuse a module importing another module's inside, and accept its face", async () => {
    const bad = await violationsOf({
      'apps/api/src/modules/bookings/index.ts': "export { takeSeat } from './book-seat';\n",
      'apps/api/src/modules/bookings/book-seat.ts': 'export const takeSeat = 1;\n',
      'apps/api/src/modules/payments/fulfil.ts':
        "import { takeSeat } from '../bookings/book-seat';\nexport const x = takeSeat;\n",
    });
    expect(bad).toEqual([
      'api-module-face-only: apps/api/src/modules/payments/fulfil.ts → apps/api/src/modules/bookings/book-seat.ts',
    ]);
    const good = await violationsOf({
      'apps/api/src/modules/bookings/index.ts': "export { takeSeat } from './book-seat';\n",
      'apps/api/src/modules/bookings/book-seat.ts': 'export const takeSeat = 1;\n',
      'apps/api/src/modules/payments/fulfil.ts':
        "import { takeSeat } from '../bookings';\nexport const x = takeSeat;\n",
    });
    expect(good).toEqual([]);
  });

  it('refuse a job or the seed reaching into a module, and SQL outside repositories', async () => {
    const found = await violationsOf({
      'apps/api/src/db/schema/index.ts': 'export const users = 1;\n',
      'apps/api/src/modules/users/index.ts': face,
      'apps/api/src/modules/users/users.service.ts':
        "import { users } from '../../db/schema';\nexport const s = users;\n",
      'apps/api/src/modules/users/users.repository.ts':
        "import { users } from '../../db/schema';\nexport const r = users;\n",
      'apps/api/src/jobs/nightly.ts':
        "import { s } from '../modules/users/users.service';\nexport const j = s;\n",
    });
    expect(found.sort()).toEqual([
      'api-outside-modules-face-only: apps/api/src/jobs/nightly.ts → apps/api/src/modules/users/users.service.ts',
      'drizzle-in-repositories-only: apps/api/src/modules/users/users.service.ts → apps/api/src/db/schema/index.ts',
    ]);
  });

  it('refuse web code climbing into app/, reaching into a feature from a feature or a page, or importing the API', async () => {
    const found = await violationsOf({
      'apps/web/src/app/brand.tsx': face,
      'apps/web/src/features/classes/index.ts': face,
      'apps/web/src/features/classes/model/links.ts': face,
      'apps/web/src/features/booking/Book.tsx':
        "import { face } from '../../app/brand';\nimport { face as l } from '../classes/model/links';\nexport const b = [face, l];\n",
      'apps/web/src/lib/format.ts': "import { face } from '../features/classes';\nexport const f = face;\n",
      'apps/web/src/app/pages/Home.tsx':
        "import { face } from '../../features/classes/model/links';\nexport const h = face;\n",
      'apps/api/src/server.ts': face,
      'apps/web/src/features/classes/api.ts':
        "import { face } from '../../../../api/src/server';\nexport const a = face;\n",
    });
    expect(found.sort()).toEqual([
      'web-feature-face-only: apps/web/src/features/booking/Book.tsx → apps/web/src/features/classes/model/links.ts',
      'web-never-imports-api: apps/web/src/features/classes/api.ts → apps/api/src/server.ts',
      'web-no-climbing-into-app: apps/web/src/features/booking/Book.tsx → apps/web/src/app/brand.tsx',
      'web-outside-features-face-only: apps/web/src/app/pages/Home.tsx → apps/web/src/features/classes/model/links.ts',
      'web-shared-parts-know-no-feature: apps/web/src/lib/format.ts → apps/web/src/features/classes/index.ts',
    ]);
  });

  it('refuse the domain importing an app, and any cycle', async () => {
    const found = await violationsOf({
      'apps/api/src/config.ts': face,
      'packages/domain/src/rules.ts':
        "import { face } from '../../../apps/api/src/config';\nexport const r = face;\n",
      'packages/domain/src/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'packages/domain/src/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    });
    expect(found.sort()).toEqual([
      'domain-stands-alone: packages/domain/src/rules.ts → apps/api/src/config.ts',
      'no-circular: packages/domain/src/a.ts → packages/domain/src/b.ts',
    ]);
  });
  it('refuse a route reaching a repository, a service importing Fastify, and the domain using Node', async () => {
    const found = await violationsOf({
      'apps/api/src/modules/mail/index.ts': face,
      'apps/api/src/modules/mail/mail.repository.ts': 'export type MailQueries = { q: 1 };\n',
      'apps/api/src/modules/mail/calendar.routes.ts':
        "import type { MailQueries } from './mail.repository';\nexport const r = (q: MailQueries) => q;\n",
      'apps/api/src/modules/mail/mail.service.ts':
        "import type { FastifyReply } from 'fastify';\nexport const s = (reply: FastifyReply) => reply;\n",
      'node_modules/fastify/package.json':
        '{ "name": "fastify", "main": "fastify.js", "types": "fastify.d.ts" }\n',
      'node_modules/fastify/fastify.js': 'module.exports = {};\n',
      'node_modules/fastify/fastify.d.ts': 'export type FastifyReply = { sent: boolean };\n',
      'packages/domain/src/time.ts':
        "import { readFileSync } from 'node:fs';\nexport const t = readFileSync;\n",
    });
    expect(found.sort()).toEqual([
      'domain-no-node-builtins: packages/domain/src/time.ts → fs',
      'routes-call-services-not-repositories: apps/api/src/modules/mail/calendar.routes.ts → apps/api/src/modules/mail/mail.repository.ts',
      'services-know-no-http: apps/api/src/modules/mail/mail.service.ts → node_modules/fastify/fastify.js',
    ]);
  });
});

/**
 * A module's face exports services and types, never a repository factory or a query object
 * (scripts/face-exports.ts asks the TypeScript compiler where each exported value is declared).
 */
describe('module faces', { timeout: 30_000 }, () => {
  const shown = (found: RepositoryExport[]) => found.map((e) => `${e.module}.${e.name} (${e.declaredIn})`);
  const mail = {
    'apps/api/src/modules/mail/mail.repository.ts':
      'export type MailRow = { id: number };\n' +
      'export function createMailRepository(db: string) {\n' +
      '  return { byId: async (id: number): Promise<MailRow> => ({ id: id + db.length }) };\n' +
      '}\n',
    'apps/api/src/modules/mail/mail.service.ts':
      "import { createMailRepository } from './mail.repository';\n" +
      'export function createMailService(db: string) {\n' +
      '  const rows = createMailRepository(db);\n' +
      '  return { mail: (id: number) => rows.byId(id) };\n' +
      '}\n',
  };

  it('refuse a face re-exporting a repository factory', () => {
    const found = repositoryExportsOfFaces(
      layOut({
        ...mail,
        'apps/api/src/modules/mail/index.ts':
          "export { createMailService } from './mail.service';\n" +
          "export { createMailRepository } from './mail.repository';\n",
      }),
    );
    expect(shown(found)).toEqual([
      'mail.createMailRepository (apps/api/src/modules/mail/mail.repository.ts)',
    ]);
  });

  it('accept a face exporting a service built on the repository, and the row types callers need', () => {
    const found = repositoryExportsOfFaces(
      layOut({
        ...mail,
        'apps/api/src/modules/mail/index.ts':
          "export { createMailService } from './mail.service';\n" +
          "export type { MailRow } from './mail.repository';\n",
      }),
    );
    expect(found).toEqual([]);
  });

  it('see through renames, export * and a const that only renames the factory', () => {
    const found = repositoryExportsOfFaces(
      layOut({
        ...mail,
        'apps/api/src/modules/mail/index.ts':
          "export { createMailRepository as createMailService } from './mail.repository';\n",
        'apps/api/src/modules/users/users.repository.ts': 'export const usersQueries = { byId: 1 };\n',
        'apps/api/src/modules/users/index.ts': "export * from './users.repository';\n",
        'apps/api/src/modules/gyms/gyms.repository.ts': 'export const createGymsRepository = () => 1;\n',
        'apps/api/src/modules/gyms/index.ts':
          "import { createGymsRepository } from './gyms.repository';\n" +
          'export const createGymsService = createGymsRepository;\n',
      }),
    );
    expect(shown(found)).toEqual([
      'gyms.createGymsService (apps/api/src/modules/gyms/gyms.repository.ts)',
      'mail.createMailService (apps/api/src/modules/mail/mail.repository.ts)',
      'users.usersQueries (apps/api/src/modules/users/users.repository.ts)',
    ]);
  });

  it('refuse statement parts that run a statement, and accept parts that only build SQL', () => {
    const root = layOut({
      'apps/api/src/modules/mail/session-mail.parts.ts':
        'export const factsJson = (id: string) => `select ${id}`;\n',
      'apps/api/src/modules/users/listing.parts.ts':
        'export async function listed(db: { execute(q: string): Promise<unknown> }) {\n' +
        "  return await db.execute('select 1');\n" +
        '}\n',
      'apps/api/src/modules/gyms/gym.parts.ts': "export const byId = prebuilt('select 1');\n",
    });
    expect(partsRunningStatements(root)).toEqual([
      'apps/api/src/modules/gyms/gym.parts.ts: runs a statement',
      'apps/api/src/modules/users/listing.parts.ts: awaits',
      'apps/api/src/modules/users/listing.parts.ts: runs a statement',
    ]);
  });

  it('hold on the real faces and statement parts', () => {
    const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
    expect(shown(repositoryExportsOfFaces(root))).toEqual([]);
    expect(partsRunningStatements(root)).toEqual([]);
  }, 120_000); // The compiler reads the whole API and its dependencies' types.
});
