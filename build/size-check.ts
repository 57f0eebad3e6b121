// The size check (`npm run size`, part of `npm test`): measures what the build wrote to dist/, each
// file compressed on its own as a server sends it, and holds it to the performance budgets. Prints
// one table. A file the build gave precompressed copies (build/precompress.ts: Zopfli gzip, brotli
// at its best), which the widget host sends as they are, is measured by those copies; any other
// (the npm package's files, which merchants' own servers compress) by zlib's best gzip and brotli.
//
// A line still over its budget is held to its ceiling in build/size-ceilings.json instead, the size
// it had when the ceiling was written (`npm run size -- --write-ceilings`): it may shrink until it
// meets the budget and its ceiling goes; a ceiling is raised only by the commit that needs it.
//
// What each line counts:
// - loader: dist/ponte.js, the script tag's file.
// - host runtime: dist/app/ponte-host.js and what it imports statically (declared buttons are a
//   chunk of their own, fetched only by pages that have some, shown on its own line).
// - npm `ponte`: dist/npm/index.js and its static imports.
// - widget first screen: the hosted page (index.html), its entry script and everything that
//   script imports statically (its CSS and the search screen's copy in every language are inside):
//   what must arrive before the search can be shown. The engine (option check, session, flow, API
//   client, schemas) and the rest of the catalog load beside it and are not counted here.
// - widget, everything: every file of the hosted page but the other languages' catalogs (a page
//   loads one) and the host side's files.
// - largest chunk: the biggest single file of the widget.
// - payer page first screen: the payer page (pay/index.html), its entry script with everything that
//   script imports statically, and its stylesheet: what must arrive before the page can paint. The
//   payer API's client (with zod), the later steps and the English or Spanish copy load beside it.
// - payer page, everything: pay/index.html and every file of pay/assets, with one language besides
//   the Portuguese of the first screen (the larger of English and Spanish): what one payer can load,
//   in either mode (a payment, or a preauthorization offer, whose chunk only an offer loads).
//   The widget's lines count dist/app/assets only, so the payer page never moves them.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
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

