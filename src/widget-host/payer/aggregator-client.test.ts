// The widget host's aggregator client over real HTTP: one API key while it lives, a new one once when it is refused, a failure said without a body.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AggregatorUnavailable, aggregatorClient } from './aggregator-client.js';

/** A stand-in aggregator: it counts the keys it hands out and accepts only `valid`. */
let server: Server;
let origin: string;
let issued = 0;
let valid = new Set<string>();
let nextAnswer: { status: number; body: string } | null = null;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/auth') {
      issued += 1;
      const key = `key-${issued}`;
      valid.add(key);
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ apiKey: key }));
      return;
    }
    if (nextAnswer !== null) {
      response.writeHead(nextAnswer.status).end(nextAnswer.body);
      nextAnswer = null;
      return;
    }
    const ok = valid.has(String(request.headers['x-api-key']));
    response.writeHead(ok ? 200 : 401, { 'Content-Type': 'application/json' }).end(JSON.stringify({ key: request.headers['x-api-key'] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('aggregatorClient', () => {
  it('keeps one API key for its two hours, then gets a new one', async () => {
    issued = 0;
    let now = 0;
    const client = aggregatorClient(origin, { clientId: 'id', clientSecret: 'secret' }, { now: () => now });
    await Promise.all([client.get('/a'), client.get('/b')]);
    expect((await client.get('/c')).body).toEqual({ key: 'key-1' });
    now += 2 * 60 * 60 * 1000;
    expect((await client.get('/d')).body).toEqual({ key: 'key-2' });
    expect(issued).toBe(2);
  });

  it('gets a new key once when the aggregator refuses the one it has', async () => {
    issued = 0;
    const client = aggregatorClient(origin, { clientId: 'id', clientSecret: 'secret' });
    await client.get('/a');
    valid = new Set();
    expect(await client.get('/b')).toEqual({ status: 200, body: { key: 'key-2' } });
    expect(issued).toBe(2);
  });

  it.each([
    { status: 500, body: '{}' },
    { status: 429, body: '{}' },
    { status: 200, body: '<html>' },
  ])('says the aggregator failed on $status with $body, naming the call only', async (answer) => {
    const client = aggregatorClient(origin, { clientId: 'id', clientSecret: 'secret' });
    await client.get('/warm');
    nextAnswer = answer;
    const failure = await client.get('/payments/requests/r1').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AggregatorUnavailable);
    expect((failure as Error).message).toMatch(/^GET \/payments\/requests\/r1: /);
    expect((failure as Error).message).not.toContain(answer.body);
  });
});
