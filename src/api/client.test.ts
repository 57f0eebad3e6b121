// The API client against a scripted local HTTP server: requests sent, answers parsed, errors mapped.
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from './client.js';
import type { ApiClient, ApiClientOptions } from './client.js';
import { ApiError, isApiError } from './errors.js';
import { sleep as realSleep } from './sleep.js';

type Reply = {
  status?: number;
  statusText?: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is, as text/html. */
  raw?: string;
  /** 'head': never answer; 'body': send the head and part of the body, then stall. */
  stall?: 'head' | 'body';
};

type Received = { method: string; url: string; headers: IncomingHttpHeaders; body: string };

const TOKEN = 'sk_test_9f8e7d6c5b4a';
const PASSWORD = 'hunter2-Senha!';

let server: Server;
let origin: string;
let replies: Reply[] = [];
let received: Received[] = [];
let sleeps: number[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const reply = replies.shift() ?? { status: 599, json: { message: 'no scripted reply' } };
      if (reply.stall === 'head') return;
      const isJson = reply.raw === undefined;
      const text = reply.raw ?? JSON.stringify(reply.json ?? null);
      res.writeHead(reply.status ?? 200, reply.statusText ?? '', {
        'content-type': isJson ? 'application/json' : 'text/html',
        ...reply.headers,
      });
      if (reply.stall === 'body') return void res.write(text.slice(0, 5));
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  replies = [];
  received = [];
  sleeps = [];
});

/** A local address nothing listens on: a port that was just bound, then released. */
async function closedOrigin(): Promise<string> {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise((resolve) => closed.close(resolve));
  return `http://127.0.0.1:${port}`;
}

function client(options: Partial<ApiClientOptions> = {}): ApiClient {
  return createApiClient({
    baseUrl: origin,
    token: TOKEN,
    sleep: async (ms) => void sleeps.push(ms),
    ...options,
  });
}

/** Runs the call and answers its ApiError; fails the test when the call succeeds or throws anything else. */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  const outcome = await call.then(
    (value: unknown) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome)) throw new Error(`expected a failure, got ${JSON.stringify(outcome.value)}`);
  if (!isApiError(outcome.error)) throw outcome.error;
  return outcome.error;
}

const connector = {
  id: 201,
  name: 'Banco Teste',
  type: 'PERSONAL_BANK',
  credentials: [{ name: 'user', label: 'CPF', type: 'text' }],
};
const item = {
  id: '6f1c3d1e-2a4b-4c5d-8e9f-0a1b2c3d4e5f',
  status: 'UPDATING',
  executionStatus: 'CREATED',
  connector,
};
const page = <T>(results: T[]) => ({ page: 1, total: results.length, totalPages: 1, results });
/** An account as the widget keeps it: what the success screen lists. */
const account = { id: 'acc-1', type: 'BANK', subtype: 'CHECKING_ACCOUNT', number: '1234/5678-9', name: 'Conta Corrente', marketingName: null };

