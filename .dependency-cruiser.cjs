/**
 * The boundaries the layout promises (docs/architecture.md), checked by `npm run lint:boundaries`
 * inside `npm test`. Each rule names the promise it keeps; there is no list of exceptions. What a
 * face may export (services and types, no repository factory or query object) is a question of
 * declarations, not imports: scripts/face-exports.ts answers it with the TypeScript compiler.
 */
const API = '^apps/api/src/';
const WEB = '^apps/web/src/';
const TESTS = '(\\.test\\.tsx?$|^apps/api/src/test/|^apps/web/src/test/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle means two parts cannot be understood or changed apart.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-stands-alone',
      severity: 'error',
      comment: 'The domain package is shared by the API and the web app: it imports neither.',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-never-imports-api',
      severity: 'error',
      comment: 'The web app talks to the API over HTTP; shared rules live in the domain package.',
      from: { path: WEB },
      to: { path: '^apps/api/' },
    },
    {
      name: 'api-module-face-only',
      severity: 'error',
      comment:
        'Another module is reached through its public face, modules/<name>/index.ts, never its inside.',
      from: { path: `${API}modules/([^/]+)/`, pathNot: TESTS },
      to: {
        path: `${API}modules/[^/]+/.+`,
        pathNot: [`${API}modules/$1/`, `${API}modules/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'api-outside-modules-face-only',
      severity: 'error',
      comment: 'The app, jobs, plugins, providers and the seed reach a module through its face only.',
      from: { path: API, pathNot: [`${API}modules/`, TESTS] },
      to: { path: `${API}modules/[^/]+/.+`, pathNot: `${API}modules/[^/]+/index\\.ts$` },
    },
    {
      name: 'drizzle-in-repositories-only',
      severity: 'error',
      comment:
        "Repositories, and the statement parts other modules compose (*.parts.ts, docs/adr/0037), are the only code that builds SQL. db/ (client, schema, migrations, the seed's bulk loaders) is the database itself.",
      from: {
        path: API,
        pathNot: ['\\.repository\\.ts$', '\\.parts\\.ts$', `${API}db/`, TESTS],
      },
      to: {
        path: ['(^|/)node_modules/(drizzle-orm|@electric-sql/pglite|pg|postgres)/', `${API}db/schema`],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'routes-call-services-not-repositories',
      severity: 'error',
      comment:
        "A route is HTTP only: it calls a service, and never reaches the database's code, not even for a type.",
      from: { path: `${API}modules/[^/]+/.*\\.routes\\.ts$` },
      to: { path: ['\\.repository\\.ts$', '\\.parts\\.ts$', `${API}db/`] },
    },
    {
      name: 'services-know-no-http',
      severity: 'error',
      comment:
        'Services and repositories hold the rules and the SQL; Fastify stays in routes and plugins, so jobs and the seed call them as routes do.',
      from: { path: `${API}modules/.*\\.(service|repository|parts)\\.ts$` },
      to: { path: '(^|/)node_modules/(fastify|@fastify/)' },
    },
    {
      name: 'domain-no-node-builtins',
      severity: 'error',
      comment: 'The web app bundles the domain package: it uses no Node built-in.',
      from: { path: '^packages/domain/src/', pathNot: TESTS },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'web-feature-face-only',
      severity: 'error',
      comment: 'Another feature is reached through its face, features/<name>/index.ts, never its inside.',
      from: { path: `${WEB}features/([^/]+)/`, pathNot: TESTS },
      to: {
        path: `${WEB}features/[^/]+/.+`,
        pathNot: [`${WEB}features/$1/`, `${WEB}features/[^/]+/index\\.tsx?$`],
      },
    },
    {
      name: 'web-outside-features-face-only',
      severity: 'error',
      comment: 'Pages, the shell and shared parts reach a feature through its face only.',
      from: { path: WEB, pathNot: [`${WEB}features/`, TESTS] },
      to: { path: `${WEB}features/[^/]+/.+`, pathNot: `${WEB}features/[^/]+/index\\.tsx?$` },
    },
    {
      name: 'web-no-climbing-into-app',
      severity: 'error',
      comment: 'app/ assembles features into pages; features, components and lib never import it back.',
      from: { path: `${WEB}(features|components|lib)/`, pathNot: TESTS },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'web-shared-parts-know-no-feature',
      severity: 'error',
      comment: 'components/ and lib/ are below the features: they import none.',
      from: { path: `${WEB}(components|lib)/`, pathNot: TESTS },
      to: { path: `${WEB}features/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // npm workspaces: resolve the domain package to its sources, drizzle-orm to its files.

    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
