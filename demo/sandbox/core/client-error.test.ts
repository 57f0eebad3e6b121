// Requests refused before the app sees them, over a real socket: headers over Node's limit and unparsable requests get a JSON error body too.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxClient, type SandboxKit } from '../testing/sandbox-kit.js';

let s: SandboxKit;
beforeAll(async () => {
  s = await sandboxClient();
});
afterAll(() => s.close());

/** Sends raw bytes and reads everything the server answers until it closes. */
function raw(request: string): Promise<string> {
  const { hostname, port } = new URL(s.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('requests Node refuses before the app', () => {
  it.each([
    ['a URL over the header limit', () => fetch(`${s.url}/items/${'a'.repeat(20_000)}`)],
    ['a header over the limit', () => fetch(`${s.url}/connectors`, { headers: { 'X-API-KEY': 'x'.repeat(20_000) } })],
  ])('answers %s with 431 and a JSON body', async (_name, send) => {
    const response = await send();
    expect(response.status).toBe(431);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ code: 431, message: expect.stringContaining('16 KB') });
  });

  it.each([
    ['a request line that is no HTTP', 'HELLO\r\n\r\n'],
    ['a header line without a colon', 'GET /connectors HTTP/1.1\r\nHost: x\r\nnot a header\r\n\r\n'],
    ['a Content-Length that is no number', 'POST /items HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'],
  ])('answers %s with 400 and a JSON body', async (_name, request) => {
    const answer = await raw(request);
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).toMatch(/\r\nContent-Type: application\/json\r\n/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ code: 400, message: 'Malformed HTTP request' });
  });
});