describe('requests', () => {
  it.each([
    {
      name: 'listConnectors with every filter',
      call: (c: ApiClient) =>
        c.listConnectors({
          name: 'Caixa & Cia/SA',
          countries: ['BR', 'AR'],
          types: ['PERSONAL_BANK', 'BUSINESS_BANK'],
          ids: [1, 22],
          sandbox: true,
          isOpenFinance: false,
          supportsPaymentInitiation: true,
          products: ['ACCOUNTS', 'TRANSACTIONS'],
          page: 2,
          pageSize: 50,
        }),
      reply: page([connector]),
      method: 'GET',
      url:
        '/connectors?name=Caixa%20%26%20Cia%2FSA&countries=BR,AR&types=PERSONAL_BANK,BUSINESS_BANK&ids=1,22' +
        '&sandbox=true&isOpenFinance=false&supportsPaymentInitiation=true&products=ACCOUNTS,TRANSACTIONS' +
        '&page=2&pageSize=50',
      body: undefined,
    },
    {
      name: 'listConnectors without filters',
      call: (c: ApiClient) => c.listConnectors(),
      reply: page([connector]),
      method: 'GET',
      url: '/connectors',
      body: undefined,
    },
    {
      name: 'getConnector with health details',
      call: (c: ApiClient) => c.getConnector(201, { healthDetails: true }),
      reply: connector,
      method: 'GET',
      url: '/connectors/201?healthDetails=true',
      body: undefined,
    },
    {
      name: 'createItem',
      call: (c: ApiClient) =>
        c.createItem({
          connectorId: 201,
          parameters: { user: '123.456.789-00', password: PASSWORD },
          clientUserId: 'user-42',
          products: ['ACCOUNTS'],
        }),
      reply: item,
      method: 'POST',
      url: '/items',
      body: {
        connectorId: 201,
        parameters: { user: '123.456.789-00', password: PASSWORD },
        clientUserId: 'user-42',
        products: ['ACCOUNTS'],
      },
    },
    {
      name: 'getItem',
      call: (c: ApiClient) => c.getItem(item.id),
      reply: item,
      method: 'GET',
      url: `/items/${item.id}`,
      body: undefined,
    },
    {
      name: 'getItem with an id that tries to leave its segment',
      call: (c: ApiClient) => c.getItem('../connectors/1?x=y#z'),
      reply: item,
      method: 'GET',
      url: '/items/..%2Fconnectors%2F1%3Fx%3Dy%23z',
      body: undefined,
    },
    {
      name: 'updateItem',
      call: (c: ApiClient) => c.updateItem(item.id, { parameters: { password: PASSWORD } }),
      reply: item,
      method: 'PATCH',
      url: `/items/${item.id}`,
      body: { parameters: { password: PASSWORD } },
    },
    {
      name: 'sendMfa',
      call: (c: ApiClient) => c.sendMfa(item.id, { token: '123456' }),
      reply: item,
      method: 'POST',
      url: `/items/${item.id}/mfa`,
      body: { token: '123456' },
    },
    {
      name: 'listAccounts with a type',
      call: (c: ApiClient) => c.listAccounts(item.id, 'BANK'),
      reply: page([account]),
      method: 'GET',
      url: `/accounts?itemId=${item.id}&type=BANK`,
      body: undefined,
    },
    {
      name: 'listAccounts without a type',
      call: (c: ApiClient) => c.listAccounts(item.id),
      reply: page([account]),
      method: 'GET',
      url: `/accounts?itemId=${item.id}`,
      body: undefined,
    },
  ])('$name sends the exact request and answers the parsed body', async ({ call, reply, method, url, body }) => {
    replies = [{ json: reply }];

    await expect(call(client())).resolves.toEqual(reply);

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe(method);
    expect(request?.url).toBe(url);
    expect(request?.headers['x-api-key']).toBe(TOKEN);
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.headers['content-type']).toBe(body === undefined ? undefined : 'application/json');
    expect(request?.body === '' ? undefined : JSON.parse(request?.body ?? '')).toEqual(body);
  });

  it('encodes a connector name so the server reads it back unchanged', async () => {
    replies = [{ json: page([]) }];
    await client().listConnectors({ name: 'Itaú & Cia = 100%+ ?', countries: ['B,R'] });
    const query = new URL(received[0]?.url ?? '', origin).searchParams;
    expect(query.get('name')).toBe('Itaú & Cia = 100%+ ?');
    expect(query.get('countries')).toBe('B,R');
    expect(received[0]?.url).toContain('countries=B%2CR');
  });

  it('keeps the base URL path prefix, with or without a trailing slash', async () => {
    replies = [{ json: item }, { json: item }];
    await client({ baseUrl: `${origin}/api/v1/` }).getItem('x');
    await client({ baseUrl: `${origin}/api/v1` }).getItem('x');
    expect(received.map((r) => r.url)).toEqual(['/api/v1/items/x', '/api/v1/items/x']);
  });

  it.each(['', '.', '..'])('refuses the id %j without sending anything', async (id) => {
    const error = await failure(client().getItem(id));
    expect(error.code).toBe('INVALID_REQUEST');
    expect(received).toHaveLength(0);
  });

  it('calls the token function on every request, so a refreshed token is sent', async () => {
    const tokens = ['first-token', 'second-token', 'third-token'];
    let calls = 0;
    replies = [{ json: item }, { status: 429, headers: { 'Retry-After': '1' }, json: {} }, { json: item }];
    const api = client({ token: () => tokens[calls++] ?? 'exhausted' });

    await api.getItem('a');
    await api.getItem('b');

    expect(received.map((r) => r.headers['x-api-key'])).toEqual(tokens);
  });
});

