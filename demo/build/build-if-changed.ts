// `npm run demo`'s build step: builds the widget and the demo's SPA only when their sources changed
// since the last build, with the build's output in a log file (or on screen with --verbose).
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sourceFingerprint } from './source-fingerprint.js';

/** Written into dist/ after a build that succeeded: the sources it was made from. */
export const STAMP = '.sources';
/** What a complete demo build holds. */
export const BUILT = ['app/index.html', 'ponte.js', 'widget-host/main.js', 'demo/spa/index.html'];

export type BuildPlan = { build: boolean; fingerprint: string };

/** Build when a built file is missing or the sources differ from the ones the last build stamped. */
export function planBuild(root: string, fingerprint: string = sourceFingerprint(root)): BuildPlan {
  const dist = join(root, 'dist');
  const stamp = join(dist, STAMP);
  const complete = BUILT.every((file) => existsSync(join(dist, file)));
  const same = existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === fingerprint;
  return { build: !(complete && same), fingerprint };
}

export type RunStep = (script: string, output: 'inherit' | NodeJS.WritableStream) => Promise<number>;

/** `npm run <script>`, its output on screen or into the log. */
export const runNpmScript: RunStep = (script, output) =>
  new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', script], {
      stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
    if (output !== 'inherit') {
      child.stdout?.pipe(output, { end: false });
      child.stderr?.pipe(output, { end: false });
    }
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  });

export type BuildResult = { built: boolean; ok: boolean; seconds: number };

export async function buildIfChanged(options: {
  root: string;
  logFile: string;
  verbose: boolean;
  run?: RunStep;
  plan?: BuildPlan;
}): Promise<BuildResult> {
  const plan = options.plan ?? planBuild(options.root);
  if (!plan.build) return { built: false, ok: true, seconds: 0 };
  const run = options.run ?? runNpmScript;
  const started = Date.now();
  const log = options.verbose ? null : createWriteStream(options.logFile);
  let ok = true;
  for (const script of ['build', 'build:demo']) {
    if ((await run(script, log ?? 'inherit')) !== 0) {
      ok = false;
      break;
    }
  }
  await new Promise<void>((done) => (log ? log.end(done) : done()));
  // Stamped only when everything built: a failed or partial build is built again next time.
  if (ok) writeFileSync(join(options.root, 'dist', STAMP), `${plan.fingerprint}\n`);
  return { built: true, ok, seconds: Math.round((Date.now() - started) / 1000) };
}
