import { build, type Plugin, type Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/** Set while the survey build runs: the plugins that write files stand aside (build/delivery.ts). */
export const SURVEY_BUILD = 'KINETIC_SURVEY_BUILD';

/** The chunk the class list's modules go to; its page module has no chunk of its own in the manifest. */
export const CLASS_LIST_CHUNK = 'class-list';
/** The chunk a class page's modules beyond the class list's go to. */
export const CLASS_PAGE_CHUNK = 'class-page';

/** A page visits start on, and the chunk its modules beyond the shell (and earlier pages) go to. */
export interface LandingPage {
  module: string;
  chunk: string;
}

export interface LandingModules {
  /** The entry and every module its chunks carry. */
  shell: Set<string>;
  /** What each landing page's chunks carry beyond the shell and the pages before it, in their order. */
  pages: Set<string>[];
}

/** Route pages' modules (`src/app/pages/`): a chunk the shell imports lazily is a page or a popup. */
const PAGE_MODULE = /\/src\/app\/pages\//;

/**
 * The modules the landing pages load, read off a build: the chunks the entry imports, then those each
 * page's own chunk imports. Every module of a chunk a page loads counts: it is downloaded with it.
 *
 * What the shell loads lazily on any page (the domain's Arabic before an Arabic reader's first render,
 * the sign-in popup, the search panel, the drawer, and what those load in turn) stays out of the
 * pages' groups: a popup on another page must not load a landing page's file for a module they share.
 */
export function landingModules(chunks: OutputChunk[], pageModules: string[]): LandingModules {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const collect = (starts: OutputChunk[], skip: Set<string>, follow: (chunk: OutputChunk) => string[]) => {
    const modules = new Set<string>();
    const seen = new Set<string>();
    const stack = [...starts];
    for (let chunk = stack.pop(); chunk; chunk = stack.pop()) {
      if (seen.has(chunk.fileName)) continue;
      seen.add(chunk.fileName);
      for (const id of chunk.moduleIds) if (!skip.has(id)) modules.add(id);
      for (const file of follow(chunk)) {
        const imported = byFile.get(file);
        if (imported) stack.push(imported);
      }
    }
    return modules;
  };
  const staticImports = (chunk: OutputChunk) => chunk.imports;
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the build has no entry');
  const shell = collect([entry], new Set(), staticImports);
  const shellChunks = chunks.filter((chunk) => chunk.moduleIds.some((id) => shell.has(id)));
  const isPage = (chunk: OutputChunk | undefined) => PAGE_MODULE.test(chunk?.facadeModuleId ?? '');
  // The shell's lazy chunks that are not pages, and everything they import, statically or lazily.
  const shellLazy = collect(
    shellChunks
      .flatMap((chunk) => chunk.dynamicImports)
      .map((file) => byFile.get(file))
      .filter((chunk): chunk is OutputChunk => chunk !== undefined && !isPage(chunk)),
    shell,
    (chunk) => [...chunk.imports, ...chunk.dynamicImports.filter((file) => !isPage(byFile.get(file)))],
  );
  const taken = new Set(shell);
  const pages = pageModules.map((pageModule, index) => {
    const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(pageModule));
    if (!page) throw new Error(`the build has no chunk for ${pageModule}`);
    // The first landing page is the first page: all it loads goes with it, shared or not.
    const modules = collect([page], index === 0 ? taken : new Set([...taken, ...shellLazy]), staticImports);
    for (const id of modules) taken.add(id);
    return modules;
  });
  return { shell, pages };
}

/**
 * The first page in two files, not sixty (docs/adr/0016): the shell (the entry and what it imports) and
 * the class list (the page's modules beyond the shell). A class page, where shared links land, adds one
 * more file (its modules beyond both), not sixteen: on a phone's network each is a round trip. Rolldown cuts a chunk for every set of pages
 * that share a module, and the first page loaded sixty of them: each small file starts gzip's
 * dictionary afresh, and the route table listed them all to preload (162.0 → 142.7 KB gzipped).
 *
 * Which modules those are is known only once tree-shaking has run, so a survey build (in memory, no
 * files) comes first and the real build groups what it found. Other pages load the class list's file
 * for the components they share with it (inputs, icons): a direct visitor to a
 * class page pays a few KB, the first page saves twenty.
 */
export function firstPageChunks(pages: LandingPage[]): Plugin {
  let modules: LandingModules | undefined;
  return {
    name: 'kinetic-first-page-chunks',
    apply: (_config, env) => env.command === 'build' && !process.env[SURVEY_BUILD],
    async configResolved(config) {
      process.env[SURVEY_BUILD] = '1';
      try {
        const output = (await build({
          root: config.root,
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'silent',
          build: { write: false, sourcemap: false, manifest: false, emptyOutDir: false },
        })) as Rolldown.RolldownOutput;
        const chunks = output.output.filter((item): item is OutputChunk => item.type === 'chunk');
        modules = landingModules(
          chunks,
          pages.map((page) => page.module),
        );
      } finally {
        delete process.env[SURVEY_BUILD];
      }
    },
    // The class list's file is fetched beside the entry, not once the entry has run and routed: most
    // visits start there, and most other pages import it too.
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (item) => item.type === 'chunk' && item.name === CLASS_LIST_CHUNK,
        );
        if (!chunk) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
    outputOptions(options) {
      if (!modules) return options;
      const { shell, pages: found } = modules;
      return {
        ...options,
        codeSplitting: {
          // Only the modules found: a group's default would pull in each one's whole import graph.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'shell', test: (id: string) => shell.has(id), priority: pages.length + 1 },
            ...pages.map((page, index) => ({
              name: page.chunk,
              test: (id: string) => found[index]!.has(id),
              priority: pages.length - index,
            })),
          ],
        },
      };
    },
  };
}