describe('responses that break the interface', () => {
  const { name: _dropped, ...credentialWithoutName } = connector.credentials[0] ?? { name: '' };
  const connectors = [connector, connector, connector, { ...connector, credentials: [credentialWithoutName] }];
  const { status: _status, ...itemWithoutStatus } = item;

  it.each([
    {
      name: 'a missing required field',
      call: (c: ApiClient) => c.getItem('a'),
      reply: { json: itemWithoutStatus },
      field: 'status',
      message: 'Response of GET /items/{id} is invalid at "status": expected string, it is missing',
    },
    {
      name: 'a nested field of the wrong type',
      call: (c: ApiClient) => c.getItem('a'),
      reply: { json: { ...item, connector: { ...connector, id: '201' } } },
      field: 'connector.id',
      message: 'Response of GET /items/{id} is invalid at "connector.id": expected number, received string',
    },
    {
      name: 'a field deep in a page',
      call: (c: ApiClient) => c.listConnectors(),
      reply: { json: page(connectors) },
      field: 'results.3.credentials.0.name',
      message: 'Response of GET /connectors is invalid at "results.3.credentials.0.name": expected string, it is missing',
    },
    {
      name: 'a body that is not an object',
      call: (c: ApiClient) => c.getConnector(1),
      reply: { json: [connector] },
      field: undefined,
      message: 'Response of GET /connectors/{id} is invalid: expected object, received array',
    },
    {
      name: 'a body that is not JSON',
      call: (c: ApiClient) => c.createItem({ connectorId: 1, parameters: {} }),
      reply: { raw: '<html>ok</html>' },
      field: undefined,
      message: 'Response of POST /items is not JSON',
    },
  ])('$name is INVALID_RESPONSE naming the field and endpoint', async ({ call, reply, field, message }) => {
    replies = [reply];
    const error = await failure(call(client()));
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.field).toBe(field);
    expect(error.message).toBe(message);
  });

  it('tolerates fields the interface does not list', async () => {
    replies = [{ json: { ...item, brandNewField: { nested: [1, 2] }, connector: { ...connector, logoV2: 'x' } } }];
    await expect(client().getItem(item.id)).resolves.toMatchObject({ id: item.id, connector: { id: 201 } });
  });

  it('keeps of an account only what the widget lists, checked', async () => {
    const full = { ...account, balance: 1200.5, itemId: item.id, bankData: { transferNumber: '001/0001/1234' }, owner: 'Ana' };
    replies = [{ json: page([full]) }];
    await expect(client().listAccounts(item.id)).resolves.toEqual(page([account]));

    replies = [{ json: page([{ ...account, number: 1234 }]) }];
    const error = await failure(client().listAccounts(item.id));
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.field).toBe('results.0.number');
  });
});

