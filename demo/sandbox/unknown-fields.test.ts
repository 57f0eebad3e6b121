// Valid bodies with fields the interface does not define, on every route that takes a body: the request succeeds and nothing unknown is kept, answered or polluted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionsHolding, everyRoute, expectHandled, MAP_BODY_ROUTES, routeName, signed } from './testing/hostile-kit.js';
import { pathOf, type Seeded, seed } from './testing/seeded-routes.js';
import { sandboxClient, type SandboxKit } from './testing/sandbox-kit.js';

const MARKER = 'hostileField';
/** Fields that are maps of the client's own keys by the interface (webhook headers, credentials). */
const MAPS = new Set(['headers', 'parameters']);
/** Valid bodies refused for the state of the seeded records, not for their shape. */
const REFUSED_BY_STATE = new Set([
  'POST /items/:id/mfa',
  'POST /payments/requests/:id/automatic-pix/schedule',
  'POST /payments/requests/:id/automatic-pix/schedules/:paymentId/retry',
]);

/** The body with the marker beside every field of every object, maps aside. */
function withUnknownFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withUnknownFields);
  if (value === null || typeof value !== 'object') return value;
  const fields = Object.entries(value).map(([key, inner]) => [key, MAPS.has(key) ? inner : withUnknownFields(inner)]);
  return { ...Object.fromEntries(fields), [MARKER]: { [MARKER]: 'hostile-value' } };
}

let s: SandboxKit;
let key: string;
let seeded: Seeded;
beforeAll(async () => {
  s = await sandboxClient();
  key = await signed(s.sandbox.deps);
  seeded = await seed(s, key);
});
afterAll(() => s.close());

describe('a valid body with unknown fields', () => {
  it('succeeds on every route, and neither the answer nor anything the sandbox keeps holds them', async () => {
    const token = await s.connectToken();
    const wrong: string[] = [];
    for (const route of everyRoute(s)) {
      const valid = seeded.bodies.get(routeName(route));
      if (valid === undefined) continue;
      const isMap = MAP_BODY_ROUTES.has(routeName(route));
      // __proto__ as JSON text: an own key once parsed, which must never reach an object's prototype.
      const proto = isMap ? '"__proto__":"polluted",' : '"__proto__":{"polluted":"yes"},';
      const raw = JSON.stringify(isMap ? valid : withUnknownFields(valid)).replace(/^\{/, `{${proto}`);
      for (const who of routeName(route) === 'POST /items' ? [key, token] : [key]) {
        const reply = await s.call(route.method, pathOf(route, seeded), { token: who, raw });
        expectHandled(route, reply, routeName(route));
        const succeeded = reply.status >= 200 && reply.status < 300;
        if (succeeded === REFUSED_BY_STATE.has(routeName(route)))
          wrong.push(`${routeName(route)} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
        if (!isMap && JSON.stringify(reply.body).includes(MARKER)) wrong.push(`${routeName(route)} answered the unknown field`);
      }
    }
    expect(wrong).toEqual([]);
    expect(collectionsHolding(s.sandbox.deps, MARKER)).toEqual([]);
    expect(collectionsHolding(s.sandbox.deps, 'polluted')).toEqual([]);
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});
