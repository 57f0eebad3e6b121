// Hostile ids in every path and hostile query strings on every GET route: a 4xx JSON answer or a success, never a 5xx.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { everyRoute, expectHandled, type Route, routeName, signed, takesBody } from './testing/hostile-kit.js';
import { pathOf, type Seeded, seed } from './testing/seeded-routes.js';
import { sandboxClient, type SandboxKit } from './testing/sandbox-kit.js';

const SEED = 20261124;

let s: SandboxKit;
let key: string;
let seeded: Seeded;
let routes: Route[];
beforeAll(async () => {
  s = await sandboxClient();
  key = await signed(s.sandbox.deps);
  seeded = await seed(s, key);
  routes = everyRoute(s);
});
afterAll(() => s.close());

const send = (route: Route, path: string) => s.call(route.method, path, { token: key, ...(takesBody(route) ? { body: {} } : {}) });

/** Ids as they appear in a URL: broken escapes, traversal, NUL, names on every object's prototype, very long. */
const HOSTILE_IDS = ['%zz', '%E0%A4%A', '%00', '%2e%2e', '%2F', '__proto__', 'constructor', '%3Cscript%3E', '0x0', 'a'.repeat(4000)];

/** Query strings a client could write: broken escapes, repeats, huge and impossible numbers and dates, clashing filters. */
const HOSTILE_QUERIES = [
  '?page=%zz&%zz=1&a=%',
  '?page=1&page=2&sandbox=true&sandbox=false',
  '?page=-1&pageSize=1e999',
  '?page=9007199254740993',
  '?from=2020-13-45&to=x',
  '?from=0000-01-01&to=9999-12-31',
  '?from=%2B275760-09-13&dateTo=-1',
  '?itemId=__proto__&accountId=constructor&countries=__proto__',
  `?ids=${'1,'.repeat(2000)}`,
  '?name=%F0%F0%F0&healthDetails=%00',
  '?type=&event=&status=&customer=',
  '?dateFrom=2020-01-01&createdAtFrom=2020-01-01',
  `?after=%zz&after=${Buffer.from('2020-01-01T00:00:00.000Z|').toString('base64url')}`,
];

describe('hostile ids', () => {
  it('in every path parameter, from a list of known tricks', async () => {
    for (const route of routes.filter((r) => r.path.includes(':'))) {
      for (const id of HOSTILE_IDS) expectHandled(route, await send(route, pathOf(route, seeded, id)), `${routeName(route)} with ${id.slice(0, 40)}`);
    }
  });

  it('in every path parameter, from random text (property)', async () => {
    const withIds = routes.filter((r) => r.path.includes(':'));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...withIds), fc.string({ minLength: 1, maxLength: 60 }), async (route, id) => {
        expectHandled(route, await send(route, pathOf(route, seeded, encodeURIComponent(id))), `${routeName(route)} with ${JSON.stringify(id)}`);
      }),
      { seed: SEED, numRuns: 100 },
    );
  });
});

/** The query a list needs to reach its records, so that what is added to it is read too. */
function baseQuery(route: Route): string {
  if (['/transactions', '/v2/transactions', '/bills'].includes(route.path)) return `accountId=${seeded.ids.account}`;
  if (['/accounts', '/investments', '/consents', '/identity', '/loans'].includes(route.path)) return `itemId=${seeded.ids.item}`;
  if (route.path === '/payments/intents') return `paymentRequestId=${seeded.ids.paymentRequest}`;
  return '';
}

describe('hostile query strings', () => {
  const gets = () => routes.filter((r) => r.method === 'GET');

  it('on every GET route, from a list of known tricks, alone and beside the query the route needs', async () => {
    for (const route of gets()) {
      for (const query of HOSTILE_QUERIES) {
        const base = baseQuery(route);
        for (const path of [`${pathOf(route, seeded)}${query}`, ...(base ? [`${pathOf(route, seeded)}?${base}&${query.slice(1)}`] : [])]) {
          expectHandled(route, await send(route, path), `${routeName(route)} at ${path.slice(0, 80)}`);
        }
      }
    }
  });

  it('on every GET route, from random names and values (property)', async () => {
    const name = fc.oneof(
      fc.constantFrom(
        ...['page', 'pageSize', 'itemId', 'accountId', 'from', 'to', 'dateFrom', 'dateTo', 'createdAtFrom', 'after', 'type', 'ids'],
        ...['name', 'sandbox', 'event', 'status', 'customer', 'pixKey', 'paymentRequestId', 'healthDetails', 'countries', 'products'],
      ),
      fc.string({ maxLength: 12 }),
    );
    const query = fc.array(fc.tuple(name, fc.string({ maxLength: 40 })), { maxLength: 5 });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...gets()), query, async (route, pairs) => {
        const search = `${baseQuery(route)}&${new URLSearchParams(pairs).toString()}`;
        expectHandled(route, await send(route, `${pathOf(route, seeded)}?${search}`), `${routeName(route)}?${search}`);
      }),
      { seed: SEED, numRuns: 120 },
    );
  });
});
