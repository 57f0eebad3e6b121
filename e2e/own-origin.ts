// For journeys on an origin the demo does not know: the built widget host program started as a merchant runs it, and a page of its own on another local port.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { mintConnectToken } from './pasted-page.js';

/** The program as the package ships it: `npm run build` (part of `npm test`) compiles it here. */
const PROGRAM = fileURLToPath(new URL('../dist/widget-host/main.js', import.meta.url));

export type Running = { url: string; stop: () => Promise<void> };

/** Starts `ponte-widget-host` with these variables on a free port; resolves with its address once it says where it listens. */
export function startWidgetHostProgram(env: Record<string, string>, args: readonly string[] = []): Promise<Running> {
  const child: ChildProcess = spawn(process.execPath, [PROGRAM, '--port', '0', '--host', '127.0.0.1', ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }
    });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`ponte-widget-host did not start in 15 s.\n${out}${err}`));
    }, 15_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const listening = / on (http:\/\/[^/\s]+)\//.exec(out);
      if (!listening?.[1]) return;
      clearTimeout(timer);
      resolve({ url: listening[1], stop });
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`ponte-widget-host exited with code ${code} before it listened:\n${err || out}`));
    });
  });
}

export type OwnPage = { origin: string; close: () => Promise<void> };

/**
 * A merchant's page on a port of its own, embedding the widget with the script tag: its backend
 * mints Connect Tokens from the sandbox with the sandbox's client credentials; the page shows the
 * connected item in "Connected item". `widgetUrl` is read when a request comes, so the page can
 * be started before the widget host that must name its origin.
 */
export async function startOwnPage(options: { sandboxUrl: string; widgetUrl: () => string }): Promise<OwnPage> {
  const { sandboxUrl } = options;
  const html = () => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>A page of its own · e2e</title></head>
<body>
<main>
  <h1>A page the demo does not know</h1>
  <button type="button" id="connect">Connect your bank</button>
  <p>Connected item: <output id="item" aria-label="Connected item"></output></p>
  <p id="error" role="alert"></p>
</main>
<script async src="${options.widgetUrl()}/ponte.js"></script>
<script src="/page.js"></script>
</body>
</html>`;
  // The page's own script, as the README's script-tag example writes it.
  const script = `window.PonteQueue = window.PonteQueue || [];
window.PonteQueue.push((Ponte) => {
  const connect = Ponte.create({
    apiUrl: ${JSON.stringify(sandboxUrl)},
    includeSandbox: true,
    fetchConnectToken: async () => (await (await fetch('/api/connect-token', { method: 'POST' })).json()).accessToken,
    onSuccess: ({ item }) => { document.getElementById('item').textContent = item.id; },
    onError: (error) => { document.getElementById('error').textContent = error.code + ': ' + error.message; },
  });
  document.getElementById('connect').addEventListener('click', () => connect.open());
});
`;
  const server: Server = createServer((request, response) => {
    const send = (status: number, type: string, body: string) => response.writeHead(status, { 'Content-Type': type }).end(body);
    const route = `${request.method} ${request.url}`;
    if (route === 'GET /') send(200, 'text/html; charset=utf-8', html());
    else if (route === 'GET /page.js') send(200, 'text/javascript; charset=utf-8', script);
    else if (route === 'POST /api/connect-token') {
      mintConnectToken(sandboxUrl).then(
        (token) => send(200, 'application/json', token),
        (error: Error) => send(502, 'text/plain', error.message),
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
