// `npm run bench`: builds what is measured, runs every part of the benchmark, and prints one table (also written to latest.md).
//
//   npm run bench                      everything, in a few minutes
//   npm run bench -- --parts tti,polls  some parts only (latest.md is then left as it was)
//   npm run bench -- --no-build        measure the build copied by the last run
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, platform } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { launchOptions } from '../servers.js';
import { DIST_COPY, PARTS, type PartName, type PartResult, RESULTS_DIR, readPart } from './results.js';
import { isMet, renderTable } from './table.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LATEST = fileURLToPath(new URL('./latest.md', import.meta.url));
const DIST = join(ROOT, 'dist');

/** Parts run as plain scripts; the others are Playwright files of bench.config.ts. */
const SCRIPTS: Partial<Record<PartName, string>> = { 'sandbox-load': 'e2e/bench/sandbox-load.ts', polls: 'e2e/bench/polls.ts' };
const BROWSER_FILES: Partial<Record<PartName, string>> = { bytes: 'bytes.bench.ts', tti: 'tti.bench.ts', search: 'search.bench.ts' };

/** What the demo needs from `npm run build` and `npm run build:demo`. */
const BUILT = ['app/index.html', 'app/ponte-host.js', 'ponte.js', 'demo/spa/index.html'];
/** What those builds read: a change here makes the build stale. */
const SOURCES = ['src', 'build', 'public', 'demo/merchant/spa', 'vite.config.ts', 'package.json', 'package-lock.json'];

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const complete = (dir: string) => BUILT.every((file) => existsSync(join(dir, file)));

function run(command: string, args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

/** Builds unless dist/ is complete and newer than every source, then copies it for the servers to serve. */
async function prepareBuild(): Promise<void> {
  const fresh =
    complete(DIST) && Math.min(...BUILT.map((file) => statSync(join(DIST, file)).mtimeMs)) > Math.max(...SOURCES.map((p) => newest(join(ROOT, p))));
  if (fresh) console.log('dist/ is newer than its sources: not rebuilt');
  else {
    for (const script of ['build', 'build:demo']) {
      const code = await run('npm', ['run', script]);
      if (code !== 0) throw new Error(`npm run ${script} failed (${code})`);
    }
  }
  // Others may build into dist/ during the run: the servers serve this copy, checked whole.
  rmSync(DIST_COPY, { recursive: true, force: true });
  cpSync(DIST, DIST_COPY, { recursive: true });
  if (!complete(DIST_COPY)) throw new Error(`dist/ changed while it was copied (another build?): run again`);
}

function describeMachine(browserVersion: string): string {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  const dirty = execFileSync('git', ['status', '--porcelain', '--', 'src', 'build', 'demo', 'public'], { cwd: ROOT, encoding: 'utf8' }).trim() !== '';
  const cpu = cpus();
  return `commit ${commit}${dirty ? ' with local changes' : ''} · Chromium ${browserVersion} · Node ${process.version} · ${platform()}, ${cpu.length} CPUs (${cpu[0]?.model.trim() ?? 'unknown'})`;
}

const started = Date.now();
const wanted = option('--parts')?.split(',') ?? [...PARTS];
const unknown = wanted.filter((name) => !(PARTS as readonly string[]).includes(name));
if (unknown.length > 0) throw new Error(`unknown parts: ${unknown.join(', ')} (parts: ${PARTS.join(', ')})`);
const parts = PARTS.filter((part) => wanted.includes(part));

for (const part of parts) rmSync(join(RESULTS_DIR, `${part}.json`), { force: true });
if (!process.argv.includes('--no-build') && parts.some((part) => BROWSER_FILES[part])) await prepareBuild();

const failed: string[] = [];
for (const part of parts) {
  const script = SCRIPTS[part];
  if (!script) continue;
  console.log(`\n== ${part}`);
  if ((await run(process.execPath, ['--import', 'tsx', script])) !== 0) failed.push(part);
}
const files = parts.flatMap((part) => BROWSER_FILES[part] ?? []);
if (files.length > 0) {
  console.log(`\n== ${files.join(', ')}`);
  if ((await run('npx', ['playwright', 'test', '-c', 'e2e/bench/bench.config.ts', ...files])) !== 0) failed.push('playwright');
}

const results = parts.flatMap((part) => readPart(part) ?? []);
const missing = parts.filter((part) => !results.some((result: PartResult) => result.part === part));
const browser = await chromium.launch(launchOptions);
const machine = describeMachine(browser.version());
await browser.close();
const minutes = (Date.now() - started) / 60_000;
const rows = results.flatMap((result) => result.rows);
const misses = rows.filter((row) => isMet(row) === false).length;
const goals = rows.filter((row) => isMet(row) !== null).length;

const report = [
  '<!-- Written by `npm run bench` (e2e/bench/run.ts): do not edit by hand. -->',
  `Measured ${new Date().toISOString().slice(0, 10)} in ${minutes.toFixed(1)} minutes: ${machine}. ${goals - misses} of ${goals} goals met.`,
  '',
  renderTable(results),
  '',
  ...results.flatMap((result) => result.notes.map((note) => `- ${note}`)),
  ...(missing.length > 0 ? ['', `Not measured (the part failed; see its output above): ${missing.join(', ')}.`] : []),
  '',
].join('\n');

console.log(`\n${report}`);
if (parts.length === PARTS.length && missing.length === 0) {
  writeFileSync(LATEST, report);
  console.log(`Written to e2e/bench/latest.md.`);
} else console.log('e2e/bench/latest.md is left as it was: it holds full runs only.');
if (failed.length > 0 || missing.length > 0) process.exitCode = 1;
