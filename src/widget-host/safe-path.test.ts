// resolveInside: request paths map to files under the served folder and never outside it.
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveInside } from './safe-path.js';

const root = resolve('/srv/app');

describe('resolveInside', () => {
  it.each([
    { path: '/index.html', file: join(root, 'index.html') },
    { path: '/assets/index-3f2a.js', file: join(root, 'assets', 'index-3f2a.js') },
    { path: '/assets//a%20b.css', file: join(root, 'assets', 'a b.css') },
  ])('maps $path inside the folder', ({ path, file }) => {
    expect(resolveInside(root, path)).toBe(file);
  });

  it.each([
    '/',
    '/../package.json',
    '/%2e%2e/package.json',
    '/assets/..%2f..%2fpackage.json',
    '/..%5cpackage.json',
    '/a%00.js',
    '/.env',
    '/assets/.git/config',
    '/%E0%A4%A',
  ])('refuses %s', (path) => {
    expect(resolveInside(root, path)).toBeNull();
  });
});
