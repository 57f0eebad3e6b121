// The size check's reading of built files: which files a page starts with and what they import.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageScripts, sizeOf, staticClosure } from './size-check.js';

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

describe('pageScripts', () => {
  it('names the module scripts a page starts with, not its preloads', () => {
    const html = '<script type="module" crossorigin src="./assets/index.js"></script><link rel="modulepreload" href="./assets/later.js">';
    expect(pageScripts(html, '/app/index.html')).toEqual([join('/app', 'assets/index.js')]);
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
