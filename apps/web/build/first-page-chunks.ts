import { build, type Plugin, type Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/** Set while the survey build runs: the plugins that write files stand aside (build/delivery.ts). */
export const SURVEY_BUILD = 'KINETIC_SURVEY_BUILD';

/** The chunk the class list's modules go to; its page module has no chunk of its own in the manifest. */
export const CLASS_LIST_CHUNK = 'class-list';

export interface FirstPageModules {
  /** The entry and every module its chunks carry. */
  shell: Set<string>;
  /** What the class list's chunks carry beyond the shell. */
  page: Set<string>;
}

/**
 * The modules the first page loads, read off a build: the chunks the entry imports, then those the page's
 * own chunk imports. Every module of a chunk the page loads counts: it is downloaded with it.
 */
export function firstPageModules(chunks: OutputChunk[], pageModule: string): FirstPageModules {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const collect = (start: OutputChunk | undefined, skip: Set<string>) => {
    const modules = new Set<string>();
    const seen = new Set<string>();
    const stack = start ? [start] : [];
    for (let chunk = stack.pop(); chunk; chunk = stack.pop()) {
      if (seen.has(chunk.fileName)) continue;
      seen.add(chunk.fileName);
      for (const id of chunk.moduleIds) if (!skip.has(id)) modules.add(id);
      for (const file of chunk.imports) {
        const imported = byFile.get(file);
        if (imported) stack.push(imported);
      }
    }
    return modules;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(pageModule));
  if (!entry || !page) throw new Error(`the build has no entry or no chunk for ${pageModule}`);
  const shell = collect(entry, new Set());
  return { shell, page: collect(page, shell) };
}

/**
 * The first page in two files, not sixty (docs/adr/0016): the shell (the entry and what it imports) and
 * the class list (the page's modules beyond the shell). Rolldown cuts a chunk for every set of pages
 * that share a module, and the first page loaded sixty of them: each small file starts gzip's
 * dictionary afresh, and the route table listed them all to preload (162.0 → 142.7 KB gzipped).
 *
 * Which modules those are is known only once tree-shaking has run, so a survey build (in memory, no
 * files) comes first and the real build groups what it found. Other pages load the class list's file
 * for the components they share with it (the day strip's scroll area, inputs): a direct visitor to a
 * class page pays a few KB, the first page saves twenty.
 */
export function firstPageChunks(pageModule: string): Plugin {
  let modules: FirstPageModules | undefined;
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
        modules = firstPageModules(chunks, pageModule);
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
      const { shell, page } = modules;
      return {
        ...options,
        codeSplitting: {
          // Only the modules found: a group's default would pull in each one's whole import graph.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'shell', test: (id: string) => shell.has(id), priority: 2 },
            { name: CLASS_LIST_CHUNK, test: (id: string) => page.has(id), priority: 1 },
          ],
        },
      };
    },
  };
}
