import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * An API module's face (modules/<name>/index.ts) exports services (use cases built from `db`
 * or from a transaction handed in) and types, never a repository factory or a query object. That is
 * one question the TypeScript compiler answers and dependency-cruiser cannot (it sees that index.ts
 * imports a repository, not what it hands on): where is each value the face exports declared? A value
 * declared in a `*.repository.ts` file is the module's SQL leaking out. Types are let through: a row
 * type or a DTO builds no query.
 */
export interface RepositoryExport {
  /** The module whose face exports it. */
  module: string;
  /** The name the face exports it under. */
  name: string;
  /** The repository file that declares it, relative to the root. */
  declaredIn: string;
}

const FACES = 'apps/api/src/modules';

/** Each module's face under `root`, as absolute paths. */
export function facesUnder(root: string): string[] {
  const modules = path.join(root, FACES);
  return readdirSync(modules, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(modules, entry.name, 'index.ts'))
    .filter((face) => ts.sys.fileExists(face));
}

/** The API's own compiler options (paths, module resolution), or plain ones for a laid-out tree. */
function compilerOptionsOf(root: string): ts.CompilerOptions {
  const tsconfig = path.join(root, 'apps/api/tsconfig.json');
  const plain: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    // Where each export is declared needs no standard library, and reading it is most of the time.
    noLib: true,
    types: [],
  };
  if (!ts.sys.fileExists(tsconfig)) return plain;
  const read = ts.readConfigFile(tsconfig, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(tsconfig));
  return { ...parsed.options, noEmit: true, incremental: false, tsBuildInfoFile: undefined };
}

const isRepositoryFile = (fileName: string) => fileName.endsWith('.repository.ts');

/**
 * The symbol a face's export finally names: through `export { x } from`, `export *`, renames, and a
 * `const x = y` that only gives another name to something declared elsewhere.
 */
function declarationsBehind(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  let target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  for (let hops = 0; hops < 10; hops += 1) {
    const declaration = target.valueDeclaration;
    if (!declaration || !ts.isVariableDeclaration(declaration) || !declaration.initializer) break;
    if (!ts.isIdentifier(declaration.initializer)) break;
    const named = checker.getSymbolAtLocation(declaration.initializer);
    if (!named) break;
    target = named.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(named) : named;
  }
  return target;
}

const onlyAsType = (symbol: ts.Symbol) =>
  (symbol.declarations ?? []).some(
    (d) =>
      (ts.isExportSpecifier(d) && (d.isTypeOnly || d.parent.parent.isTypeOnly)) ||
      (ts.isExportDeclaration(d) && d.isTypeOnly),
  );

/** Every value a face under `root` exports that a `*.repository.ts` file declares. */
export function repositoryExportsOfFaces(root: string): RepositoryExport[] {
  const faces = facesUnder(root);
  const program = ts.createProgram(faces, compilerOptionsOf(root));
  const checker = program.getTypeChecker();
  const found: RepositoryExport[] = [];
  for (const face of faces) {
    const source = program.getSourceFile(face);
    const faceSymbol = source && checker.getSymbolAtLocation(source);
    if (!faceSymbol) continue; // a face exporting nothing
    const module = path.basename(path.dirname(face));
    for (const exported of checker.getExportsOfModule(faceSymbol)) {
      if (onlyAsType(exported)) continue;
      const target = declarationsBehind(checker, exported);
      if (!(target.flags & ts.SymbolFlags.Value)) continue;
      const repository = (target.declarations ?? [])
        .map((d) => d.getSourceFile().fileName)
        .find(isRepositoryFile);
      if (repository) {
        found.push({ module, name: exported.name, declaredIn: path.relative(root, repository) });
      }
    }
  }
  return found.sort((a, b) => `${a.module}/${a.name}`.localeCompare(`${b.module}/${b.name}`));
}

/**
 * Statement parts (`*.parts.ts`, docs/adr/0037): SQL that other modules compose into their own
 * statements (a condition, a field list, a subquery, a CTE), exported through the face so the rule
 * they hold is written once. They build SQL and never run it: a part that awaits, executes or
 * prepares a statement is a repository under another name. Each offence, as "file: what".
 */
export function partsRunningStatements(root: string): string[] {
  const modules = path.join(root, FACES);
  const offences: string[] = [];
  for (const entry of readdirSync(modules, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.parts.ts')) continue;
    const file = path.join(entry.parentPath, entry.name);
    // The code only: a comment may well say "awaits review".
    const text = (ts.sys.readFile(file) ?? '').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    for (const [what, pattern] of [
      ['awaits', /\bawait\b|\basync\b/],
      ['runs a statement', /\.execute\(|\.prepare\(|\bprebuilt\(|\browsOf\(/],
    ] as const) {
      if (pattern.test(text)) offences.push(`${path.relative(root, file)}: ${what}`);
    }
  }
  return offences.sort();
}
