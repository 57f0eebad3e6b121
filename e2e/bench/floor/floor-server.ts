// The floor page's two origins: the host page with its token endpoint, and the frame; started by the benchmark's Playwright config.
import { readFile } from 'node:fs/promises';
import { sandboxApi } from '../../../demo/merchant/sandbox-api.js';
import { listen } from '../../../demo/widget-host/listen.js';
import { BENCH_HOST, PORTS, urlOf } from '../ports.js';

const hostPort = Number(process.env.FLOOR_HOST_PORT ?? PORTS.floorHost);
const framePort = Number(process.env.FLOOR_FRAME_PORT ?? PORTS.floorFrame);
const apiUrl = process.env.FLOOR_SANDBOX_URL ?? urlOf(PORTS.sandbox);
const hostOrigin = urlOf(hostPort);
const frameOrigin = urlOf(framePort);

// The demo's defaults: the floor mints its tokens from the demo's sandbox, as the demo's merchant does.
const api = sandboxApi({ url: apiUrl, clientId: 'sandbox-client-id', clientSecret: 'sandbox-client-secret' });

const TYPES: Record<string, string> = { html: 'text/html; charset=utf-8', js: 'text/javascript; charset=utf-8' };

async function file(name: string): Promise<Response> {
  const body = await readFile(new URL(`./${name}`, import.meta.url), 'utf8');
  const type = TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
  // As the demo serves its pages: read afresh, revalidated on every load.
  return new Response(body.replaceAll('{{frameOrigin}}', frameOrigin), { headers: { 'Content-Type': type, 'Cache-Control': 'no-cache' } });
}

const notFound = () => new Response('Not found', { status: 404 });

async function host(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (request.method === 'POST' && pathname === '/api/connect-token') {
    const accessToken = await api.mintConnectToken({ options: { clientUserId: 'floor-user' } });
    return Response.json({ accessToken, apiUrl }, { headers: { 'Cache-Control': 'no-store' } });
  }
  if (request.method !== 'GET') return notFound();
  if (pathname === '/' || pathname === '/floor-host.html') return file('floor-host.html');
  if (pathname === '/floor-host.js') return file('floor-host.js');
  // Browsers ask for it on every page.
  if (pathname === '/favicon.ico') return new Response(null, { status: 204 });
  return notFound();
}

async function frame(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (request.method !== 'GET') return notFound();
  if (pathname === '/floor-frame.html') return file('floor-frame.html');
  if (pathname === '/floor-frame.js') return file('floor-frame.js');
  if (pathname === '/favicon.ico') return new Response(null, { status: 204 });
  return notFound();
}

const servers = await Promise.all([
  listen(host, hostPort, BENCH_HOST, 'The floor host page (FLOOR_HOST_PORT)'),
  listen(frame, framePort, BENCH_HOST, 'The floor frame (FLOOR_FRAME_PORT)'),
]);
console.log(`floor page at ${hostOrigin}/ (frame ${frameOrigin}, API ${apiUrl})`);

const stop = () => void Promise.all(servers.map((server) => server.close())).then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
