// Every per-minute limit of the interface's Limits table over real HTTP: 429 with its headers, one counter per group.
import { describe, expect, it } from 'vitest';
import { sandboxClient } from '../testing/sandbox-kit.js';

const ID = '00000000-0000-4000-8000-000000000000';

describe('rate limits', () => {
  it.each([
    ['POST /auth', 360, [['POST', '/auth']]],
    [
      'GET /transactions and /transactions/{id}',
      360,
      [
        ['GET', `/transactions?accountId=${ID}`],
        ['GET', `/transactions/${ID}`],
      ],
    ],
    [
      'GET /investments and /investments/{id}',
      360,
      [
        ['GET', `/investments?itemId=${ID}`],
        ['GET', `/investments/${ID}`],
      ],
    ],
    ['GET /investments/{id}/transactions', 360, [['GET', `/investments/${ID}/transactions`]]],
    ['PATCH /items/{id}', 20, [['PATCH', `/items/${ID}`]]],
  ] as const)('%s allows %i requests a minute', async (_name, limit, endpoints) => {
    const s = await sandboxClient();
    try {
      const key = await s.apiKey();
      // The API Key itself took one POST /auth.
      const budget = endpoints[0]?.[1] === '/auth' ? limit - 1 : limit;
      const statuses = new Set<number>();
      for (let i = 0; i < budget; i++) {
        const [method, path] = endpoints[i % endpoints.length] ?? ['GET', '/'];
        statuses.add((await s.call(method, path, { token: key, body: method === 'GET' ? undefined : {} })).status);
      }
      expect(statuses.has(429)).toBe(false);
      for (const [method, path] of endpoints) {
        const r = await s.call(method, path, { token: key, body: method === 'GET' ? undefined : {} });
        expect(r.status).toBe(429);
        expect(r.body).toEqual({ code: 429, message: expect.any(String) });
        expect(r.headers.get('RateLimit-Limit')).toBe(String(limit));
        expect(Number(r.headers.get('RateLimit-Reset'))).toBeGreaterThanOrEqual(1);
        expect(Number(r.headers.get('RateLimit-Reset'))).toBeLessThanOrEqual(60);
        expect(r.headers.get('Retry-After')).toBe('60');
      }
    } finally {
      await s.close();
    }
  });

  it('resets the counter after one minute', async () => {
    const s = await sandboxClient();
    try {
      const key = await s.apiKey();
      for (let i = 0; i < 20; i++) await s.call('PATCH', `/items/${ID}`, { token: key, body: {} });
      expect((await s.call('PATCH', `/items/${ID}`, { token: key, body: {} })).status).toBe(429);
      s.sandbox.deps.clock.advance(60_000);
      expect((await s.call('PATCH', `/items/${ID}`, { token: key, body: {} })).status).toBe(404);
    } finally {
      await s.close();
    }
  });
});
