// A blank page on a port of its own with code pasted into its body, the backend that mints its Connect Tokens at /api/connect-token,
// and the built npm package at /npm/ (for code that imports `ponte`, through an import map as a CDN would serve it).
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

/** `npm run build` writes the package's ES modules here. */
const NPM_BUILD = fileURLToPath(new URL('../dist/npm/', import.meta.url));

export type PastedPage = { origin: string; close: () => Promise<void> };

/** Mints a Connect Token from the sandbox with its client credentials, as a merchant's backend does. */
export async function mintConnectToken(sandboxUrl: string): Promise<string> {
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${sandboxUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as Record<string, string>;
  };
  const { apiKey = '' } = await post('/auth', { clientId: 'sandbox-client-id', clientSecret: 'sandbox-client-secret' });
  return JSON.stringify(await post('/connect_token', {}, { 'X-API-KEY': apiKey }));
}

/** `body()` is read on each request, so the page can start before the code it will hold is known. */
export async function startPastedPage(options: { sandboxUrl: string; body: () => string }): Promise<PastedPage> {
  const server: Server = createServer((request, response) => {
    const send = (status: number, type: string, body: string) => response.writeHead(status, { 'Content-Type': type }).end(body);
    const route = `${request.method} ${request.url}`;
    if (route === 'GET /') {
      send(
        200,
        'text/html; charset=utf-8',
        `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Blank</title></head>\n<body>\n${options.body()}</body>\n</html>\n`,
      );
    } else if (route === 'POST /api/connect-token') {
      mintConnectToken(options.sandboxUrl).then(
        (token) => send(200, 'application/json', token),
        (error: Error) => send(502, 'text/plain', error.message),
      );
    } else if (request.method === 'GET' && /^\/npm\/[\w.-]+\.js$/.test(request.url ?? '')) {
      readFile(`${NPM_BUILD}${(request.url ?? '').slice('/npm/'.length)}`, 'utf8').then(
        (code) => send(200, 'text/javascript; charset=utf-8', code),
        () => send(404, 'text/plain', 'Not found'),
      );
    } else send(404, 'text/plain', 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
