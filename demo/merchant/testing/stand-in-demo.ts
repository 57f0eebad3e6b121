// The demo started for a test beside a real sandbox, over a stand-in build (the merchant's routes need no widget), and stopped after it.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startDemo, type RunningDemo } from '../start-demo.js';

/** Starts the demo before the file's tests and stops it after them; read `.current` inside a test. */
export function standInDemo(name: string): { readonly current: RunningDemo } {
  let root = '';
  let demo: RunningDemo | undefined;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), `ponte-${name}-`));
    const dist = join(root, 'dist');
    await mkdir(join(dist, 'app'), { recursive: true });
    await writeFile(join(dist, 'app', 'index.html'), '<!doctype html><title>widget</title>');
    await writeFile(join(dist, 'ponte.js'), '(function(){})();');
    demo = await startDemo({ host: '127.0.0.1', sandbox: { port: 0, stepMs: 5 }, widgetPort: 0, merchantPort: 0, distRoot: dist });
  });
  afterAll(async () => {
    await demo?.close();
    await rm(root, { recursive: true, force: true });
  });
  return {
    get current() {
      if (!demo) throw new Error('the demo has not started');
      return demo;
    },
  };
}
