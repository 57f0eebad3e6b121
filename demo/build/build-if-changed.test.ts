// The demo builds only when a source changed since its last complete build, quietly into a log.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILT, buildIfChanged, planBuild, STAMP, type RunStep } from './build-if-changed.js';
import { sourceFingerprint } from './source-fingerprint.js';

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const builtAll = () => {
  for (const file of BUILT) write(`dist/${file}`, 'built');
};
/** A complete build, stamped with these sources. */
const stamped = (fingerprint: string) => {
  builtAll();
  write(`dist/${STAMP}`, fingerprint);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'ponte-demo-build-'));
  write('src/a.ts', 'export const a = 1;');
  write('package.json', '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('sourceFingerprint', () => {
  it.each([
    { case: 'an edit', change: () => write('src/a.ts', 'export const a = 2;') },
    { case: 'a new file', change: () => write('src/b.ts', '') },
    {
      case: 'a rename',
      change: () => {
        rmSync(join(root, 'src/a.ts'));
        write('src/c.ts', 'export const a = 1;');
      },
    },
  ])('changes with $case', ({ change }) => {
    const before = sourceFingerprint(root);
    change();
    expect(sourceFingerprint(root)).not.toBe(before);
  });

  it('does not change when a file is written again unchanged, nor for built files', () => {
    const before = sourceFingerprint(root);
    write('src/a.ts', 'export const a = 1;');
    builtAll();
    expect(sourceFingerprint(root)).toBe(before);
  });
});

describe('planBuild', () => {
  it.each([
    { case: 'nothing built yet', setup: () => undefined, build: true },
    { case: 'a complete build of these sources', setup: () => stamped(sourceFingerprint(root)), build: false },
    { case: 'a build of other sources', setup: () => stamped('other'), build: true },
    { case: 'a build never stamped (it failed)', setup: builtAll, build: true },
    {
      case: 'a stamped build with a file missing',
      setup: () => {
        stamped(sourceFingerprint(root));
        rmSync(join(root, 'dist/ponte.js'));
      },
      build: true,
    },
  ])('with $case: build is $build', ({ setup, build }) => {
    setup();
    expect(planBuild(root).build).toBe(build);
  });
});

describe('buildIfChanged', () => {
  const recording = (codes: Record<string, number> = {}) => {
    const ran: string[] = [];
    const run: RunStep = async (script, output) => {
      ran.push(script);
      if (output !== 'inherit') output.write(`output of ${script}\n`);
      if (!codes[script]) builtAll();
      return codes[script] ?? 0;
    };
    return { ran, run };
  };

  it('builds the widget then the demo, writes their output to the log, and stamps the sources', async () => {
    const { ran, run } = recording();
    const result = await buildIfChanged({ root, logFile: join(root, 'demo-build.log'), verbose: false, run });
    expect(result).toMatchObject({ built: true, ok: true });
    expect(ran).toEqual(['build', 'build:demo']);
    expect(readFileSync(join(root, 'demo-build.log'), 'utf8')).toBe('output of build\noutput of build:demo\n');
    expect(planBuild(root).build).toBe(false);
    const again = recording();
    expect(await buildIfChanged({ root, logFile: join(root, 'demo-build.log'), verbose: false, run: again.run })).toMatchObject({
      built: false,
      ok: true,
    });
    expect(again.ran).toEqual([]);
  });

  it('stops at a failed step and stamps nothing, so the next start builds again', async () => {
    const { ran, run } = recording({ build: 2 });
    const result = await buildIfChanged({ root, logFile: join(root, 'demo-build.log'), verbose: false, run });
    expect(result).toMatchObject({ built: true, ok: false });
    expect(ran).toEqual(['build']);
    expect(planBuild(root).build).toBe(true);
  });
});
