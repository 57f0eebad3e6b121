// The build's compressed copies: which files get .br and .gz beside them, that they decode to the file, and the command's line.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.js';

const run = promisify(execFile);
const SCRIPT = fileURLToPath(new URL('./precompress.ts', import.meta.url));

/** Text that compresses well and is over the 1 KB below which nothing is compressed. */
const text = (start: string, bytes = 4096) => `${start}\n${'const value = "repeated text";\n'.repeat(Math.ceil(bytes / 30))}`;

/** A folder as a build leaves it: text large and small, an image, a source map, nested folders. */
const BUILD: Record<string, string | Uint8Array> = {
  'index.html': text('<!doctype html>'),
  'ponte.js': text('(function(){})();'),
  'assets/index-3f2a9c.js': text('export {};'),
  'assets/module-1a2b3c.mjs': text('export const m = 1;'),
  'assets/style-4d5e6f.css': text('body{margin:0}'),
  'assets/logo.svg': text('<svg xmlns="http://www.w3.org/2000/svg">'),
  'deep/er/data.json': JSON.stringify({ rows: Array.from({ length: 200 }, (_, i) => ({ i, name: 'row' })) }),
  'robots.txt': text('User-agent: *'),
  'tiny.js': 'export {};',
  'almost-256b.css': 'a{}'.repeat(85),
  'assets/index-3f2a9c.js.map': text('{"version":3}'),
  'photo.png': new Uint8Array(8192),
  'already.js.gz': gzipSync(text('gzipped')),
};

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ponte-precompress-'));
  for (const [path, content] of Object.entries(BUILD)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), content);
  }
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('precompress', () => {
  it.each([
    { file: 'index.html', copies: true },
    { file: 'ponte.js', copies: true },
    { file: 'assets/index-3f2a9c.js', copies: true },
    { file: 'assets/module-1a2b3c.mjs', copies: true },
    { file: 'assets/style-4d5e6f.css', copies: true },
    { file: 'assets/logo.svg', copies: true },
    { file: 'deep/er/data.json', copies: true },
    { file: 'robots.txt', copies: true },
    { file: 'tiny.js', copies: false },
    { file: 'almost-256b.css', copies: false },
    { file: 'assets/index-3f2a9c.js.map', copies: false },
    { file: 'photo.png', copies: false },
    { file: 'already.js.gz', copies: false },
  ])('$file: copies $copies', async ({ file, copies }) => {
    const result = await precompress(dir);
    expect(result.files.includes(file)).toBe(copies);
    expect(existsSync(join(dir, `${file}.br`))).toBe(copies);
    expect(existsSync(join(dir, `${file}.gz`))).toBe(copies);
    if (!copies) return;
    const original = await readFile(join(dir, file));
    const br = await readFile(join(dir, `${file}.br`));
    const gz = await readFile(join(dir, `${file}.gz`));
    expect(brotliDecompressSync(br).equals(original)).toBe(true);
    expect(gunzipSync(gz).equals(original)).toBe(true);
    expect(br.byteLength).toBeLessThan(original.byteLength / 4);
    expect(gz.byteLength).toBeLessThan(original.byteLength / 4);
  });

  it('gives the same copies when run again, never copies of copies', async () => {
    const first = await precompress(dir);
    const second = await precompress(dir);
    expect(second.files).toEqual(first.files);
    expect(existsSync(join(dir, 'index.html.br.br'))).toBe(false);
    expect(existsSync(join(dir, 'index.html.gz.gz'))).toBe(false);
  });

  it.each([
    { change: 'no longer compresses', content: () => new Uint8Array(4096).map(() => Math.floor(Math.random() * 256)) },
    { change: 'is now under 256 bytes', content: () => 'export {};' },
  ])('removes the older copies of a file that $change, so they are never sent stale', async ({ content }) => {
    await precompress(dir);
    await writeFile(join(dir, 'ponte.js'), content());
    const result = await precompress(dir);
    expect(result.files).not.toContain('ponte.js');
    expect(existsSync(join(dir, 'ponte.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'ponte.js.gz'))).toBe(false);
  });
});

describe('the command', () => {
  it('compresses the folder it is given and says how many files in one line', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', SCRIPT, dir]);
    expect(stdout.trim().split('\n')).toHaveLength(1);
    expect(stdout).toMatch(/^precompress: 8 files in .+ given \.br and \.gz copies/);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
  });

  it('leaves the subfolders named after --except without copies', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', SCRIPT, dir, '--except', 'deep', 'assets']);
    expect(stdout).toMatch(/^precompress: 3 files in /);
    expect(existsSync(join(dir, 'deep/er/data.json.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets/index-3f2a9c.js.gz'))).toBe(false);
    expect(existsSync(join(dir, 'ponte.js.br'))).toBe(true);
  });

  it('says how to call it when no folder is given', async () => {
    await expect(run(process.execPath, ['--import', 'tsx', SCRIPT])).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('usage') });
  });
});