describe('error answers', () => {
  it.each([
    {
      name: 'errors[] (the interface)',
      json: {
        message: 'Invalid parameters',
        errors: [
          { code: '002', message: 'CPF must have 11 digits', parameter: 'user' },
          { code: '002', message: 'Too short', parameter: 'password' },
        ],
      },
    },
    {
      name: 'details[] (the public client)',
      json: {
        code: 400,
        message: 'Invalid parameters',
        details: [
          { code: '002', message: 'CPF must have 11 digits', parameter: 'user' },
          { code: '002', message: 'Too short', parameter: 'password' },
        ],
      },
    },
    {
      name: 'both errors[] and details[] carrying the same errors',
      json: {
        code: 400,
        message: 'Invalid parameters',
        errors: [
          { code: '002', message: 'CPF must have 11 digits', parameter: 'user' },
          { code: '002', message: 'Too short', parameter: 'password' },
        ],
        details: [
          { code: '002', message: 'CPF must have 11 digits', parameter: 'user' },
          { code: '002', message: 'Too short', parameter: 'password' },
        ],
      },
    },
  ])('400 with $name is VALIDATION with the parameter errors', async ({ json }) => {
    replies = [{ status: 400, json }];
    const error = await failure(client().createItem({ connectorId: 201, parameters: { user: '1', password: 'x' } }));
    expect(error.code).toBe('VALIDATION');
    expect(error.status).toBe(400);
    expect(error.parameterErrors.map((e) => e.parameter)).toEqual(['user', 'password']);
    expect(error.parameterErrors[0]).toEqual({ code: '002', message: 'CPF must have 11 digits', parameter: 'user' });
    expect(error.message).toBe('POST /items was refused as invalid (400): check user, password');
    expect(error.body).toEqual(json);
  });

  it.each([
    { status: 401, json: { code: 401, message: 'Unauthorized' }, code: 'UNAUTHORIZED' },
    { status: 403, json: { code: 403, message: 'Forbidden' }, code: 'FORBIDDEN' },
    { status: 404, json: { code: 404, message: 'Item not found' }, code: 'NOT_FOUND' },
    { status: 409, json: { code: 'ITEM_IS_ALREADY_UPDATING', message: 'm' }, code: 'ITEM_IS_ALREADY_UPDATING' },
    { status: 409, json: { code: 'ITEM_CREATION_LIMIT_EXCEEDED', message: 'm' }, code: 'ITEM_CREATION_LIMIT_EXCEEDED' },
    {
      status: 409,
      json: { code: 'CLIENT_HAS_ITEM_UPDATES_DISABLED', message: 'm' },
      code: 'CLIENT_HAS_ITEM_UPDATES_DISABLED',
    },
    {
      status: 409,
      json: { code: 409, codeDescription: 'ITEM_IS_ALREADY_UPDATING', message: 'm' },
      code: 'ITEM_IS_ALREADY_UPDATING',
    },
    {
      status: 400,
      json: { code: 'ITEM_ORIGINAL_CONNECTED_WITH_DIFFERENT_ACCOUNT', message: 'm' },
      code: 'ITEM_ORIGINAL_CONNECTED_WITH_DIFFERENT_ACCOUNT',
    },
    { status: 409, json: { code: 'SOMETHING_NEW', message: 'm' }, code: 'CONFLICT' },
    { status: 409, json: { code: 409, message: 'm' }, code: 'CONFLICT' },
    { status: 500, json: { code: 500, message: 'Internal error' }, code: 'SERVER' },
    { status: 418, json: { message: 'teapot' }, code: 'UNEXPECTED_STATUS' },
  ])('$status $json.code is $code', async ({ status, json, code }) => {
    replies = [{ status, json }];
    const error = await failure(client().updateItem(item.id, {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(code);
    expect(error.status).toBe(status);
    expect(error.body).toEqual(json);
    expect(error.message).toMatch(new RegExp(`^PATCH /items/\\{id\\} .*\\(${status}\\)`));
  });

  it('names the rejection in the message', async () => {
    replies = [{ status: 409, statusText: 'Conflict', json: { code: 'ITEM_IS_ALREADY_UPDATING', message: 'm' } }];
    const error = await failure(client().updateItem(item.id, {}));
    expect(error.message).toBe('PATCH /items/{id} was rejected with ITEM_IS_ALREADY_UPDATING (409 Conflict)');
  });

  it('tolerates a body that is not JSON, taking the message from the status text', async () => {
    replies = [{ status: 502, statusText: 'Bad Gateway', raw: '<html><body>upstream down</body></html>' }];
    const error = await failure(client().getItem('a'));
    expect(error.code).toBe('SERVER');
    expect(error.message).toBe('GET /items/{id} failed on the server (502 Bad Gateway)');
    expect(error.body).toBe('<html><body>upstream down</body></html>');
  });
});

describe('rate limit', () => {
  it.each<{ name: string; headers: Record<string, string>; waited: number }>([
    { name: 'Retry-After in seconds', headers: { 'Retry-After': '2' }, waited: 2000 },
    {
      name: 'RateLimit-Reset smaller than Retry-After',
      headers: { 'Retry-After': '60', 'RateLimit-Reset': '7', 'RateLimit-Limit': '20' },
      waited: 7000,
    },
    {
      name: 'RateLimit-Reset zero, Retry-After positive',
      headers: { 'Retry-After': '60', 'RateLimit-Reset': '0' },
      waited: 60_000,
    },
  ])('429 with $name waits that long, retries once and succeeds', async ({ headers, waited }) => {
    replies = [{ status: 429, headers, json: { code: 429, message: 'Too many requests' } }, { json: item }];
    await expect(client().getItem(item.id)).resolves.toEqual(item);
    expect(sleeps).toEqual([waited]);
    expect(received.map((r) => `${r.method} ${r.url}`)).toEqual([`GET /items/${item.id}`, `GET /items/${item.id}`]);
  });

  it('429 with Retry-After as an HTTP date waits until that date', async () => {
    const at = new Date(Date.now() + 10_000).toUTCString();
    replies = [{ status: 429, headers: { 'Retry-After': at }, json: {} }, { json: item }];
    await client().getItem(item.id);
    expect(sleeps).toHaveLength(1);
    // The date has whole seconds, and a moment passes before it is read.
    expect(sleeps[0]).toBeGreaterThan(8_000);
    expect(sleeps[0]).toBeLessThanOrEqual(10_000);
  });

  it('resends the same body on the retry', async () => {
    replies = [{ status: 429, headers: { 'Retry-After': '1' }, json: {} }, { json: item }];
    await client().sendMfa(item.id, { token: '654321' });
    expect(received.map((r) => r.body)).toEqual(['{"token":"654321"}', '{"token":"654321"}']);
  });

  it('a second 429 is RATE_LIMITED with the wait it asks for', async () => {
    replies = [
      { status: 429, headers: { 'Retry-After': '60', 'RateLimit-Reset': '5' }, json: { code: 429, message: 'm' } },
      { status: 429, headers: { 'Retry-After': '60', 'RateLimit-Reset': '3' }, json: { code: 429, message: 'm' } },
      { json: item },
    ];
    const error = await failure(client().getItem(item.id));
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.status).toBe(429);
    expect(error.retryAfterMs).toBe(3000);
    expect(error.message).toBe('GET /items/{id} is rate limited (429); retry in 3 s');
    expect(sleeps).toEqual([5000]);
    expect(received).toHaveLength(2);
  });

  it.each([
    { name: 'the default cap of 60 s', options: {}, headers: { 'Retry-After': '61' }, retryAfterMs: 61_000 },
    { name: 'a custom cap', options: { maxRetryAfterMs: 5_000 }, headers: { 'Retry-After': '6' }, retryAfterMs: 6_000 },
  ])('a wait beyond $name is RATE_LIMITED at once', async ({ options, headers, retryAfterMs }) => {
    replies = [{ status: 429, headers, json: {} }, { json: item }];
    const error = await failure(client(options).getItem(item.id));
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.retryAfterMs).toBe(retryAfterMs);
    expect(sleeps).toEqual([]);
    expect(received).toHaveLength(1);
  });

  it('a 429 without usable headers is RATE_LIMITED without a retry', async () => {
    replies = [{ status: 429, headers: { 'Retry-After': 'soon' }, json: {} }, { json: item }];
    const error = await failure(client().getItem(item.id));
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.retryAfterMs).toBeUndefined();
    expect(received).toHaveLength(1);
  });

  it('aborting during the wait is ABORTED and sends no retry', async () => {
    const controller = new AbortController();
    replies = [{ status: 429, headers: { 'Retry-After': '30' }, json: {} }, { json: item }];
    const api = client({
      sleep: (ms, signal) => {
        setTimeout(() => controller.abort(), 20);
        return realSleep(ms, signal);
      },
    });
    const error = await failure(api.getItem(item.id, { signal: controller.signal }));
    expect(error.code).toBe('ABORTED');
    expect(received).toHaveLength(1);
  });
});

