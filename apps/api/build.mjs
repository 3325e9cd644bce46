// Bundles the API into dist/server.js: our own workspace packages are inlined, npm dependencies stay external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@kinetic/'));

await build({
  // operator.ts: the command that names the platform operator (npm run operator, docs/deploy.md).
  entryPoints: ['src/server.ts', 'src/operator.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, 'pg-native'],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log('api built: apps/api/dist/server.js, apps/api/dist/operator.js');
