// What the demo's build is made from, as one hash: every file the builds read, by path and content.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Folders and files the builds read (package.json names the steps; the lockfile the tools). */
export const BUILD_INPUTS = [
  'src',
  'public',
  'build',
  'demo/merchant/spa',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.base.json',
  'tsconfig.json',
];

const SKIPPED = new Set(['node_modules', 'dist']);

function filesUnder(path: string): string[] {
  let stat: ReturnType<typeof statSync>;
  try {
    stat = statSync(path);
  } catch {
    return [];
  }
  if (!stat.isDirectory()) return [path];
  return readdirSync(path)
    .filter((name) => !SKIPPED.has(name))
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

/** Changes when any input file is added, removed, renamed or edited; not when only its time changes. */
export function sourceFingerprint(root: string, inputs: readonly string[] = BUILD_INPUTS): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(join(root, input)))) {
    hash.update(relative(root, file).replaceAll('\\', '/'));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}
