// GET /connectors and /connectors/{id} over HTTP: filters, paging, health details, logos, and the catalogue options.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Connector, pageOf } from '../../../../src/api/schemas/index.js';
import { z } from '../../../../src/api/z.js';
import { sandboxClient, type SandboxKit } from '../../testing/sandbox-kit.js';

type Page = {
  page: number;
  total: number;
  totalPages: number;
  results: { id: number; name: string; isSandbox: boolean; imageUrl: string; health: { status: string; details?: unknown } }[];
};

let s: SandboxKit;
let key: string;
beforeAll(async () => {
  s = await sandboxClient();
  key = await s.apiKey();
});
afterAll(() => s.close());

const list = async (query: string) => {
  const r = await s.call<Page>('GET', `/connectors${query}`, { token: key });
  expect(r.status).toBe(200);
  return r.body;
};

describe('GET /connectors', () => {
  it('answers a page that parses with the shared schema', async () => {
    const page = await list('?sandbox=true');
    expect(z.safeParse(pageOf(Connector), page).success).toBe(true);
    expect(page).toMatchObject({ page: 1, totalPages: 1 });
    expect(page.total).toBe(page.results.length);
  });

  it.each([
    ['?name=itau', (p: Page) => p.results.length > 0 && p.results.every((c) => /ita[uú]/i.test(c.name))],
    ['?name=sandbox&sandbox=true', (p: Page) => p.results.length >= 12 && p.results.every((c) => c.isSandbox)],
    ['?name=sandbox', (p: Page) => p.results.length === 0],
    [
      '?ids=0,600&sandbox=true',
      (p: Page) =>
        p.results
          .map((c) => c.id)
          .sort((a, b) => a - b)
          .join() === '0,600',
    ],
    ['?types=INVESTMENT', (p: Page) => p.results.length > 0],
  ])('filters %s', async (query, check) => {
    expect(check(await list(query))).toBe(true);
  });

  it('pages with page and pageSize', async () => {
    const all = await list('?sandbox=true');
    const second = await list('?sandbox=true&pageSize=10&page=2');
    expect(second).toMatchObject({ page: 2, total: all.total, totalPages: Math.ceil(all.total / 10) });
    expect(second.results.map((c) => c.id)).toEqual(all.results.slice(10, 20).map((c) => c.id));
  });

  it.each([['?sandbox=maybe'], ['?page=0'], ['?ids=abc'], ['?page=01'], ['?pageSize=1e1'], ['?ids=00'], ['?ids=0x0'], ['?ids=-1']])(
    'answers 400 for %s',
    async (query) => {
      const r = await s.call('GET', `/connectors${query}`, { token: key });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: 400, message: expect.any(String) });
    },
  );
});

describe('GET /connectors/{id}', () => {
  it('adds health details only when asked', async () => {
    const plain = (await s.call<Page['results'][number]>('GET', '/connectors/8', { token: key })).body;
    const detailed = (await s.call<Page['results'][number]>('GET', '/connectors/8?healthDetails=true', { token: key })).body;
    expect(plain.health).toEqual({ status: 'UNSTABLE', stage: null });
    expect(detailed.health.details).toMatchObject({ connectionRateLast6Hours: expect.any(Number) });
  });

  it('answers 404 JSON for an unknown connector', async () => {
    expect((await s.call('GET', '/connectors/424242', { token: key })).status).toBe(404);
  });

  // Number() reads every one of these as 0 (or another id); only the canonical form names a connector.
  const NOT_AN_ID = [
    '0x0',
    '+0',
    '-0',
    '0.0',
    '1e0',
    '00',
    '%20',
    '%200',
    '0%20',
    '1.',
    '0b1',
    'Infinity',
    'NaN',
    '9007199254740993',
    '%D9%A0',
    'abc',
  ];

  it.each(NOT_AN_ID)('answers 400 for the id %s, on GET and on validate, as no integer', async (id) => {
    for (const [method, path] of [
      ['GET', `/connectors/${id}`],
      ['POST', `/connectors/${id}/validate`],
    ] as const) {
      const r = await s.call(method, path, { token: key, ...(method === 'POST' ? { body: {} } : {}) });
      expect(r.status, `${method} ${path}`).toBe(400);
      expect(r.body).toEqual({ code: 400, message: expect.stringContaining('must be an integer') });
    }
  });

  it.each(['-1', '424242', '9007199254740991'])('answers 404 for the integer %s, which no connector has', async (id) => {
    expect((await s.call('GET', `/connectors/${id}`, { token: key })).body).toMatchObject({ code: 404 });
  });

  it.each([...NOT_AN_ID.map((id) => `${id}.svg`), '0', '0.SVG', '0.svg.svg', '424242.svg'])('has no logo file %s', async (file) => {
    const r = await s.call('GET', `/images/connectors/${file}`);
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: 404 });
  });

  it('serves a logo for each connector at its imageUrl, without a credential', async () => {
    const connector = (await s.call<Page['results'][number]>('GET', '/connectors/0', { token: key })).body;
    expect(connector.imageUrl).toBe(`${s.url}/images/connectors/0.svg`);
    const logo = await fetch(connector.imageUrl);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await logo.text()).toMatch(/^<svg[\s\S]*SB[\s\S]*<\/svg>$/);
  });
});

describe('catalogue options', () => {
  it('adds generated connectors for load tests', async () => {
    const big = await sandboxClient({ generateConnectors: 10_000 });
    try {
      const k = await big.apiKey();
      const first = await big.call<Page>('GET', '/connectors?pageSize=500', { token: k });
      expect(first.body.total).toBeGreaterThan(10_000);
      expect(first.body.totalPages).toBe(Math.ceil(first.body.total / 500));
    } finally {
      await big.close();
    }
  });

  it('replaces the catalogue with a file, and refuses a bad one with a clear message', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalogue-'));
    const good = join(dir, 'good.json');
    writeFileSync(
      good,
      JSON.stringify([
        {
          connector: {
            id: 42,
            name: 'Banco Único',
            type: 'PERSONAL_BANK',
            country: 'BR',
            credentials: [{ name: 'user', label: 'User', type: 'text' }],
          },
        },
      ]),
    );
    const custom = await sandboxClient({ cataloguePath: good });
    try {
      const k = await custom.apiKey();
      const page = (await custom.call<Page>('GET', '/connectors?name=unico', { token: k })).body;
      expect(page.results.map((c) => c.id)).toEqual([42]);
      expect(page.total).toBe(1);
    } finally {
      await custom.close();
    }
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify([{ connector: { id: 'x' } }]));
    await expect(sandboxClient({ cataloguePath: bad })).rejects.toThrow(/entry 0, field connector\.id/);
  });
});
