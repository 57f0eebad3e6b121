// The bundler's runtime helper moved into the entry: the lazy chunks that used it still work, and
// no file names the runtime chunk any more.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mergeRuntimeIntoEntry } from './runtime-into-entry-plugin.js';

const RUNTIME = `var e=Object.defineProperty,r=(r,t)=>{let o={};for(var a in r)e(o,a,{get:r[a],enumerable:!0});return t||e(o,Symbol.toStringTag,{value:"Module"}),o};export{r as t};`;
const FIRST = 'var e=2;const lazy=()=>import("./engine-B.js").then(e=>e.n);export{e as a,lazy as l};';
const ENGINE =
  'import{t as e}from"./rolldown-runtime-C.js";import{a as t}from"./first-A.js";var n=e({double:()=>r});function r(n){return n*t}export{n};';

const chunk = (fileName: string, name: string, code: string, imports: string[]) => ({ type: 'chunk' as const, fileName, name, code, imports });

function bundle() {
  return {
    'assets/first-A.js': chunk('assets/first-A.js', 'first', FIRST, []),
    'assets/engine-B.js': chunk('assets/engine-B.js', 'engine', ENGINE, ['assets/first-A.js', 'assets/rolldown-runtime-C.js']),
    'assets/rolldown-runtime-C.js': chunk('assets/rolldown-runtime-C.js', 'rolldown-runtime', RUNTIME, []),
    'index.html': { type: 'asset' as const, fileName: 'index.html' },
  };
}

describe('mergeRuntimeIntoEntry', () => {
  it('leaves the lazy chunk working from the entry alone, and the runtime chunk out', async () => {
    const files = bundle();
    expect(mergeRuntimeIntoEntry(files, 'first')).toBe(true);
    expect(Object.keys(files)).toEqual(['assets/first-A.js', 'assets/engine-B.js', 'index.html']);
    const engine = files['assets/engine-B.js'];
    expect(engine.code).not.toContain('rolldown-runtime');
    expect(engine.imports).toEqual(['assets/first-A.js']);

    const dir = mkdtempSync(join(tmpdir(), 'runtime-'));
    for (const file of [files['assets/first-A.js'], engine]) writeFileSync(join(dir, file.fileName.replace('assets/', '')), file.code);
    const first = (await import(pathToFileURL(join(dir, 'first-A.js')).href)) as { l(): Promise<{ double(n: number): number }> };
    const namespace = await first.l();
    expect(namespace.double(21)).toBe(42);
    expect(Object.prototype.toString.call(namespace)).toBe('[object Module]');
  });

  it('does nothing to a bundle without a runtime chunk', () => {
    const files = bundle();
    const { 'assets/rolldown-runtime-C.js': _runtime, ...rest } = files;
    expect(mergeRuntimeIntoEntry(rest, 'first')).toBe(false);
    expect(rest['assets/first-A.js'].code).toBe(FIRST);
  });

  it('refuses a bundle whose entry chunk it cannot find', () => {
    expect(() => mergeRuntimeIntoEntry(bundle(), 'start')).toThrow(/no "start" chunk/);
  });
});
