import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { SURVEY_BUILD } from './first-page-chunks';

/** What the server sends compressed from disk: text of every kind the build writes (index.html is a template the
 * server fills per request, and compresses then). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip, level 9) beside every text file of the
 * build, once, so the server sends them by content negotiation without compressing per request
 * (@fastify/static `preCompressed`, plugins/web-app.ts). A compressed copy that saves nothing is not
 * written. KINETIC_PRECOMPRESS=0 skips it (the byte budget test builds without it).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'kinetic-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (process.env.KINETIC_PRECOMPRESS === '0' || process.env[SURVEY_BUILD]) return;
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const body = readFileSync(file);
        const brotli = brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        });
        const gzip = gzipSync(body, { level: 9 });
        if (brotli.length < body.length) writeFileSync(`${file}.br`, brotli);
        if (gzip.length < body.length) writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}

/**
 * Source maps are made (hidden: no comment in the code points at them) and moved out of the public
 * folder into `sourcemaps/`, beside dist: kept for local debugging (load them in the browser's developer
 * tools by hand), never served and uploaded nowhere.
 */
export function sourcemapsOutsideDist(): Plugin {
  let outDir = '';
  let mapsDir = '';
  let made = false;
  return {
    name: 'kinetic-sourcemaps-outside-dist',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      mapsDir = path.resolve(config.root, 'sourcemaps');
      made = Boolean(config.build.sourcemap);
    },
    writeBundle() {
      if (!made) return;
      rmSync(mapsDir, { recursive: true, force: true });
      for (const file of filesUnder(outDir)) {
        if (!file.endsWith('.map')) continue;
        const target = path.join(mapsDir, path.relative(outDir, file));
        mkdirSync(path.dirname(target), { recursive: true });
        renameSync(file, target);
      }
    },
  };
}

/**
 * Mantine's ScrollArea imports one hook (`useMergeRefs`) from @floating-ui/react, which is one module:
 * the first page's day strip would carry all of Floating UI for it. For that importer only, the hook
 * comes from build/merge-refs.ts (Mantine's own `useMergedRef`, the same behaviour); popovers, menus
 * and tooltips still import Floating UI itself, in their own chunks.
 */
export function scrollAreaWithoutFloatingUi(): Plugin {
  const shim = fileURLToPath(new URL('./merge-refs.ts', import.meta.url));
  return {
    name: 'kinetic-scroll-area-without-floating-ui',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@floating-ui/react' || !importer) return null;
      return /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/.test(importer)
        ? shim
        : null;
    },
  };
}
