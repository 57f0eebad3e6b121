// A real page build of the stylesheet fixture: Vite's preload helper is in it unless the plugin
// replaces it, and the lazy chunk is still imported on demand either way.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { noPreloadHelperPlugin, withoutUnreadArguments } from './no-preload-helper-plugin.js';

const FIXTURE = fileURLToPath(new URL('./testing/stylesheets/', import.meta.url));
const outDirs: string[] = [];
afterAll(() => Promise.all(outDirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** The page's scripts, all in one string. */
async function builtScripts(plugins: Plugin[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ponte-preload-'));
  outDirs.push(dir);
  await build({
    configFile: false,
    logLevel: 'silent',
    root: FIXTURE,
    base: './',
    plugins,
    build: { outDir: dir, emptyOutDir: true, target: 'es2022', minify: true, modulePreload: false },
  });
  const names = (await readdir(dir, { recursive: true })).filter((name) => name.endsWith('.js'));
  return (await Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')))).join('\n');
}

describe('noPreloadHelperPlugin', () => {
  it("leaves out Vite's preload helper, which the page would otherwise carry though it preloads nothing", async () => {
    const [plain, helped] = await Promise.all([builtScripts([noPreloadHelperPlugin()]), builtScripts([])]);
    expect(helped).toContain('vite:preloadError');
    expect(plain).not.toContain('vite:preloadError');
    expect(plain).not.toContain('modulepreload');
    expect(plain).toMatch(/import\(`\.\/[\w-]+\.js`\)/);
    // The calls pass the import alone: no dependency list, no base.
    expect(helped).toMatch(/,\[\],import\.meta\.url\)/);
    expect(plain).not.toMatch(/\[\],import\.meta\.url|__VITE_PRELOAD__/);
    expect(plain.length).toBeLessThan(helped.length - 500);
  });
});

describe('withoutUnreadArguments', () => {
  it.each([
    ['h(()=>import(`./a.js`),[],import.meta.url)', 'h(()=>import(`./a.js`))'],
    ['h(()=>import("./a.js").then(e=>e.x), [ ], import.meta.url )', 'h(()=>import("./a.js").then(e=>e.x))'],
    ['h(()=>import(`./a.js`),__VITE_PRELOAD__,import.meta.url)', 'h(()=>import(`./a.js`))'],
    // A list of chunks to preload is another thing: left as it is.
    ['h(()=>import(`./a.js`),[`./b.js`],import.meta.url)', 'h(()=>import(`./a.js`),[`./b.js`],import.meta.url)'],
  ])('%s → %s', (code, expected) => {
    expect(withoutUnreadArguments(code)).toBe(expected);
  });
});
