import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIRST_PAGE_BUDGET,
  FIRST_PAGE_LAZY_MODULES,
  gzippedSizes,
  type PageFiles,
  pageFiles,
  readManifest,
  total,
} from './first-page';
import { CLASS_PAGE_CHUNK } from './first-page-chunks';

const webRoot = path.resolve(import.meta.dirname, '..');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The JavaScript and CSS the first page (`/classes`, a guest) loads stay within their gzipped
 * budget. The app is built afresh (without source maps or compressed copies) into a scratch folder, so
 * the test reads the code as it is now, whatever dist holds. Bytes are exact; timings and scores are
 * `npm run perf:web`'s.
 */
describe("the first page's weight", () => {
  let outDir: string;
  let files: PageFiles;

  beforeAll(async () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'kinetic-budget-'));
    // Vitest runs with NODE_ENV=test, which would build React's development code.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    process.env.KINETIC_PRECOMPRESS = '0';
    try {
      await build({
        root: webRoot,
        configFile: path.join(webRoot, 'vite.config.ts'),
        mode: 'production',
        logLevel: 'error',
        build: { outDir, emptyOutDir: true, sourcemap: false },
      });
    } finally {
      process.env.NODE_ENV = nodeEnv;
      delete process.env.KINETIC_PRECOMPRESS;
    }
    files = pageFiles(readManifest(outDir), FIRST_PAGE_LAZY_MODULES);
  }, 180_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  const report = (sizes: Map<string, number>) =>
    [...sizes]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([file, size]) => `${kb(size)} ${file}`)
      .join(', ');

  it(`loads at most ${kb(FIRST_PAGE_BUDGET.js)} of gzipped JavaScript`, () => {
    const sizes = gzippedSizes(outDir, files.js);
    expect(total(sizes), `largest: ${report(sizes)}`).toBeLessThanOrEqual(FIRST_PAGE_BUDGET.js);
  });

  it(`loads at most ${kb(FIRST_PAGE_BUDGET.css)} of gzipped CSS`, () => {
    const sizes = gzippedSizes(outDir, files.css);
    expect(total(sizes), `largest: ${report(sizes)}`).toBeLessThanOrEqual(FIRST_PAGE_BUDGET.css);
  });

  it("does not load the popups, the calendar, the other pages or the domain's Arabic", () => {
    const loaded = files.js.join(' ');
    for (const lazy of [
      'ClassesPageDetail',
      'FilterDatePicker',
      'AccountMenu',
      'NavDrawer',
      `${CLASS_PAGE_CHUNK}-`,
      'arabic-',
    ]) {
      expect(loaded).not.toContain(lazy);
    }
  });
});
