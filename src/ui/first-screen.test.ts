// The first screen's static import graph (app, search) holds no later step: those load on demand.
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
// Static imports and re-exports only; `import('...')` is a split point and is not followed.
const STATIC_IMPORT = /^\s*(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]/gm;

function resolveModule(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec.replace(/\.js$/, ''));
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop();
    if (!file || seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const spec = match[1];
      if (match[0].trimStart().startsWith('import type') || match[0].trimStart().startsWith('export type')) continue;
      const next = spec ? resolveModule(file, spec) : null;
      if (next) queue.push(next);
    }
  }
  return seen;
}

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
  const graph = [...staticGraph(join(here, 'app.tsx'))].map((f) => f.slice(here.length + 1));

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
