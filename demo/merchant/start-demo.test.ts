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

  it("sends a new payment request's payer to the widget host's payer page, which reads that request", async () => {
    const { clientId, clientSecret } = demo.sandbox.deps.config;
    const call = async (path: string, init: { key?: string; body?: unknown } = {}) => {
      const response = await fetch(`${demo.sandboxUrl}${path}`, {
        method: init.body === undefined ? 'GET' : 'POST',
        headers: { 'Content-Type': 'application/json', ...(init.key ? { 'X-API-KEY': init.key } : {}) },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
      return (await response.json()) as Record<string, unknown>;
    };
    const key = String((await call('/auth', { body: { clientId, clientSecret } })).apiKey);
    const institutions = (await call('/payments/recipients/institutions?name=itau', { key })).results as { id: string }[];
    await call('/payments/recipients', {
      key,
      body: {
        name: 'Loja Exemplo Ltda',
        taxNumber: '11.222.333/0001-81',
        paymentInstitutionId: institutions[0]?.id,
        isDefault: true,
        account: { branch: '0001', number: '12345-6', type: 'CHECKING_ACCOUNT' },
      },
    });
    const request = await call('/payments/requests', { key, body: { amount: 25 } });
    expect(request.paymentUrl).toBe(`${demo.widgetUrl}/pay/?paymentRequestId=${String(request.id)}`);
    expect(demo.paymentPageUrl).toBe(`${demo.widgetUrl}/pay/`);
    const summary = await fetch(`${demo.widgetUrl}/pay/api/requests/${String(request.id)}`);
    expect(summary.status).toBe(200);
    expect(await summary.json()).toMatchObject({ id: request.id, amount: 25, kind: 'PIX' });
  });

  it('lets the widget call the demo sandbox only', async () => {
    const csp = (await fetch(`${demo.widgetUrl}/ponte.js`)).headers.get('content-security-policy');
    expect(csp).toContain(`connect-src ${demo.sandboxUrl};`);
  });
});
