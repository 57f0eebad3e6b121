// Real builds of a small fixture (testing/stylesheets/): each chunk carries the CSS of its own
// modules and registers it when it runs; no CSS file, and no reference to one, is left behind.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, type InlineConfig } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineCssPlugin } from './inline-css-plugin.js';

const FIXTURE = fileURLToPath(new URL('./testing/stylesheets/', import.meta.url));
const REGISTRY = join(FIXTURE, 'registry.ts');

/** What the fixture's global rules say, one marker per module. */
const MARKER = { shared: '.fixture-shared', first: '.fixture-first', lazy: '.fixture-lazy' } as const;

const outDirs: string[] = [];
afterAll(() => Promise.all(outDirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** Builds the fixture into a fresh folder and answers every file written there, by name. */
async function buildFixture(config: InlineConfig): Promise<{ dir: string; files: Map<string, string> }> {
  const dir = await mkdtemp(join(tmpdir(), 'ponte-css-'));
  outDirs.push(dir);
  await build({
    configFile: false,
    logLevel: 'silent',
    root: FIXTURE,
    base: './',
    plugins: [vanillaExtractPlugin({ identifiers: 'short' }), inlineCssPlugin(REGISTRY)],
    ...config,
    // Minified, as the project's builds ship, and with a CSS file per chunk unless the plugin intervenes.
    build: { outDir: dir, emptyOutDir: true, target: 'es2022', minify: true, cssCodeSplit: true, ...config.build },
  });
  const names = (await readdir(dir, { recursive: true })).filter((name) => /\.\w+$/.test(name));
  return { dir, files: new Map(await Promise.all(names.map(async (name) => [name, await readFile(join(dir, name), 'utf8')] as const))) };
}

const chunkWith = (files: Map<string, string>, text: string) => [...files].filter(([name, code]) => name.endsWith('.js') && code.includes(text));

const expectNoCssFile = (files: Map<string, string>) => {
  expect([...files.keys()].filter((name) => name.endsWith('.css'))).toEqual([]);
  // Vite's preload helper still knows CSS as a kind of file; no file names one, nor links one.
  for (const [name, text] of files) expect(text, name).not.toMatch(/[\w-]\.css["'`?]|<link[^>]*stylesheet/);
};

describe('the hosted page build', () => {
  // With or without Vite's preload helper (`build.modulePreload: false` drops it).
  it.each([['with'], ['without']])('gives each chunk its own CSS, %s module preloads', async (preloads) => {
    const { files } = await buildFixture({
      build: { modulePreload: preloads === 'with' ? { polyfill: false } : false, rolldownOptions: { input: join(FIXTURE, 'index.html') } },
    });
    expectNoCssFile(files);
    const [entry, ...others] = chunkWith(files, MARKER.first);
    expect(others).toEqual([]);
    const [lazy] = chunkWith(files, MARKER.lazy);
    if (!entry || !lazy) throw new Error('the build lost a stylesheet');
    expect(lazy[0]).not.toBe(entry[0]);
    expect(entry[1]).toContain(MARKER.shared);
    expect(entry[1]).not.toContain(MARKER.lazy);
    expect(lazy[1]).not.toContain(MARKER.shared);
    expect(files.get('index.html')).toContain(`src="./${entry[0]}"`);
  });

  it('refuses a page that links a stylesheet: the build ships no CSS file', async () => {
    const page = join(FIXTURE, 'linked-page.html');
    await expect(buildFixture({ build: { rolldownOptions: { input: page } } })).rejects.toThrow(/ships no CSS file/);
  });
});

describe('the package build', () => {
  it('registers the first screen’s CSS when the entry runs, and the lazy chunk’s, after it, when that runs', async () => {
    const { dir, files } = await buildFixture({
      build: {
        lib: { entry: join(FIXTURE, 'entry.ts'), formats: ['es'], fileName: 'entry' },
        rolldownOptions: { preserveEntrySignatures: 'strict', output: { minify: true, comments: false } },
      },
    });
    expectNoCssFile(files);
    const fixture: { registered: string[]; loadLazy: () => Promise<unknown> } = await import(pathToFileURL(join(dir, 'entry.js')).href);
    const marked = () => fixture.registered.map((css) => Object.values(MARKER).filter((marker) => css.includes(marker)));
    expect(marked()).toEqual([[MARKER.shared], [MARKER.first]]);
    await fixture.loadLazy();
    expect(marked()).toEqual([[MARKER.shared], [MARKER.first], [MARKER.lazy]]);
  });
});