/** The file as a server sends it: its precompressed copies where the build wrote them, else computed. */
export function sentSizeOf(path: string): Size {
  const computed = sizeOf(readFileSync(path));
  const copy = (suffix: string, otherwise: number) => (existsSync(`${path}${suffix}`) ? readFileSync(`${path}${suffix}`).length : otherwise);
  return { raw: computed.raw, gzip: copy('.gz', computed.gzip), brotli: copy('.br', computed.brotli) };
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
  // Values quoted or not: the built page leaves out the quotes a value does not need.
  return [...html.matchAll(/<script\b[^>]*\btype="?module\b"?[^>]*\bsrc=("[^"]+"|[^\s>]+)/g)].flatMap(([, src]) =>
    src ? [join(dirname(page), src.replace(/^"|"$/g, ''))] : [],
  );
}

/** The stylesheets a page links (the payer page's one file of CSS; the widget's CSS is in its scripts). */
export function pageStyles(html: string, page: string): string[] {
  return [...html.matchAll(/<link\b[^>]*\brel="?stylesheet\b"?[^>]*\bhref=("[^"]+"|[^\s>]+)/g)].flatMap(([, href]) =>
    href ? [join(dirname(page), href.replace(/^"|"$/g, ''))] : [],
  );
}

type Line = { id: string; label: string; files: string[]; budget?: number };

/** Bytes, gzip and brotli alike, a line still over budget may not exceed. */
export type Ceilings = Record<string, number>;

export type Verdict = { pass: boolean; text: string };

const kb = (bytes: number) => `${(bytes / KB).toFixed(2)} KB`;

/** Within budget passes; over it, within its ceiling passes and says so; anything else fails. */
export function verdictOf(total: Size, budget: number | undefined, ceiling: number | undefined): Verdict {
  if (budget === undefined) return { pass: true, text: '' };
  const worst = Math.max(total.gzip, total.brotli);
  if (worst <= budget) return { pass: true, text: 'ok' };
  const over = `OVER by ${kb(worst - budget)}`;
  if (ceiling !== undefined && worst <= ceiling) return { pass: true, text: `${over}, within its ceiling ${kb(ceiling)}` };
  return { pass: false, text: ceiling === undefined ? over : `${over} and above its ceiling ${kb(ceiling)}` };
}

const CEILINGS = join(ROOT, 'build', 'size-ceilings.json');
/**
 * Written ceilings sit this far above the size: chunk names carry content hashes, so a change
 * elsewhere renames a chunk another one imports, and that file's compressed size moves by a few bytes.
 */
const HASH_SLACK = 48;

function readCeilings(): Ceilings {
  if (!existsSync(CEILINGS)) return {};
  const parsed: unknown = JSON.parse(readFileSync(CEILINGS, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(`${relative(ROOT, CEILINGS)} is not an object`);
  const ceilings: Ceilings = {};
  for (const [id, value] of Object.entries(parsed)) {
    if (id === '$comment') continue;
    if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0)
      throw new Error(`${relative(ROOT, CEILINGS)}: "${id}" is not a byte count`);
    ceilings[id] = value;
  }
  return ceilings;
}

function main(): void {
  const PAY = join(APP, 'pay');
  for (const needed of [
    join(DIST, 'ponte.js'),
    join(APP, 'index.html'),
    join(APP, 'ponte-host.js'),
    join(DIST, 'npm', 'index.js'),
    join(PAY, 'index.html'),
  ]) {
    if (!existsSync(needed)) {
      console.error(`size check: ${relative(ROOT, needed)} is missing; run \`npm run build\` first`);
      process.exit(1);
    }
  }
  const read = (path: string) => readFileSync(path, 'utf8');
  const sizes = new Map<string, Size>();
  const size = (path: string) => {
    const known = sizes.get(path) ?? sentSizeOf(path);
    sizes.set(path, known);
    return known;
  };

  const assets = readdirSync(join(APP, 'assets')).filter((name) => /\.(m?js|css)$/.test(name));
  const asset = (prefix: string) => assets.filter((name) => name.startsWith(`${prefix}-`)).map((name) => join(APP, 'assets', name));
  if (asset('pt').length === 0) throw new Error('no pt catalog chunk in dist/app/assets: the catalogs are expected to be lazy chunks');
  const otherCatalogs = new Set([...asset('en'), ...asset('es')]);

  const host = staticClosure(join(APP, 'ponte-host.js'), read);
  const buttons = new Set(asset('bind-buttons'));
  const page = join(APP, 'index.html');
  const firstScreen = new Set([page]);
  for (const script of pageScripts(read(page), page)) staticClosure(script, read, firstScreen);
  const widget = [page, ...assets.map((name) => join(APP, 'assets', name)).filter((file) => !otherCatalogs.has(file) && !buttons.has(file))];
  const payPage = join(PAY, 'index.html');
  const payFirst = new Set([payPage, ...pageStyles(read(payPage), payPage)]);
  for (const script of pageScripts(read(payPage), payPage)) staticClosure(script, read, payFirst);
  const payAssets = readdirSync(join(PAY, 'assets'))
    .filter((name) => /\.(m?js|css)$/.test(name))
    .map((name) => join(PAY, 'assets', name));
  // The Portuguese copy is in the first screen; a payer reading English or Spanish loads one of those
  // two besides, never both: the larger is counted.
  const payCatalogs = payAssets.filter((file) => /^(en|es)-/.test(basename(file)));
  if (payCatalogs.length !== 2) throw new Error('expected the en and es catalogs as lazy chunks in dist/app/pay/assets');
  const largerCatalog = payCatalogs.reduce((big, file) => (size(file).gzip > size(big).gzip ? file : big));
  const payAll = [payPage, ...payAssets.filter((file) => !payCatalogs.includes(file) || file === largerCatalog)];
  const largest = widget.reduce((big, file) => (size(file).gzip > size(big).gzip ? file : big));

  const lines: Line[] = [
    { id: 'loader', label: 'loader (dist/ponte.js)', files: [join(DIST, 'ponte.js')], budget: 1 * KB },
    { id: 'host', label: 'host runtime (ponte-host.js)', files: [...host], budget: 5 * KB },
    { id: 'buttons', label: 'declared buttons (lazy)', files: [...buttons] },
    { id: 'npm', label: 'npm `ponte` entry', files: [...staticClosure(join(DIST, 'npm', 'index.js'), read)], budget: 5 * KB },
    { id: 'first-screen', label: 'widget first screen', files: [...firstScreen], budget: 16 * KB },
    { id: 'everything', label: 'widget, everything', files: widget, budget: 45 * KB },
    { id: 'largest', label: `largest chunk (${basename(largest)})`, files: [largest], budget: 20 * KB },
    { id: 'pay-first-screen', label: 'payer page first screen', files: [...payFirst], budget: 16 * KB },
    { id: 'pay-everything', label: 'payer page, everything', files: payAll, budget: 30 * KB },
  ];

  const ceilings = readCeilings();
  const rows = lines.map(({ id, label, files, budget }) => {
    const total = files.reduce(
      (sum, file) => ({ raw: sum.raw + size(file).raw, gzip: sum.gzip + size(file).gzip, brotli: sum.brotli + size(file).brotli }),
      {
        raw: 0,
        gzip: 0,
        brotli: 0,
      },
    );
    return { id, label, total, budget, verdict: verdictOf(total, budget, ceilings[id]) };
  });

  if (process.argv.includes('--write-ceilings')) {
    const over = rows.filter((r) => r.budget !== undefined && Math.max(r.total.gzip, r.total.brotli) > r.budget);
    const written = {
      $comment: `Lines still over their budget, held to these sizes in bytes (gzip and brotli) by build/size-check.ts: each ${HASH_SLACK} bytes above the size it had when written.`,
      ...Object.fromEntries(over.map((r) => [r.id, Math.max(r.total.gzip, r.total.brotli) + HASH_SLACK])),
    };
    writeFileSync(CEILINGS, `${JSON.stringify(written, null, 2)}\n`);
    console.log(`wrote ${relative(ROOT, CEILINGS)}: ${over.map((r) => r.id).join(', ') || 'no line over budget'}`);
    return;
  }

  const header = ['', 'raw', 'gzip', 'brotli', 'budget', ''];
  const table = [
    header,
    ...rows.map((r) => [r.label, kb(r.total.raw), kb(r.total.gzip), kb(r.total.brotli), r.budget === undefined ? '' : kb(r.budget), r.verdict.text]),
  ];
  const widths = header.map((_, column) => Math.max(...table.map((row) => (row[column] ?? '').length)));
  for (const row of table)
    console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  '));
  console.log('\nwidget first screen:');
  for (const file of firstScreen) console.log(`  ${relative(DIST, file).padEnd(40)} ${kb(size(file).gzip).padStart(10)} gzip`);

  const failed = rows.filter((r) => !r.verdict.pass);
  if (failed.length > 0) {
    console.error(`\nsize check failed: ${failed.map((r) => r.label).join(', ')} over budget (see the table above)`);
    process.exit(1);
  }
  const held = rows.filter((r) => r.verdict.text.includes('ceiling'));
  if (held.length > 0) console.log(`\nstill over budget, within their ceilings: ${held.map((r) => r.label).join(', ')}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
