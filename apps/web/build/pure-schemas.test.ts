import { describe, expect, it } from 'vitest';
import { pureSchemas } from './pure-schemas';

const transform = (code: string, id = '/repo/packages/domain/src/common/fields.ts') => {
  const hook = pureSchemas().transform as (code: string, id: string) => { code: string } | null;
  return hook(code, id)?.code ?? code;
};

describe('zod calls in our own modules are marked pure', () => {
  it('marks a schema where its value is taken, also across a line break and under coerce', () => {
    const code = [
      'export const a = z.object({ b: z.string().min(1) });',
      'export const c =\n  z\n    .string()\n    .trim();',
      'const d = z.coerce.number().int();',
      'const e = (max: number) =>\n  z.string().max(max);',
    ].join('\n');
    const out = transform(code);
    expect(out).toContain('const a = /* @__PURE__ */ z.object({ b: /* @__PURE__ */ z.string().min(1) });');
    expect(out).toContain('const c =\n  /* @__PURE__ */ z\n    .string()');
    expect(out).toContain('const d = /* @__PURE__ */ z.coerce.number().int();');
    expect(out).toContain('=>\n  /* @__PURE__ */ z.string().max(max);');
  });

  it('leaves a statement alone: a call whose value nobody takes may be wanted for its effect', () => {
    expect(transform('z.config({ jitless: true });\n')).toBe('z.config({ jitless: true });\n');
  });

  it("leaves types and a dependency's code alone", () => {
    expect(transform('type A = z.infer<typeof a>;')).toBe('type A = z.infer<typeof a>;');
    const minified = 'function z(t){}var r=z(e,r,u);';
    expect(transform(minified, '/repo/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(
      minified,
    );
  });
});
