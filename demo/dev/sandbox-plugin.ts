// Dev-server plugin for `npm run dev`: runs the sandbox beside Vite and mints Connect Tokens for
// the dev page server-side, so the browser never sees the client secret.
import { spawn } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

// The sandbox runs as its own process (as `npm run sandbox` does): the Vite config then loads
// none of its modules, and its settings come from the same SANDBOX_* variables.

export const TOKEN_PATH = '/dev/connect-token';
export const DEV_PAGE = '/demo/dev/';

type Minted = { accessToken: string; apiUrl: string };
type SandboxAccess = { publicUrl: string; clientId: string; clientSecret: string };

function sandboxAccess(env: NodeJS.ProcessEnv): SandboxAccess {
  const port = env.SANDBOX_PORT ?? '8787';
  return {
    publicUrl: env.SANDBOX_PUBLIC_URL ?? `http://${env.SANDBOX_HOST ?? '127.0.0.1'}:${port}`,
    clientId: env.SANDBOX_CLIENT_ID ?? 'sandbox-client-id',
    clientSecret: env.SANDBOX_CLIENT_SECRET ?? 'sandbox-client-secret',
  };
}

async function post<T>(url: string, body: unknown, apiKey?: string): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (apiKey) headers['X-API-KEY'] = apiKey;
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A Connect Token whose items come back to this dev server's OAuth callback page. */
export async function mintConnectToken(config: SandboxAccess, widgetOrigin: string, itemId?: string): Promise<Minted> {
  const { apiKey } = await post<{ apiKey: string }>(`${config.publicUrl}/auth`, { clientId: config.clientId, clientSecret: config.clientSecret });
  const options = { clientUserId: 'dev-user', oauthRedirectUri: `${widgetOrigin}/oauth-callback.html` };
  const { accessToken } = await post<{ accessToken: string }>(
    `${config.publicUrl}/connect_token`,
    { ...(itemId ? { itemId } : {}), options },
    apiKey,
  );
  return { accessToken, apiUrl: config.publicUrl };
}

/** A sandbox answers its consent page stylesheet; anything else on the port is not one. */
async function isSandboxUp(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/oauth/style.css`, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function waitForSandbox(url: string, timeoutMs = 30_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await isSandboxUp(url)) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      text += chunk;
      if (text.length > 10_000) req.destroy(new Error('body too large'));
    });
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });

function itemIdOf(text: string): string | undefined {
  try {
    const body: unknown = JSON.parse(text || '{}');
    const itemId = typeof body === 'object' && body !== null && 'itemId' in body ? body.itemId : undefined;
    return typeof itemId === 'string' && /^[A-Za-z0-9-]{1,100}$/.test(itemId) ? itemId : undefined;
  } catch {
    return undefined;
  }
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
};

export function sandboxPlugin(): Plugin {
  return {
    name: 'ponte-dev-sandbox',
    // Only for the dev server people open: never for builds or the test runner's server.
    apply: (_config, env) => env.command === 'serve' && env.mode !== 'test' && !process.env.VITEST,
    async configureServer(server) {
      const config = sandboxAccess(process.env);
      if (await isSandboxUp(config.publicUrl)) {
        // `npm run sandbox` is already up on that port: use it.
        server.config.logger.info(`  using the sandbox already running on ${config.publicUrl}`);
      } else {
        const child = spawn(process.execPath, ['--import', 'tsx', 'demo/sandbox/main.ts'], {
          cwd: server.config.root,
          env: { SANDBOX_DELIVER_WEBHOOKS: 'false', ...process.env },
          stdio: ['ignore', 'ignore', 'inherit'],
        });
        const stop = () => child.kill();
        process.once('exit', stop);
        server.httpServer?.once('close', stop);
        if (!(await waitForSandbox(config.publicUrl))) throw new Error(`the sandbox did not start on ${config.publicUrl}`);
      }
      server.config.logger.info(`  sandbox  ${config.publicUrl} (SANDBOX_PORT)\n  dev page ${DEV_PAGE}`);

      server.middlewares.use((req, res, next) => {
        if (req.url === '/' || req.url === '/index.html') {
          res.statusCode = 302;
          res.setHeader('Location', DEV_PAGE);
          res.end();
          return;
        }
        if (req.url?.split('?')[0] !== TOKEN_PATH) return next();
        if (req.method !== 'POST') return send(res, 405, { message: 'POST only' });
        const origin = typeof req.headers.origin === 'string' ? req.headers.origin : `http://${req.headers.host ?? 'localhost'}`;
        readBody(req)
          .then((text) => mintConnectToken(config, origin, itemIdOf(text)))
          .then(
            (minted) => send(res, 200, minted),
            (error: unknown) => send(res, 502, { message: error instanceof Error ? error.message : 'could not mint a token' }),
          );
      });
    },
  };
}
