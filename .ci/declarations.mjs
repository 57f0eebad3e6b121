// Build step after `tsc -p src/tsconfig.build.json`: the emitted declarations keep the source's
// extensionless relative imports, which only bundler resolution follows. Node's ESM resolution
// (TypeScript's node16/nodenext) needs the file itself, so each specifier gets its `.js` name.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../dist/npm/types', import.meta.url));
const SPECIFIER = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;

function* declarations(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* declarations(path);
    else if (name.endsWith('.d.ts')) yield path;
  }
}

function withExtension(file, specifier) {
  if (/\.(js|json)$/.test(specifier)) return specifier;
  const target = resolve(dirname(file), specifier);
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(target, 'index.d.ts'))) return `${specifier}/index.js`;
  throw new Error(`${file}: cannot resolve "${specifier}"`);
}

let changed = 0;
for (const file of declarations(root)) {
  const text = readFileSync(file, 'utf8');
  const next = text.replace(SPECIFIER, (_all, lead, quote, specifier) => `${lead}${quote}${withExtension(file, specifier)}${quote}`);
  if (next !== text) {
    writeFileSync(file, next);
    changed += 1;
  }
}
console.log(`declarations: relative specifiers given their .js names in ${changed} files`);
