import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** Our own modules: the domain package and the web app, never a dependency's code. */
const OURS = /\/(packages\/domain|apps\/web)\/src\/.*\.tsx?$/;

/** A zod call where its value is taken (after `=`, `(`, `,`, `:`, `[`, `?`, `=>` or `return`), e.g. `z.object(`, `z.coerce.number(`, `z\n  .string(`. */
const SCHEMA_CALL = /((?:[=(,:[?]|=>|\breturn)\s*)(z\s*\.[A-Za-z]+(?:\.[A-Za-z]+)*\()/g;

/**
 * Marks every zod call in our own modules `/* @__PURE__ *\/`. The domain's modules keep schemas beside
 * plain rules and texts: a schema nobody reads has no effect, so a page that imports a rule does not carry
 * zod and every schema with it. The mark is put on our code only: `treeshake.manualPureFunctions: ['z']`
 * did the same by name in every module, and so also dropped calls of any minified dependency's own `z`
 * (Preact's diff was one, when Preact rendered the app).
 */
export function pureSchemas(): Plugin {
  return {
    name: 'kinetic-pure-schemas',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!OURS.test(id) || !/\bz\s*\./.test(code)) return null;
      const out = new MagicString(code);
      let marked = false;
      for (const match of code.matchAll(SCHEMA_CALL)) {
        out.appendLeft(match.index + (match[1] ?? '').length, '/* @__PURE__ */ ');
        marked = true;
      }
      return marked
        ? { code: out.toString(), map: out.generateMap({ hires: 'boundary', source: id }) }
        : null;
    },
  };
}