describe('transport failures', () => {
  it('a refused connection is NETWORK', async () => {
    const error = await failure(client({ baseUrl: await closedOrigin() }).getItem('a'));
    expect(error.code).toBe('NETWORK');
    expect(error.message).toBe('GET /items/{id} could not reach the server');
  });

  it.each([
    { name: 'no answer at all', stall: 'head' as const },
    { name: 'a body that stops halfway', stall: 'body' as const },
  ])('$name within timeoutMs is TIMEOUT', async ({ stall }) => {
    replies = [{ json: item, stall }];
    const error = await failure(client({ timeoutMs: 150 }).getItem('a'));
    expect(error.code).toBe('TIMEOUT');
    expect(error.message).toBe('GET /items/{id} got no answer within 150 ms');
  });

  it('the caller aborting mid-request is ABORTED, not TIMEOUT', async () => {
    replies = [{ json: item, stall: 'head' }];
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await failure(client({ timeoutMs: 5_000 }).getItem('a', { signal: controller.signal }));
    expect(error.code).toBe('ABORTED');
  });

  it('an already aborted signal is ABORTED without a request', async () => {
    const error = await failure(client().getItem('a', { signal: AbortSignal.abort() }));
    expect(error.code).toBe('ABORTED');
    expect(received).toHaveLength(0);
  });
});

