// Which browser-only globals a set of files uses: every name they reach that only the DOM library
// declares (window, document, localStorage, HTMLElement…), found by TypeScript's checker.
import { join } from 'node:path';
import ts from 'typescript';
import { ROOT } from './import-graph.js';

/**
 * Declared by the DOM library but present in every JavaScript runtime the widget's logic may run
 * in (Node, workers): using these is not touching the DOM.
 */
const PLATFORM = new Set([
  'AbortController',
  'atob',
  'btoa',
  'AbortSignal',
  'clearTimeout',
  'console',
  'crypto',
  'DOMException',
  'Event',
  'EventTarget',
  'fetch',
  'Headers',
  'performance',
  'queueMicrotask',
  'Request',
  'RequestInit',
  'Response',
  'setTimeout',
  'structuredClone',
  'TextDecoder',
  'TextEncoder',
  'URL',
  'URLSearchParams',
]);

export type DomUse = { file: string; line: number; name: string };

/** Every use of a DOM-only global in `files` (repository paths), with the browser program's settings. */
export function domGlobalsIn(files: readonly string[]): DomUse[] {
  const config = ts.readConfigFile(join(ROOT, 'tsconfig.browser.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const program = ts.createProgram(
    files.map((file) => join(ROOT, file)),
    { ...options, noEmit: true },
  );
  const checker = program.getTypeChecker();
  const isDomOnly = (symbol: ts.Symbol | undefined): boolean =>
    symbol?.declarations !== undefined &&
    symbol.declarations.length > 0 &&
    symbol.declarations.every((declaration) => /[\\/]lib\.dom(\.iterable)?\.d\.ts$/.test(declaration.getSourceFile().fileName));

  const uses: DomUse[] = [];
  for (const file of files) {
    const source = program.getSourceFile(join(ROOT, file));
    if (!source) continue;
    const visit = (node: ts.Node, parent: ts.Node | undefined): void => {
      // A property name (`x.window`) is not a global; only free identifiers are.
      const isMemberName = parent !== undefined && ts.isPropertyAccessExpression(parent) && parent.name === node;
      if (ts.isIdentifier(node) && !isMemberName && !PLATFORM.has(node.text) && isDomOnly(checker.getSymbolAtLocation(node))) {
        uses.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, name: node.text });
      }
      ts.forEachChild(node, (child) => visit(child, node));
    };
    visit(source, undefined);
  }
  return uses;
}
