// The size check (`npm run size`, part of `npm test` once every budget holds): measures what the
// build wrote to dist/, each file compressed on its own as a server sends it (gzip level 9 and
// brotli at its best), and holds it to the performance budgets. Prints one table.
//
// What each line counts:
// - loader: dist/ponte.js, the script tag's file.
// - host runtime: dist/app/ponte-host.js and what it imports statically (declared buttons are a
//   chunk of their own, fetched only by pages that have some, shown on its own line).
// - npm `ponte`: dist/npm/index.js and its static imports.
// - widget first screen: the hosted page (index.html), its entry script and everything that
//   script imports statically (CSS is inlined into the JS), and the default language's catalog:
//   what must arrive before the search can be shown. The engine (flow, API client, schemas) loads
//   beside it and is not counted here.
// - widget, everything: every file of the hosted page but the other languages' catalogs (a page
//   loads one) and the host side's files.
// - largest chunk: the biggest single file of the widget.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const KB = 1024;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'dist');
const APP = join(DIST, 'app');

export type Size = { raw: number; gzip: number; brotli: number };

export function sizeOf(bytes: Uint8Array): Size {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    }).length,
  };
}

const STATIC_IMPORT = /(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.m?js)["']/g;

/** The file and every file it imports statically, transitively (dynamic `import()` is a split point). */
export function staticClosure(file: string, read: (path: string) => string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  for (const [, specifier] of read(file).matchAll(STATIC_IMPORT)) {
    if (specifier?.startsWith('.')) staticClosure(join(dirname(file), specifier), read, into);
  }
  return into;
}

/** The module scripts a page starts with (not its preloads: those are fetched, not all needed). */
export function pageScripts(html: string, page: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].flatMap(([, src]) => (src ? [join(dirname(page), src)] : []));
}

type Line = { label: string; files: string[]; budget?: number };

function main(): void {
  for (const needed of [join(DIST, 'ponte.js'), join(APP, 'index.html'), join(APP, 'ponte-host.js'), join(DIST, 'npm', 'index.js')]) {
    if (!existsSync(needed)) {
      console.error(`size check: ${relative(ROOT, needed)} is missing; run \`npm run build\` first`);
      process.exit(1);
    }
  }
  const read = (path: string) => readFileSync(path, 'utf8');
  const sizes = new Map<string, Size>();
  const size = (path: string) => {
    const known = sizes.get(path) ?? sizeOf(readFileSync(path));
    sizes.set(path, known);
    return known;
  };

  const assets = readdirSync(join(APP, 'assets')).filter((name) => /\.(m?js|css)$/.test(name));
  const asset = (prefix: string) => assets.filter((name) => name.startsWith(`${prefix}-`)).map((name) => join(APP, 'assets', name));
  const [catalog] = asset('pt');
  if (!catalog) throw new Error('no pt catalog chunk in dist/app/assets: the catalogs are expected to be lazy chunks');
  const otherCatalogs = new Set([...asset('en'), ...asset('es')]);

  const host = staticClosure(join(APP, 'ponte-host.js'), read);
  const buttons = new Set(asset('bind-buttons'));
  const page = join(APP, 'index.html');
  const firstScreen = new Set([page, catalog]);
  for (const script of pageScripts(read(page), page)) staticClosure(script, read, firstScreen);
  const widget = [page, ...assets.map((name) => join(APP, 'assets', name)).filter((file) => !otherCatalogs.has(file) && !buttons.has(file))];
  const largest = widget.reduce((big, file) => (size(file).gzip > size(big).gzip ? file : big));

  const lines: Line[] = [
    { label: 'loader (dist/ponte.js)', files: [join(DIST, 'ponte.js')], budget: 1 * KB },
    { label: 'host runtime (ponte-host.js)', files: [...host], budget: 5 * KB },
    { label: 'declared buttons (lazy)', files: [...buttons] },
    { label: 'npm `ponte` entry', files: [...staticClosure(join(DIST, 'npm', 'index.js'), read)], budget: 5 * KB },
    { label: 'widget first screen', files: [...firstScreen], budget: 16 * KB },
    { label: 'widget, everything', files: widget, budget: 45 * KB },
    { label: `largest chunk (${basename(largest)})`, files: [largest], budget: 20 * KB },
  ];

  const kb = (bytes: number) => `${(bytes / KB).toFixed(2)} KB`;
  const rows = lines.map(({ label, files, budget }) => {
    const total = files.reduce(
      (sum, file) => ({ raw: sum.raw + size(file).raw, gzip: sum.gzip + size(file).gzip, brotli: sum.brotli + size(file).brotli }),
      {
        raw: 0,
        gzip: 0,
        brotli: 0,
      },
    );
    const verdict =
      budget === undefined
        ? ''
        : total.gzip <= budget && total.brotli <= budget
          ? 'ok'
          : `OVER by ${kb(Math.max(total.gzip, total.brotli) - budget)}`;
    return { label, total, budget, verdict };
  });

  const header = ['', 'raw', 'gzip', 'brotli', 'budget', ''];
  const table = [
    header,
    ...rows.map((r) => [r.label, kb(r.total.raw), kb(r.total.gzip), kb(r.total.brotli), r.budget === undefined ? '' : kb(r.budget), r.verdict]),
  ];
  const widths = header.map((_, column) => Math.max(...table.map((row) => (row[column] ?? '').length)));
  for (const row of table)
    console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  '));
  console.log('\nwidget first screen:');
  for (const file of firstScreen) console.log(`  ${relative(DIST, file).padEnd(40)} ${kb(size(file).gzip).padStart(10)} gzip`);

  const over = rows.filter((r) => r.verdict.startsWith('OVER'));
  if (over.length > 0) {
    console.error(`\nsize check failed: ${over.map((r) => r.label).join(', ')} over budget (see the table above)`);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