describe('a creation whose answer is lost', () => {
  const body = { connectorId: 201, parameters: { user: 'ana', password: PASSWORD } };
  const keysSent = () => received.map((r) => r.headers['idempotency-key']);

  it.each([
    { name: 'no answer within timeoutMs', lost: { json: item, stall: 'head' as const } },
    { name: 'an answer that stops halfway', lost: { json: item, stall: 'body' as const } },
  ])('after $name, is sent again with the same key and the same body', async ({ lost }) => {
    replies = [lost, { json: item }];
    await expect(client({ timeoutMs: 150 }).createItem(body, { idempotencyKey: 'key-1' })).resolves.toEqual(item);
    expect(keysSent()).toEqual(['key-1', 'key-1']);
    expect(new Set(received.map((r) => r.body)).size).toBe(1);
    expect(sleeps).toEqual([1000]);
  });

  it('is sent three times at most, then fails as the last send did', async () => {
    replies = [{ json: item, stall: 'head' }, { json: item, stall: 'head' }, { json: item, stall: 'head' }, { json: item }];
    const error = await failure(client({ timeoutMs: 100 }).createItem(body, { idempotencyKey: 'key-2' }));
    expect(error.code).toBe('TIMEOUT');
    expect(keysSent()).toEqual(['key-2', 'key-2', 'key-2']);
    expect(sleeps).toEqual([1000, 2000]);
  });

  it('a refused connection is sent again too, with its key', async () => {
    const api = client({ baseUrl: await closedOrigin() });
    const error = await failure(api.createItem(body, { idempotencyKey: 'key-3' }));
    expect(error.code).toBe('NETWORK');
    expect(sleeps).toEqual([1000, 2000]);
  });

  it.each([
    { name: 'a creation without a key', call: (api: ApiClient) => api.createItem(body) },
    { name: 'an update', call: (api: ApiClient) => api.updateItem(item.id, { parameters: { user: 'ana' } }) },
    { name: 'an MFA answer', call: (api: ApiClient) => api.sendMfa(item.id, { token: '123456' }) },
  ])('$name is never sent again: it could act twice', async ({ call }) => {
    replies = [{ json: item, stall: 'head' }, { json: item }];
    const error = await failure(call(client({ timeoutMs: 100 })));
    expect(error.code).toBe('TIMEOUT');
    expect(received).toHaveLength(1);
    expect(keysSent()).toEqual([undefined]);
  });

  it('an answer that came back, even a refusal, is not sent again', async () => {
    replies = [{ status: 500, json: { message: 'boom' } }, { json: item }];
    expect((await failure(client().createItem(body, { idempotencyKey: 'key-4' }))).code).toBe('SERVER');
    expect(received).toHaveLength(1);
  });

  it('aborting during the wait before sending again is ABORTED, with nothing more sent', async () => {
    const controller = new AbortController();
    replies = [{ json: item, stall: 'head' }, { json: item }];
    const api = client({
      timeoutMs: 100,
      sleep: (ms, signal) => {
        setTimeout(() => controller.abort(), 20);
        return realSleep(ms, signal);
      },
    });
    const error = await failure(api.createItem(body, { idempotencyKey: 'key-5', signal: controller.signal }));
    expect(error.code).toBe('ABORTED');
    expect(received).toHaveLength(1);
  });
});

