// Size check: builds the widget and holds its gzip size to the performance budgets.
//
// First screen: the entry chunk, every chunk it imports statically (CSS is inlined into the JS),
// and the default language's catalog. Everything: every emitted file except the other languages'
// catalogs, since a page only ever loads one. Each file is gzipped on its own at level 9, as a
// server would send it.
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const KB = 1024;
const BUDGETS = { firstScreen: 16 * KB, everything: 45 * KB };
const ACTIVE_CATALOG = 'src/i18n/pt.ts';
const OTHER_CATALOGS = ['src/i18n/en.ts', 'src/i18n/es.ts'];

const root = fileURLToPath(new URL('..', import.meta.url));

const result = await build({ root, mode: 'element', logLevel: 'warn', build: { write: false } });
const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);

const files = new Map(outputs.map((o) => [o.fileName, o]));
const text = (o) => (o.type === 'chunk' ? o.code : typeof o.source === 'string' ? o.source : Buffer.from(o.source));
const gzip = (o) => gzipSync(text(o), { level: 9 }).length;
const modulePath = (id) => (id ? id.replace(/\\/g, '/').replace(`${root.replace(/\\/g, '/')}`, '') : '');
const chunkOf = (source) => outputs.find((o) => o.type === 'chunk' && o.facadeModuleId && modulePath(o.facadeModuleId) === source);

/** The chunk and everything it imports statically, transitively. */
function withStaticImports(name, into = new Set()) {
  if (into.has(name)) return into;
  into.add(name);
  const file = files.get(name);
  if (file?.type === 'chunk') for (const next of file.imports) withStaticImports(next, into);
  return into;
}

const entries = outputs.filter((o) => o.type === 'chunk' && o.isEntry);
if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);
const active = chunkOf(ACTIVE_CATALOG);
if (!active) throw new Error(`no chunk for ${ACTIVE_CATALOG}: the catalogs are expected to be lazy chunks`);
const others = OTHER_CATALOGS.map((source) => {
  const chunk = chunkOf(source);
  if (!chunk) throw new Error(`no chunk for ${source}: the catalogs are expected to be lazy chunks`);
  return chunk.fileName;
});

const firstScreen = withStaticImports(active.fileName, withStaticImports(entries[0].fileName));
const measured = outputs.filter((o) => /\.(m?js|css)$/.test(o.fileName) && !others.includes(o.fileName));
const sizes = new Map(measured.map((o) => [o.fileName, { raw: Buffer.byteLength(text(o)), gzip: gzip(o) }]));

const sum = (names) => [...names].reduce((total, name) => total + (sizes.get(name)?.gzip ?? 0), 0);
const totals = { firstScreen: sum(firstScreen), everything: sum(sizes.keys()) };

const kb = (bytes) => `${(bytes / KB).toFixed(2)} KB`;
const rows = [...sizes].sort(([a, x], [b, y]) => Number(firstScreen.has(b)) - Number(firstScreen.has(a)) || y.gzip - x.gzip || a.localeCompare(b));
const width = Math.max(...rows.map(([name]) => name.length), 'file'.length);
const line = (cells) => console.log(cells.map((c, i) => (i === 0 ? c.padEnd(width) : c.padStart(12))).join('  '));

line(['file', 'raw', 'gzip', 'first screen']);
for (const [name, size] of rows) line([name, kb(size.raw), kb(size.gzip), firstScreen.has(name) ? 'yes' : '']);
console.log(`(not counted: ${others.join(', ')} — one language's catalog is loaded at a time)`);
console.log('');
const verdicts = [
  ['first screen', totals.firstScreen, BUDGETS.firstScreen],
  ['everything', totals.everything, BUDGETS.everything],
];
for (const [label, size, budget] of verdicts) {
  console.log(`${label.padEnd(14)}${kb(size).padStart(12)} of ${kb(budget)}  ${size <= budget ? 'ok' : `OVER by ${kb(size - budget)}`}`);
}

if (verdicts.some(([, size, budget]) => size > budget)) {
  console.error('\nsize check failed: the widget is over its gzip budget (see the table above)');
  process.exit(1);
}
