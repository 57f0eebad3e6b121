// The project's import graph as TypeScript reads it: every import, re-export and dynamic import of
// a source file, resolved to a repository path and marked type-only or not. The layer test and the
// first-screen test read it; nothing is executed.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export type ImportEdge = {
  /** Repository path of the importing file, e.g. `src/flow/create-flow.ts`. */
  from: string;
  /** Repository path of the imported file; a bare specifier (a package) is kept as it is written. */
  to: string;
  specifier: string;
  /** `import type`, `export type`, or every named binding type-only: erased from the build. */
  typeOnly: boolean;
  /** `import('...')`: a split point the bundler loads on demand. */
  dynamic: boolean;
};

const SOURCE = /\.(ts|tsx|js|mjs)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);

/** Every source file under the given repository folders, as repository paths. */
export function sourceFiles(...folders: string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (!SKIPPED.has(name)) walk(path);
      } else if (SOURCE.test(name) && !name.endsWith('.d.ts')) found.push(relative(ROOT, path).replace(/\\/g, '/'));
    }
  };
  for (const folder of folders) walk(join(ROOT, folder));
  return found.sort();
}

/** A relative specifier resolved the way the bundler does (`./x.js` may name `x.ts` or `x.tsx`). */
function resolveRelative(from: string, specifier: string): string {
  const base = resolve(ROOT, dirname(from), specifier);
  const stem = base.replace(/\.(js|mjs)$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts')];
  const hit = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? base;
  return relative(ROOT, hit).replace(/\\/g, '/');
}

function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false; // `import './side-effect.js'` runs the module
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
}

function isTypeOnlyExport(node: ts.ExportDeclaration): boolean {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return clause !== undefined && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly);
}

/** The imports of one file. */
export function importsOf(file: string): ImportEdge[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const edges: ImportEdge[] = [];
  const add = (specifier: string, typeOnly: boolean, dynamic: boolean) => {
    const to = specifier.startsWith('.') ? resolveRelative(file, specifier) : specifier;
    edges.push({ from: file, to, specifier, typeOnly, dynamic });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) add(node.moduleSpecifier.text, isTypeOnlyImport(node), false);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, isTypeOnlyExport(node), false);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) add(argument.text, false, true);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      add(node.argument.literal.text, true, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

/**
 * What loading `entries` runs: their static value imports, followed transitively (type-only imports
 * are erased; a dynamic import is followed only when `dynamic` is true).
 */
export function valueClosure(entries: readonly string[], options: { dynamic?: boolean } = {}): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const edge of importsOf(file)) {
      if (edge.typeOnly || (edge.dynamic && !options.dynamic) || !edge.specifier.startsWith('.') || !SOURCE.test(edge.to)) continue;
      queue.push(edge.to);
    }
  }
  return seen;
}

/** The repository path's folder at a depth: `src/flow/x/y.ts` at 2 is `src/flow`. */
export const folderOf = (path: string, depth = 2): string => path.split('/').slice(0, depth).join('/');