describe('secrets never reach error messages', () => {
  const echo = { message: `bad key ${TOKEN}, password ${PASSWORD}`, token: TOKEN };

  it.each([
    { name: '401 echoing the key', reply: { status: 401, statusText: `Bad key ${TOKEN}`, json: echo } },
    { name: '403 echoing the key', reply: { status: 403, json: echo } },
    {
      name: '400 echoing the password',
      reply: {
        status: 400,
        statusText: `Invalid ${PASSWORD}`,
        json: { ...echo, errors: [{ code: '002', message: `${PASSWORD} too short`, parameter: PASSWORD }] },
      },
    },
    { name: '409 echoing both', reply: { status: 409, json: { ...echo, code: 'ITEM_IS_ALREADY_UPDATING' } } },
    { name: '429 echoing both', reply: { status: 429, json: echo } },
    { name: '500 echoing both', reply: { status: 500, raw: `${TOKEN} ${PASSWORD}` } },
    { name: 'an invalid 200 echoing both', reply: { json: { ...echo, id: 5 } } },
    { name: 'a 200 that is not JSON', reply: { raw: `${TOKEN}:${PASSWORD}` } },
  ])('$name', async ({ reply }) => {
    replies = [reply];
    const error = await failure(client().updateItem(item.id, { parameters: { user: 'someone', password: PASSWORD } }));
    for (const text of [error.message, String(error), error.stack ?? '']) {
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain(PASSWORD);
    }
    expect(error.message).toMatch(/PATCH \/items\/\{id\}/);
  });

  it.each([
    { name: 'refused connection', refused: true },
    { name: 'timeout', refused: false },
  ])('a $name', async ({ refused }) => {
    replies = [{ stall: 'head' }];
    const api = client({ timeoutMs: 100, ...(refused ? { baseUrl: await closedOrigin() } : {}) });
    const error = await failure(api.createItem({ connectorId: 1, parameters: { password: PASSWORD } }));
    for (const text of [error.message, String(error)]) {
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain(PASSWORD);
    }
  });
});
