// The demo's widget host is the shipped program: its CSP lets the merchant site and the extra origins frame the widget, and no other.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningDemo, startDemo } from './start-demo.js';

let root: string;
let demo: RunningDemo;
const EXTRA = ['http://localhost:3000', 'http://127.0.0.1:5173'];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'ponte-start-demo-'));
  const distRoot = join(root, 'dist');
  await mkdir(join(distRoot, 'app'), { recursive: true });
  await writeFile(join(distRoot, 'app', 'index.html'), '<!doctype html><title>widget</title>');
  await writeFile(join(distRoot, 'ponte.js'), '(function(){})();');
  demo = await startDemo({ host: '127.0.0.1', sandbox: { port: 0 }, widgetPort: 0, merchantPort: 0, extraFrameAncestors: EXTRA, distRoot });
});

afterAll(async () => {
  await demo?.close();
  await rm(root, { recursive: true, force: true });
});

describe('the demo widget host', () => {
  it('lets the merchant site, then each extra origin, frame the widget', async () => {
    expect(demo.widgetFrameAncestors).toEqual([demo.merchantUrl, ...EXTRA]);
    const csp = (await fetch(`${demo.widgetUrl}/`)).headers.get('content-security-policy');
    expect(csp).toContain(`frame-ancestors ${demo.merchantUrl} ${EXTRA.join(' ')};`);
  });

  it('lets the widget call the demo sandbox only', async () => {
    const csp = (await fetch(`${demo.widgetUrl}/ponte.js`)).headers.get('content-security-policy');
    expect(csp).toContain(`connect-src ${demo.sandboxUrl};`);
  });
});
