// The first screen's static import graph (app, search) holds no later step and no engine (option
// check, session, flow, API client, schemas, zod): those load beside it, on demand.
import { describe, expect, it } from 'vitest';
import { importsOf, sourceFiles, valueClosure } from '../testing/import-graph.js';

const LATER_STEPS = [
  'consent-step.tsx',
  'credentials-step.tsx',
  'credential-field.tsx',
  'connecting-step.tsx',
  'mfa-step.tsx',
  'user-action-step.tsx',
  'oauth-step.tsx',
  'success-step.tsx',
  'error-step.tsx',
];

describe('first screen', () => {
  // Static value imports only: `import('...')` is a split point, and type imports are erased.
  const graph = [...valueClosure(['src/ui/app.tsx'])].map((f) => f.replace(/^src\/ui\//, ''));

  it('reaches the search step statically', () => {
    expect(graph).toContain('search-step.tsx');
    expect(graph).toContain('steps/index.ts');
  });

  it.each(LATER_STEPS)('does not reach %s statically', (file) => {
    expect(graph).not.toContain(file);
  });

  it('does not reach any language catalog', () => {
    expect(graph.filter((f) => /i18n\/(pt|en|es)\.ts$/.test(f))).toEqual([]);
  });
});

describe('the hosted page and the element entry', () => {
  const ENGINE = [
    /^src\/api\/z\.ts$/,
    /^src\/api\/schemas\//,
    /^src\/api\/client\.ts$/,
    /^src\/flow\/create-flow\.ts$/,
    /^src\/flow\/later-steps\.ts$/,
    // The option check and the session come with the engine: the first screen reads options unchecked.
    /^src\/embed\/options\.ts$/,
    /^src\/embed\/option-attributes\.ts$/,
    /^src\/embed\/session\/session\.ts$/,
    /^src\/theme\/color\.ts$/,
  ];

  it.each(['src/app/frame-entry.ts', 'src/embed/element-entry.ts'])('%s reaches no engine module statically', (entry) => {
    const graph = [...valueClosure([entry])];
    expect(graph).toContain('src/ui/search-step.tsx');
    expect(graph.filter((file) => ENGINE.some((pattern) => pattern.test(file)))).toEqual([]);
  });

  // The engine holds the flow's later steps; the form's field validation comes on demand with the
  // later views. A static path would fetch those views with the engine, and make the two chunks
  // import each other.
  it('the engine reaches the form’s field validation and the later views only on demand', () => {
    const engine = [...valueClosure(['src/embed/engine.ts', 'src/embed/element-engine.ts', 'src/app/outgoing-checks.ts'])];
    expect(engine).toContain('src/flow/later-steps.ts');
    expect(engine.filter((file) => file.startsWith('src/flow/validation/') || LATER_STEPS.includes(file.replace(/^src\/ui\//, '')))).toEqual([]);
  });

  // zod loads with the engine. No view uses hooks (every one is a class over view.ts or a plain
  // function), so the hooks runtime (1.1 KB gzip) loads nowhere.
  const packages = (entry: string) =>
    new Set(
      [...valueClosure([entry])].flatMap((file) =>
        importsOf(file)
          .filter((edge) => !edge.typeOnly && !edge.dynamic && !edge.specifier.startsWith('.'))
          .map((edge) => edge.specifier),
      ),
    );

  it('the hosted page reaches preact statically, and neither its hooks nor zod', () => {
    const reached = packages('src/app/frame-entry.ts');
    expect(reached).toContain('preact');
    for (const library of ['preact/hooks', 'zod/mini']) expect(reached).not.toContain(library);
  });
});

describe('the widget without hooks', () => {
  // The React wrapper's hooks are React's; tests may use whatever they like.
  const shipped = sourceFiles('src').filter((file) => !/\.test\.tsx?$/.test(file) && !file.startsWith('src/embed/react/'));

  it('no widget source imports preact/hooks, even for types or on demand', () => {
    expect(shipped.length).toBeGreaterThan(100);
    const hooked = shipped.filter((file) => importsOf(file).some((edge) => edge.specifier === 'preact/hooks'));
    expect(hooked).toEqual([]);
  });
});
