// A real library build of two entries sharing a module: without the plugin they import a shared
// chunk; with it, the chosen entry holds its own copy and imports nothing, the other is as before.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { ownCopiesPlugin } from './own-copies-plugin.js';

const fixture = (name: string) => fileURLToPath(new URL(`./testing/own-copies/${name}`, import.meta.url));
const FIRST = fixture('first.ts');
const outDirs: string[] = [];
afterAll(() => Promise.all(outDirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** Each built file's text by its name. */
async function built(plugins: Plugin[]): Promise<Record<string, string>> {
  const dir = await mkdtemp(join(tmpdir(), 'ponte-own-copies-'));
  outDirs.push(dir);
  await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    plugins,
    build: {
      lib: { entry: { first: FIRST, second: fixture('second.ts') }, formats: ['es'] },
      outDir: dir,
      emptyOutDir: true,
      minify: false,
    },
  });
  const names = (await readdir(dir)).filter((name) => name.endsWith('.js'));
  return Object.fromEntries(await Promise.all(names.map(async (name) => [name, await readFile(join(dir, name), 'utf8')])));
}

describe('ownCopiesPlugin', () => {
  it('gives the chosen entry its own copy of what it shares, so it ships as one file', async () => {
    const [shared, own] = await Promise.all([built([]), built([ownCopiesPlugin(FIRST)])]);
    expect(Object.keys(shared)).toHaveLength(3);
    expect(shared['first.js']).toMatch(/from ["']\.\/shared-[\w-]+\.js["']/);

    expect(Object.keys(own).sort()).toEqual(['first.js', 'second.js']);
    for (const file of Object.values(own)) {
      expect(file).not.toMatch(/\bimport\b/);
      expect(file).toContain('shared by ');
    }
  });
});
