// The layers of ARCHITECTURE.md, kept: each rule reads the import graph (type-only imports
// included where a rule says so) and names every import that breaks it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { domGlobalsIn } from './testing/dom-globals.js';
import { type ImportEdge, importsOf, ROOT, sourceFiles, valueClosure } from './testing/import-graph.js';

/** The files a build or a page loads directly (vite.config.ts, the hosted page): not helpers, whoever imports them. */
const ENTRIES = new Set([
  ...[...readFileSync(join(ROOT, 'vite.config.ts'), 'utf8').matchAll(/'\.\/(src\/[^']+\.tsx?)'/g)].map((m) => m[1]),
  ...[...readFileSync(join(ROOT, 'src/app/index.html'), 'utf8').matchAll(/<script[^>]*src="\.\/([^"]+)"/g)].map((m) => `src/app/${m[1]}`),
]);

// The sandbox's load suite (`npm run test:hostile`) is test code too, run as a script.
const isTest = (path: string) => /\.test\.tsx?$/.test(path) || path.includes('/testing/') || path.startsWith('demo/sandbox/load/');
const under = (path: string, ...folders: string[]) => folders.some((folder) => path === folder || path.startsWith(`${folder}/`));
const show = (edges: readonly ImportEdge[]) => edges.map((e) => `${e.from} → ${e.specifier}${e.typeOnly ? ' (type)' : ''}`);

const SRC = sourceFiles('src');
const DEMO = sourceFiles('demo');
const edgesOf = (files: readonly string[]) => files.flatMap(importsOf);
const SRC_EDGES = edgesOf(SRC);
const DEMO_EDGES = edgesOf(DEMO);
const intoSrc = (edge: ImportEdge) => under(edge.to, 'src');

