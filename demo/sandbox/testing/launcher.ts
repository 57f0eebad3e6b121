// The test run's sandbox launcher (vitest global setup): starts a sandbox for each test file that asks, and stops it.
//
// The widget's tests never import the sandbox: they reach it only over HTTP, as the widget does.
import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { TestProject } from 'vitest/node';
import { type LaunchedSandbox, SandboxSettings } from '../../../src/api/testing/sandbox-settings.js';
import { loadCatalogue, parseCatalogue } from '../resources/connectors/catalogue.js';
import { type RunningSandbox, startSandbox } from '../server.js';

const MAX_BODY_BYTES = 1024 * 1024;

async function readBody(request: IncomingMessage): Promise<unknown> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    const piece = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += piece.length;
    if (size > MAX_BODY_BYTES) throw new Error('settings too large');
    chunks.push(piece);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function launch(input: unknown): Promise<RunningSandbox> {
  const { extraConnectors, ...settings } = SandboxSettings.parse(input);
  const catalogue = extraConnectors ? parseCatalogue([...loadCatalogue(), ...extraConnectors], 'extraConnectors') : undefined;
  return startSandbox({ port: 0, ...settings, ...(catalogue ? { catalogue } : {}) });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const running = new Map<string, RunningSandbox>();
  const server = createServer((request, response) => {
    const stop = /^\/sandboxes\/([0-9a-f-]{36})$/.exec(request.url ?? '')?.[1];
    if (request.method === 'POST' && request.url === '/sandboxes') {
      readBody(request)
        .then(launch)
        .then((sandbox) => {
          const id = randomUUID();
          running.set(id, sandbox);
          const { clientId, clientSecret } = sandbox.deps.config;
          answer(response, 200, { id, url: sandbox.url, clientId, clientSecret } satisfies LaunchedSandbox);
        })
        .catch((error: unknown) => answer(response, 400, { message: error instanceof Error ? error.message : String(error) }));
      return;
    }
    if (request.method === 'DELETE' && stop !== undefined) {
      const sandbox = running.get(stop);
      running.delete(stop);
      void (sandbox?.close() ?? Promise.resolve()).then(() => answer(response, 200, {}));
      return;
    }
    answer(response, 404, { message: `No route for ${request.method} ${request.url}` });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the sandbox launcher is not listening on a TCP port');
  const { port } = address;
  project.provide('sandboxLauncher', `http://127.0.0.1:${port}`);
  return async () => {
    await Promise.all([...running.values()].map((sandbox) => sandbox.close()));
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
