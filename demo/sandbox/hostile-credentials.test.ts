// Forged and broken credentials on every route that needs one: 401 with the reason, never a way in.
//
// A valid Connect Token on every API-Key-only route is scope-of-every-route.test.ts's (403).
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES } from './resources/auth/public-routes.js';
import { routeKey } from './resources/auth/route-rule.js';
import { everyRoute, expectJsonRefusal, type Route, routeName, signed } from './testing/hostile-kit.js';
import { pathOf, type Seeded, seed } from './testing/seeded-routes.js';
import { sandboxClient, type SandboxKit } from './testing/sandbox-kit.js';

const base64url = (text: string) => Buffer.from(text).toString('base64url');

let s: SandboxKit;
let seeded: Seeded;
let routes: Route[];
let valid: string;

/** A token over any header and payload, signed with `secret` (the sandbox's own unless told). */
const forge = (header: unknown, payload: unknown, secret = s.sandbox.deps.config.signingSecret) => {
  const signing = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  return `${signing}.${createHmac('sha256', secret).update(signing).digest('base64url')}`;
};

beforeAll(async () => {
  s = await sandboxClient();
  valid = await signed(s.sandbox.deps);
  seeded = await seed(s, valid);
  const open = new Set(PUBLIC_ROUTES.map(routeKey));
  routes = everyRoute(s).filter((route) => !open.has(routeName(route)));
});
afterAll(() => s.close());

const call = (route: Route, token: string) =>
  s.call(route.method, pathOf(route, seeded), { token, ...(route.method === 'POST' || route.method === 'PATCH' ? { body: {} } : {}) });

describe('a forged or broken credential, on every route that needs one', () => {
  const now = () => Math.floor(s.sandbox.deps.clock.now() / 1000);
  const claims = () => ({ typ: 'api_key', sub: s.sandbox.deps.config.clientId, jti: 'forged', iat: now(), exp: now() + 3600 });

  it.each([
    ['signed with another secret', () => forge({ alg: 'HS256', typ: 'JWT' }, claims(), 'not-the-secret'), /invalid signature/],
    [
      'with "alg": "none" and no signature',
      () => `${base64url('{"alg":"none","typ":"JWT"}')}.${base64url(JSON.stringify(claims()))}.`,
      /invalid signature/,
    ],
    [
      'with its payload changed after signing',
      () => `${valid.split('.')[0]}.${base64url(JSON.stringify({ ...claims(), sub: 'other' }))}.${valid.split('.')[2]}`,
      /invalid signature/,
    ],
    ['expired a second ago', () => forge({ alg: 'HS256' }, { ...claims(), exp: now() - 1 }), /has expired/],
    ['of a kind the sandbox never makes', () => forge({ alg: 'HS256' }, { ...claims(), typ: 'admin' }), /not a valid token/],
    ['with claims of the wrong type', () => forge({ alg: 'HS256' }, { ...claims(), exp: 'never' }), /not a valid token/],
    ['whose payload is no JSON object', () => forge({ alg: 'HS256' }, 'just text'), /not a valid token/],
    ['with a Bearer prefix', () => `Bearer ${valid}`, /invalid signature/],
    ['of two parts', () => valid.split('.').slice(0, 2).join('.'), /not a valid token/],
    ['of four parts', () => `${valid}.x`, /not a valid token/],
    ['left out', () => '', /Missing credential/],
  ])('refuses a token %s with 401 and the reason', async (_name, make, reason) => {
    const token = make();
    // One check guards every route: one route per method and resource shows it everywhere.
    const sample = [...new Map(routes.map((route) => [`${route.method} ${route.path.split('/')[1]}`, route])).values()];
    for (const route of sample) {
      const reply = await s.call(route.method, pathOf(route, seeded), {
        ...(token ? { token } : {}),
        ...(route.method === 'POST' || route.method === 'PATCH' ? { body: {} } : {}),
      });
      expectJsonRefusal(reply, routeName(route));
      expect(reply.status, routeName(route)).toBe(401);
      expect(reply.body, routeName(route)).toMatchObject({ message: expect.stringMatching(reason) });
    }
  });

  it('refuses random text and random three-part tokens with 401 (property)', async () => {
    const printable = fc.stringMatching(/^[\x21-\x7e]{1,200}$/);
    const segment = fc.stringMatching(/^[A-Za-z0-9_-]{0,80}$/);
    const jwtLike = fc.tuple(segment, segment, segment).map((parts) => parts.join('.'));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), fc.oneof(printable, jwtLike), async (route, token) => {
        const reply = await call(route, token);
        expectJsonRefusal(reply, `${routeName(route)} with ${token}`);
        expect(reply.status).toBe(401);
      }),
      { seed: 20261124, numRuns: 200 },
    );
  });
});
