// Requests that are wrong in shape: every one gets a clear JSON error, never a crash.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxClient, type SandboxKit } from './testing/sandbox-kit.js';

let s: SandboxKit;
let key: string;
beforeAll(async () => {
  s = await sandboxClient({ maxBodyBytes: 2048 });
  key = await s.apiKey();
});
afterAll(() => s.close());

describe('malformed requests', () => {
  it.each([
    ['malformed JSON', { raw: '{"connectorId": 0,' }, 400, /Malformed JSON/],
    ['a wrong content type', { raw: 'connectorId=0', contentType: 'application/x-www-form-urlencoded' }, 415, /content type/],
    ['an oversized body', { body: { connectorId: 0, parameters: { user: 'x'.repeat(5000) } } }, 413, /too large/],
    ['a body of the wrong shape', { body: { connectorId: 'zero', parameters: {} } }, 400, /connectorId: expected number/],
    ['an empty body', {}, 400, /required/],
  ])('answers %s with %i and a JSON message', async (_name, init, status, message) => {
    const r = await s.call('POST', '/items', { token: key, ...init });
    expect(r.status).toBe(status);
    expect(r.body).toMatchObject({ code: status, message: expect.stringMatching(message) });
  });

  it('answers an unknown route with 404 JSON, even without a credential', async () => {
    const r = await s.call('GET', '/nowhere');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: 404, message: expect.stringContaining('/nowhere') });
  });

  it('answers a wrong method with 405 JSON and an Allow header', async () => {
    const r = await s.call('PUT', '/items/abc', { token: key, body: {} });
    expect(r.status).toBe(405);
    expect(r.headers.get('Allow')).toMatch(/GET/);
    expect(r.body).toMatchObject({ code: 405 });
  });

  it('allows browsers through CORS with X-API-KEY and Content-Type', async () => {
    const r = await fetch(`${s.url}/items`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://merchant.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-api-key,content-type',
      },
    });
    expect(r.status).toBeLessThan(300);
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect(r.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-api-key');
  });
});