/** One rule per row: the imports it forbids, from the files it governs (tests included unless said). */
const RULES: { rule: string; broken: () => ImportEdge[] }[] = [
  {
    rule: 'src/api imports nothing else in src',
    broken: () => SRC_EDGES.filter((e) => under(e.from, 'src/api') && !isTest(e.from) && intoSrc(e) && !under(e.to, 'src/api')),
  },
  {
    rule: 'src/state and src/brazil import nothing else in src',
    broken: () =>
      SRC_EDGES.filter(
        (e) => under(e.from, 'src/state', 'src/brazil') && intoSrc(e) && !under(e.to, e.from.startsWith('src/state/') ? 'src/state' : 'src/brazil'),
      ),
  },
  {
    rule: 'src/contract imports only the contract, the interface’s value lists, and types of the API schemas',
    broken: () =>
      SRC_EDGES.filter(
        (e) =>
          under(e.from, 'src/contract') &&
          !isTest(e.from) &&
          intoSrc(e) &&
          !under(e.to, 'src/contract') &&
          e.to !== 'src/api/enums.ts' &&
          !(e.typeOnly && under(e.to, 'src/api/schemas')),
      ),
  },
  {
    rule: 'src/flow imports only src/api, src/brazil, src/contract and src/state',
    broken: () =>
      SRC_EDGES.filter(
        (e) => under(e.from, 'src/flow') && intoSrc(e) && !under(e.to, 'src/flow', 'src/api', 'src/brazil', 'src/contract', 'src/state'),
      ),
  },
  {
    rule: 'src/ui never imports src/embed or src/app',
    broken: () => SRC_EDGES.filter((e) => under(e.from, 'src/ui') && under(e.to, 'src/embed', 'src/app')),
  },
  {
    rule: 'src/i18n does not import src/flow',
    broken: () => SRC_EDGES.filter((e) => under(e.from, 'src/i18n') && under(e.to, 'src/flow')),
  },
  {
    rule: 'the host runtime, the loader and the npm entries import the contract, never src/flow or the API schemas',
    broken: () =>
      SRC_EDGES.filter(
        (e) =>
          under(e.from, 'src/embed/host', 'src/embed/loader', 'src/embed/sdk', 'src/embed/react') &&
          !isTest(e.from) &&
          under(e.to, 'src/flow', 'src/api/schemas'),
      ),
  },
  {
    rule: 'src/pay imports only src/api, src/brazil, src/contract, src/i18n, src/state, src/theme and src/ui, never src/flow, src/embed or src/app',
    broken: () =>
      SRC_EDGES.filter(
        (e) =>
          under(e.from, 'src/pay') &&
          intoSrc(e) &&
          !under(e.to, 'src/pay', 'src/api', 'src/brazil', 'src/contract', 'src/i18n', 'src/state', 'src/theme', 'src/ui'),
      ),
  },
  {
    rule: 'nothing else in src imports src/pay (tests included)',
    broken: () => SRC_EDGES.filter((e) => under(e.to, 'src/pay') && !under(e.from, 'src/pay')),
  },
  {
    rule: 'the widget host program and the browser layers import nothing of each other (tests included)',
    broken: () => SRC_EDGES.filter((e) => intoSrc(e) && under(e.from, 'src/widget-host') !== under(e.to, 'src/widget-host')),
  },
  {
    rule: 'the widget host program imports only its own files and Node’s built-ins: it runs from the package with no dependency',
    broken: () =>
      SRC_EDGES.filter(
        (e) => under(e.from, 'src/widget-host') && !isTest(e.from) && !e.specifier.startsWith('.') && !e.specifier.startsWith('node:'),
      ),
  },
  {
    rule: 'src never imports demo (tests included)',
    broken: () => SRC_EDGES.filter((e) => under(e.to, 'demo')),
  },
  {
    rule: 'demo imports only src/api, src/brazil, src/contract and the widget host program from src (tests included); the widget itself through the package’s names',
    broken: () => DEMO_EDGES.filter((e) => intoSrc(e) && !under(e.to, 'src/api', 'src/brazil', 'src/contract', 'src/widget-host')),
  },
  {
    rule: 'test helpers live in a testing/ folder, and only tests import them',
    broken: () => {
      const edges = [...SRC_EDGES, ...DEMO_EDGES].filter((e) => e.specifier.startsWith('.'));
      const importers = new Map<string, string[]>();
      for (const e of edges) importers.set(e.to, [...(importers.get(e.to) ?? []), e.from]);
      const helpersOutside = [...importers].filter(([file, from]) => !isTest(file) && !ENTRIES.has(file) && from.every(isTest)).map(([file]) => file);
      return [...edges.filter((e) => helpersOutside.includes(e.to)), ...edges.filter((e) => e.to.includes('/testing/') && !isTest(e.from))];
    },
  },
];

describe('layers', () => {
  it.each(RULES)('$rule', ({ broken }) => {
    expect(show(broken())).toEqual([]);
  });

  it('the host runtime, the loader and the npm entries load no flow and no API schema, even indirectly', () => {
    const entries = ['src/embed/loader/ponte-loader.ts', 'src/embed/loader/host-runtime.ts', 'src/embed/sdk/index.ts', 'src/embed/react/index.ts'];
    const loaded = [...valueClosure(entries)].filter((file) => under(file, 'src/flow', 'src/api/schemas'));
    expect(loaded).toEqual([]);
  });

  it('the payer page’s flow touches no DOM global (it runs, and is tested, without a browser)', () => {
    const flow = [
      'src/pay/pay-flow.ts',
      'src/pay/intent-outcome.ts',
      'src/pay/tax-number.ts',
      'src/state/cell.ts',
      'src/brazil/tax-number.ts',
      'src/pay/lazy-payer-api.ts',
    ];
    expect(domGlobalsIn(flow).map((use) => `${use.file}:${use.line} ${use.name}`)).toEqual([]);
  });

  it('src/flow touches no DOM global (it runs, and is tested, without a browser)', () => {
    const flow = SRC.filter((file) => under(file, 'src/flow') && !isTest(file));
    expect(domGlobalsIn(flow).map((use) => `${use.file}:${use.line} ${use.name}`)).toEqual([]);
  });
});
