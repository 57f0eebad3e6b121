// The size check: which files a page starts with and what they import, and how a line is judged.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageScripts, pageStyles, sentSizeOf, sizeOf, staticClosure, verdictOf } from './size-check.js';

const FILES: Record<string, string> = {
  '/app/assets/index.js': 'import{a as e}from"./shared.js";import"./side.js";const x=()=>import(`./later.js`);export{e};',
  '/app/assets/shared.js': 'export const a=1;',
  '/app/assets/side.js': 'import{a}from"./shared.js";console.log(a)',
  '/app/assets/later.js': 'import{a}from"./index.js";export const b=a',
};
const read = (path: string) => {
  const text = FILES[path];
  if (text === undefined) throw new Error(`no file ${path}`);
  return text;
};

describe('staticClosure', () => {
  it('follows static imports and side-effect imports, never a dynamic import()', () => {
    expect([...staticClosure('/app/assets/index.js', read)].sort()).toEqual(['/app/assets/index.js', '/app/assets/shared.js', '/app/assets/side.js']);
  });
});

describe('sentSizeOf', () => {
  it('measures a file by the precompressed copies the server sends, and computes what has none', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ponte-size-'));
    try {
      const text = 'export const value = "repeated text";\n'.repeat(100);
      writeFileSync(join(dir, 'served.js'), text);
      writeFileSync(join(dir, 'served.js.gz'), new Uint8Array(123));
      writeFileSync(join(dir, 'served.js.br'), new Uint8Array(45));
      writeFileSync(join(dir, 'bundled.js'), text);
      expect(sentSizeOf(join(dir, 'served.js'))).toEqual({ raw: text.length, gzip: 123, brotli: 45 });
      expect(sentSizeOf(join(dir, 'bundled.js'))).toEqual(sizeOf(Buffer.from(text)));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('pageScripts', () => {
  it.each([
    ['quoted', '<script type="module" crossorigin src="./assets/index.js"></script><link rel="modulepreload" href="./assets/later.js">'],
    [
      'unquoted, as the build writes it',
      '<script type=module crossorigin src=./assets/index.js></script><link rel=modulepreload href=./assets/later.js>',
    ],
  ])('names the module scripts a page starts with, not its preloads (%s)', (_how, html) => {
    expect(pageScripts(html, '/app/index.html')).toEqual([join('/app', 'assets/index.js')]);
  });
});

describe('pageStyles', () => {
  it.each([
    ['quoted', '<link rel="stylesheet" crossorigin href="./assets/style.css"><link rel="modulepreload" href="./assets/later.js">'],
    ['unquoted, as the build writes it', '<link rel=stylesheet crossorigin href=./assets/style.css><link rel=modulepreload href=./assets/later.js>'],
  ])('names the stylesheets a page links, not its preloads (%s)', (_how, html) => {
    expect(pageStyles(html, '/app/pay/index.html')).toEqual([join('/app/pay', 'assets/style.css')]);
  });
});

describe('sizeOf', () => {
  it('measures the raw bytes and both compressions, which shrink repetitive text', () => {
    const size = sizeOf(new TextEncoder().encode('ponte '.repeat(500)));
    expect(size.raw).toBe(3000);
    expect(size.gzip).toBeLessThan(200);
    expect(size.brotli).toBeLessThan(200);
  });
});

describe('verdictOf', () => {
  const size = (gzip: number, brotli = gzip) => ({ raw: gzip * 3, gzip, brotli });
  it.each([
    { case: 'within budget', total: size(900), budget: 1024, ceiling: undefined, pass: true, text: 'ok' },
    { case: 'a line without a budget', total: size(9000), budget: undefined, ceiling: undefined, pass: true, text: '' },
    { case: 'over budget, no ceiling', total: size(2048), budget: 1024, ceiling: undefined, pass: false, text: 'OVER by 1.00 KB' },
    { case: 'over budget, under its ceiling', total: size(2048), budget: 1024, ceiling: 2100, pass: true, text: 'within its ceiling' },
    { case: 'over budget, above its ceiling', total: size(2200), budget: 1024, ceiling: 2100, pass: false, text: 'above its ceiling' },
    { case: 'brotli alone over the budget', total: size(1000, 1100), budget: 1024, ceiling: undefined, pass: false, text: 'OVER by' },
  ])('$case: passes = $pass', ({ total, budget, ceiling, pass, text }) => {
    const verdict = verdictOf(total, budget, ceiling);
    expect(verdict.pass).toBe(pass);
    expect(verdict.text).toContain(text);
  });
});
