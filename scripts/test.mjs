/**
 * `npm test`: every check, stage by stage, stopping at the first that fails, with each stage's time
 * and a table of them at the end (CI prints it; CI should stay under 30 minutes on two cores).
 * One stage alone: `npm test -- <name> [...]`, e.g. `npm test -- api-postgres`.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { testPostgresUrl } from './test-database.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const postgres = await testPostgresUrl();

const vitest = (...projects) => ['npx', 'vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
const STAGES = [
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  { name: 'domain+web', command: vitest('domain*', 'web', 'web-components', 'boundaries') },
  { name: 'api-pglite', command: vitest('api-pglite') },
  postgres
    ? { name: 'api-postgres', command: vitest('api-postgres') }
    : { name: 'api-postgres', skip: 'no PostgreSQL at 127.0.0.1:5432 and no TEST_DATABASE_URL' },
  { name: 'build', command: ['npm', 'run', 'build'] },
  { name: 'journeys', command: ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'] },
  {
    name: 'journeys-myfatoorah',
    command: ['npx', 'playwright', 'test', '-c', 'e2e/playwright.myfatoorah.config.ts'],
  },
];

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !STAGES.some((stage) => stage.name === name));
if (unknown.length > 0) {
  console.error(`Unknown stage ${unknown.join(', ')}: one of ${STAGES.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
const chosen = asked.length > 0 ? STAGES.filter((stage) => asked.includes(stage.name)) : STAGES;

function run([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const clock = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};
const results = [];
const started = Date.now();
let failed = null;
for (const stage of chosen) {
  if (stage.skip) {
    console.log(`\n== ${stage.name}: skipped (${stage.skip})`);
    results.push({ name: stage.name, outcome: 'skipped', ms: 0 });
    continue;
  }
  console.log(`\n== ${stage.name}: ${stage.command.join(' ')}`);
  const stageStarted = Date.now();
  const code = await run(stage.command);
  const ms = Date.now() - stageStarted;
  results.push({ name: stage.name, outcome: code === 0 ? 'passed' : 'FAILED', ms });
  console.log(`== ${stage.name}: ${code === 0 ? 'passed' : 'FAILED'} in ${clock(ms)}`);
  if (code !== 0) {
    failed = stage.name;
    break;
  }
}

console.log('\n== stage times');
for (const { name, outcome, ms } of results) {
  console.log(`   ${name.padEnd(22)} ${clock(ms).padStart(6)}  ${outcome}`);
}
console.log(`   ${'total'.padEnd(22)} ${clock(Date.now() - started).padStart(6)}`);
if (failed) {
  console.error(`npm test failed at the ${failed} stage`);
  process.exit(1);
}
