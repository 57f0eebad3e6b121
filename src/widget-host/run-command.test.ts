// The command as a user meets it: --help, a printed recipe, the server started, and a setting it cannot use said in one line with exit code 1.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALUE_FLAGS } from './command-line.js';
import type { Listening } from './node-server.js';
import { type Outcome, runCommand } from './run-command.js';
import { type StandInBuild, standInBuild } from './testing/stand-in-build.js';

let build: StandInBuild;
beforeAll(async () => {
  build = await standInBuild();
});
afterAll(() => build.remove());

async function run(argv: string[], env: NodeJS.ProcessEnv = {}): Promise<{ outcome: Outcome; out: string; err: string }> {
  let out = '';
  let err = '';
  const outcome = await runCommand(argv, env, { out: (text) => (out += text), err: (text) => (err += text) }, { distRoot: build.distRoot });
  return { outcome, out, err };
}

const serving = (outcome: Outcome): Listening => {
  if (!('server' in outcome)) throw new Error(`expected a server, got exit code ${outcome.exitCode}`);
  return outcome.server;
};

describe('--help', () => {
  it('prints every setting, by flag and by variable, and exits 0', async () => {
    const { outcome, out, err } = await run(['--help']);
    expect(outcome).toEqual({ exitCode: 0 });
    expect(err).toBe('');
    const names = [
      ...VALUE_FLAGS,
      '--production',
      'WIDGET_API_ORIGIN',
      'WIDGET_FRAME_ANCESTORS',
      'WIDGET_PORT',
      'PORT',
      'WIDGET_HOST',
      'WIDGET_DIST',
      'WIDGET_CLIENT_ID',
      'WIDGET_CLIENT_SECRET',
      'NODE_ENV',
    ];
    for (const name of names) expect(out).toContain(name);
    for (const target of ['nginx', 'netlify', 'cloudflare', 'vercel']) expect(out).toContain(target);
  });
});

describe('refusals', () => {
  it.each([
    { argv: [], env: {}, named: 'WIDGET_FRAME_ANCESTORS' },
    { argv: ['--frame-ancestors', 'https://shop.example/cart'], env: {}, named: '--frame-ancestors' },
    { argv: ['--production'], env: { WIDGET_API_ORIGIN: 'https://api.example.com', WIDGET_FRAME_ANCESTORS: '*' }, named: 'WIDGET_FRAME_ANCESTORS' },
    { argv: [], env: { WIDGET_FRAME_ANCESTORS: 'https://shop.example', WIDGET_PORT: '70000' }, named: 'WIDGET_PORT' },
  ])('$named: one line on stderr naming it, nothing on stdout, exit code 1', async ({ argv, env, named }) => {
    const { outcome, out, err } = await run(argv, env);
    expect(outcome).toEqual({ exitCode: 1 });
    expect(out).toBe('');
    expect(err).toMatch(new RegExp(`^ponte-widget-host: ${named}[ :][^\\n]+\\n$`));
  });

  it('says in one line that the port is taken', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const address = taken.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    try {
      const { outcome, err } = await run(['--port', String(port)], { WIDGET_FRAME_ANCESTORS: 'https://shop.example' });
      expect(outcome).toEqual({ exitCode: 1 });
      expect(err).toMatch(new RegExp(`^ponte-widget-host: could not listen on 127\\.0\\.0\\.1:${port}: the port is already in use [^\\n]*\\n$`));
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});

describe('--print-headers', () => {
  it('prints the recipe on stdout and exits 0, starting nothing', async () => {
    const { outcome, out, err } = await run(['--print-headers', 'netlify'], {
      WIDGET_API_ORIGIN: 'https://api.example.com',
      WIDGET_FRAME_ANCESTORS: 'https://shop.example',
    });
    expect(outcome).toEqual({ exitCode: 0 });
    expect(err).toBe('');
    expect(out).toMatch(/^ {2}Content-Security-Policy: default-src 'none';.* frame-ancestors https:\/\/shop\.example;/m);
  });
});

describe('serving', () => {
  it('says where it listens and serves the page with the CSP of its settings', async () => {
    const { outcome, out } = await run(['--port', '0'], {
      WIDGET_FRAME_ANCESTORS: 'http://localhost:3000',
      WIDGET_API_ORIGIN: 'http://127.0.0.1:9999',
    });
    const server = serving(outcome);
    try {
      expect(out).toBe(
        `ponte widget host (development) on ${server.url}/ for pages on http://localhost:3000, calling http://127.0.0.1:9999; payer page off (set WIDGET_CLIENT_ID and WIDGET_CLIENT_SECRET to serve it)\n`,
      );
      const page = await fetch(`${server.url}/`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toContain('frame-ancestors http://localhost:3000;');
      expect(page.headers.get('content-security-policy')).toContain('connect-src http://127.0.0.1:9999;');
    } finally {
      await server.close();
    }
  });
});

describe('the payer page', () => {
  it('says it is on, with the client id and never the secret, and answers its API', async () => {
    const { outcome, out } = await run(['--port', '0', '--client-id', 'shop-client'], {
      WIDGET_FRAME_ANCESTORS: 'http://localhost:3000',
      WIDGET_CLIENT_SECRET: 'shop-secret-value',
    });
    const server = serving(outcome);
    try {
      expect(out).toMatch(new RegExp(`; payer page on at ${server.url}/pay/ as client shop-client\\n$`));
      expect(out).not.toContain('shop-secret-value');
      const missing = await fetch(`${server.url}/pay/api/requests/not-a-uuid`);
      expect(missing.status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('with an offer secret, says preauthorizations are on and never the secret, and its offers route checks signatures', async () => {
    const secret = 'offer-secret-value-of-at-least-32-bytes';
    const { outcome, out } = await run(['--port', '0', '--client-id', 'shop-client'], {
      WIDGET_FRAME_ANCESTORS: 'http://localhost:3000',
      WIDGET_CLIENT_SECRET: 'shop-secret-value',
      WIDGET_OFFER_SECRET: secret,
    });
    const server = serving(outcome);
    try {
      expect(out).toMatch(/as client shop-client, with preauthorization offers\n$/);
      expect(out).not.toContain(secret);
      const refused = await fetch(`${server.url}/pay/api/offers`, {
        method: 'POST',
        headers: { Origin: server.url, 'Content-Type': 'application/json' },
        body: JSON.stringify({ offer: 'a.b.c' }),
      });
      expect(await refused.json()).toMatchObject({ code: 'INVALID_OFFER' });
    } finally {
      await server.close();
    }
  });

  it('off, its API says so with 503', async () => {
    const server = serving((await run(['--port', '0'], { WIDGET_FRAME_ANCESTORS: 'http://localhost:3000' })).outcome);
    try {
      const response = await fetch(`${server.url}/pay/api/requests/${crypto.randomUUID()}`);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ code: 'PAYMENTS_NOT_CONFIGURED' });
    } finally {
      await server.close();
    }
  });
});
