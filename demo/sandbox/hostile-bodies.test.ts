// Hostile bodies on every route that takes one: random JSON, wrong types, huge, deeply nested, the wrong content type. A 4xx JSON answer or a success, never a 5xx.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyRoute, expectHandled, expectJsonRefusal, type Route, routeName, signed, takesBody } from './testing/hostile-kit.js';
import { pathOf, type Seeded, seed } from './testing/seeded-routes.js';
import { sandboxClient, type SandboxKit } from './testing/sandbox-kit.js';

const SEED = 20261124;
const MAX_BODY_BYTES = 100 * 1024;

let s: SandboxKit;
let seeded: Seeded;
const tokens: Record<'key' | 'token', string> = { key: '', token: '' };
let routes: Route[];

beforeAll(async () => {
  s = await sandboxClient({ maxBodyBytes: MAX_BODY_BYTES });
  // Signed here rather than asked of POST /auth, whose rate limit these requests would reach.
  tokens.key = await signed(s.sandbox.deps);
  tokens.token = await s.connectToken();
  seeded = await seed(s, tokens.key);
  routes = everyRoute(s).filter(takesBody);
});
afterAll(() => s.close());

const send = (route: Route, who: 'key' | 'token', init: { body?: unknown; raw?: string; contentType?: string }) =>
  s.call(route.method, pathOf(route, seeded), { token: tokens[who], ...init });

/** Every place in a body a value sits, as the keys that lead there. */
function placesIn(value: unknown, at: string[] = []): string[][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [at];
  return [at, ...Object.entries(value).flatMap(([key, inner]) => placesIn(inner, [...at, key]))];
}

function replaced(body: unknown, at: readonly string[], value: unknown): unknown {
  const [first, ...rest] = at;
  if (first === undefined) return value;
  const object = body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {};
  return { ...object, [first]: replaced((object as Record<string, unknown>)[first], rest, value) };
}

const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

describe('every route that takes a body', () => {
  it('are all walked, and all but those that read no body have a valid body to start from', () => {
    expect(routes.length).toBeGreaterThan(20);
    const bodiless = routes.filter((route) => !seeded.bodies.has(routeName(route))).map(routeName);
    expect(bodiless).toEqual([
      'POST /oauth/authorize',
      'POST /payments/consent/:id',
      'POST /payments/requests/:id/automatic-pix/schedules/:paymentId/cancel',
      'POST /payments/requests/:id/automatic-pix/cancel',
      'POST /payments/requests/:id/schedules/cancel',
      'POST /payments/requests/:id/schedules/:scheduleId/cancel',
      'POST /smart-transfers/consent/:id',
      'POST /boletos/:id/cancel',
      'POST /sandbox/boletos/:id/pay',
    ]);
  });

  it.each([
    ['a multipart body that is no multipart', 'multipart/form-data; boundary=x', 'not a multipart body'],
    ['a multipart body without its boundary', 'multipart/form-data', '--x\r\n'],
    ['broken escapes', 'application/x-www-form-urlencoded', 'state=%zz&decision=%'],
    ['repeated and nested fields', 'application/x-www-form-urlencoded', 'state=a&state=b&decision[]=authorized&__proto__[x]=1'],
    ['JSON', 'application/json', '{"state":"x","decision":"authorized"}'],
  ])("answers the consent page's form with %s with its 400 page", async (_name, contentType, raw) => {
    const reply = await s.call('POST', '/oauth/authorize', { raw, contentType });
    expect(reply.status).toBe(400);
    expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('answers random JSON (property)', async () => {
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), fc.constantFrom<'key' | 'token'>('key', 'token'), async (body, who) => {
          expectHandled(route, await send(route, who, { body }), `${routeName(route)} with ${JSON.stringify(body)}`);
        }),
        { seed: SEED, numRuns: 8 },
      );
    }
  });

  it('answers a valid body with one value of the wrong type (property)', async () => {
    for (const route of routes) {
      const valid = seeded.bodies.get(routeName(route));
      if (valid === undefined) continue;
      const wrong = fc
        .tuple(fc.constantFrom(...placesIn(valid)), fc.jsonValue({ maxDepth: 3 }))
        .filter(([at, value]) => typeOf(value) !== typeOf(at.reduce<unknown>((v, key) => (v as Record<string, unknown>)[key], valid)));
      await fc.assert(
        fc.asyncProperty(wrong, async ([at, value]) => {
          const body = replaced(valid, at, value);
          expectHandled(route, await send(route, 'key', { body }), `${routeName(route)} with ${JSON.stringify(body)}`);
        }),
        { seed: SEED, numRuns: 8 },
      );
    }
  });

  it.each([
    ['an array nested 40,000 deep', `${'['.repeat(40_000)}${']'.repeat(40_000)}`],
    ['an object nested 10,000 deep', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`],
    ['a value nested 10,000 deep under every known field', ''],
  ])('answers %s', async (_name, raw) => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    for (const route of routes) {
      const valid = seeded.bodies.get(routeName(route)) ?? {};
      const bodies = raw ? [raw] : Object.keys(valid).map((key) => JSON.stringify({ ...valid, [key]: 'DEEP' }).replace('"DEEP"', deep));
      for (const body of bodies) expectHandled(route, await send(route, 'key', { raw: body }), routeName(route));
    }
  });

  it.each([
    ['text/plain', 415],
    ['application/x-www-form-urlencoded', 415],
    ['multipart/form-data; boundary=x', 415],
    ['application/jsonp', 415],
    ['application/json; charset=utf-8', undefined],
    ['application/merge-patch+json', undefined],
  ])('answers a JSON body sent as %s', async (contentType, status) => {
    for (const route of routes) {
      const valid = seeded.bodies.get(routeName(route));
      const reply = await send(route, 'key', { raw: JSON.stringify(valid ?? {}), contentType });
      expectHandled(route, reply, `${routeName(route)} as ${contentType}`);
      // A route may answer before it reads the body: a record it cannot find (404), its rate limit (429).
      const beforeBody = reply.status === 404 || reply.status === 429;
      if (status !== undefined && valid !== undefined && !beforeBody) expect(reply.status, routeName(route)).toBe(status);
    }
  });

  it('answers a body sent with no content type at all, or bytes that are not UTF-8, with 4xx', async () => {
    for (const route of routes.filter((r) => seeded.bodies.has(routeName(r)))) {
      for (const body of [new TextEncoder().encode('{"a":1}'), new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])]) {
        const headers: Record<string, string> = { 'X-API-KEY': tokens.key };
        if (body[2] === 0xff) headers['Content-Type'] = 'application/json';
        const response = await fetch(`${s.url}${pathOf(route, seeded)}`, { method: route.method, headers, body });
        const reply = { status: response.status, headers: response.headers, body: await response.json() };
        expectJsonRefusal(reply, routeName(route));
      }
    }
  });

  it('refuses a body over the limit with 413, whether its length is declared or streamed', async () => {
    const huge = JSON.stringify({ value: 'x'.repeat(MAX_BODY_BYTES) });
    for (const route of routes) {
      const declared = await send(route, 'key', { raw: huge });
      expectJsonRefusal(declared, routeName(route));
      expect(declared.status, routeName(route)).toBe(413);
      const streamed = await fetch(`${s.url}${pathOf(route, seeded)}`, {
        method: route.method,
        headers: { 'X-API-KEY': tokens.key, 'Content-Type': 'application/json' },
        body: new Blob([huge]).stream(),
        duplex: 'half',
      } as RequestInit);
      expect(streamed.status, routeName(route)).toBe(413);
      expect(await streamed.json()).toMatchObject({ code: 413 });
    }
  });
});
