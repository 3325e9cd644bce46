import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CLASS_LIST_CHUNK, CLASS_PAGE_CHUNK, type LandingPage } from './first-page-chunks';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/**
 * What the first page (`/classes`, a guest) loads: the entry (index.html) with every chunk it imports,
 * and the lazy chunks the page itself loads before it shows its classes, each with what it imports.
 * A lazy chunk the page loads only when the user does something (the class popup, a toast) is not
 * counted: it is not part of the first page.
 */
export const CLASS_LIST_PAGE = 'src/app/pages/ClassesPage.tsx';

/** Where visits start: the class list, then a class page (a shared link), each in a chunk of its own. */
export const LANDING_PAGES: LandingPage[] = [
  { module: CLASS_LIST_PAGE, chunk: CLASS_LIST_CHUNK },
  { module: 'src/app/pages/ClassPage.tsx', chunk: CLASS_PAGE_CHUNK },
];

export const FIRST_PAGE_LAZY_MODULES = [
  CLASS_LIST_PAGE,
  // The texts of the shell's search box and of the page (lib/i18n loads each namespace as its own
  // chunk; the shell's common texts are in the entry).
  'src/locales/en/search.ts',
  'src/locales/en/classes.ts',
];

/**
 * The first page's budget, in gzipped bytes (docs/adr/0016, 0030): 175 KB of
 * JavaScript with React DOM rendering the app (165.5 KB when it came back, 56 KB more than on Preact;
 * our texts runtime, toasts that load with the first one, the first page in two chunks and its
 * repeated parts in plain elements keep the rest light) and 25 KB of CSS. Never raise it for a library the
 * first page does not need.
 */
export const FIRST_PAGE_BUDGET = { js: 175 * 1024, css: 25 * 1024 };

export interface PageFiles {
  js: string[];
  css: string[];
}

export function readManifest(distDir: string): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
}

/** The files the entry and the given lazy modules load, each once. */
export function pageFiles(manifest: Record<string, ManifestChunk>, lazyModules: string[]): PageFiles {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('the manifest has no entry');
  const js = new Set<string>();
  const css = new Set<string>();
  // A landing page is in the chunk its group makes (build/first-page-chunks.ts), not its own.
  const chunkOf = (key: string) => {
    const landing = LANDING_PAGES.find((page) => page.module === key);
    return (
      manifest[key] ??
      (landing ? Object.values(manifest).find((chunk) => chunk.name === landing.chunk) : undefined)
    );
  };
  const visit = (key: string) => {
    const chunk = chunkOf(key);
    if (!chunk)
      throw new Error(`${key} is not a chunk of the build (renamed? then update FIRST_PAGE_LAZY_MODULES)`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  for (const module of lazyModules) visit(module);
  return { js: [...js], css: [...css] };
}

/** Gzipped size (level 9, what the build writes beside each file) of each file. */
export function gzippedSizes(distDir: string, files: string[]): Map<string, number> {
  return new Map(
    files.map((file) => [file, gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length]),
  );
}

export const total = (sizes: Map<string, number>) => [...sizes.values()].reduce((sum, size) => sum + size, 0);

/** `npx tsx apps/web/build/first-page.ts [distDir]`: the first page's files, largest first. */
if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const distDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist'));
  const files = pageFiles(readManifest(distDir), FIRST_PAGE_LAZY_MODULES);
  for (const kind of ['js', 'css'] as const) {
    const sizes = gzippedSizes(distDir, files[kind]);
    console.log(`${kind}: ${(total(sizes) / 1024).toFixed(1)} KB gzipped in ${sizes.size} files`);
    for (const [file, size] of [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
      console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${file}`);
    }
  }
}
