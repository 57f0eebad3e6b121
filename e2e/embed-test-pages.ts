// Test-only host pages on the demo's merchant origin, served by route with the merchant's strict CSP:
// ponte.js from the widget host, then the page's scripts as files (the CSP forbids inline ones).
import type { Page } from '@playwright/test';
import type { ConnectHandle } from '../src/embed/host/connect-handle.js';
import type { PonteGlobal } from '../src/embed/loader/install.js';
import { DEMO_MERCHANT_URL, DEMO_WIDGET_URL } from './ports.js';

/** What a test page's kit records and holds; read with page.evaluate. */
export type Kit = {
  /** onClose reasons, in order. */
  closes: string[];
  /** What each onClose received beside its reason (where the user was, the session), in order. */
  closedAt: { step?: string; connectorId?: number; itemId?: string; sessionId?: string }[];
  /** How many times onHide was called. */
  hides: number;
  /** The sessionId of each event onEvent received, in order. */
  eventSessions: string[];
  /** Item ids onSuccess received, in order. */
  successes: string[];
  /** Error codes onError received, in order. */
  errors: string[];
  /** The page's handle, once `create()` made it. */
  handle: ConnectHandle | null;
  /** Mints a Connect Token with the merchant's backend and makes the handle (Ponte.create); with
   * `inline`, the widget shows inline in the element that selector finds. */
  create(options?: { inline?: string; theme?: 'light' | 'dark'; background?: boolean }): Promise<void>;
  /** The demo's widget page URL (from /api/config), once `create()` read it. */
  widgetUrl: string;
};

declare global {
  interface Window {
    e2e?: Kit;
    /** window.Ponte as the first ponte.js left it (the page including the script twice). */
    e2eFirstPonte?: PonteGlobal;
    /** Whether window.Ponte was the same object after the second ponte.js. */
    e2eSamePonte?: boolean;
  }
}

export type TestPage = {
  /** Served at `<merchant>/e2e-<name>.html`, its files at `/e2e-<name>-*`. */
  name: string;
  /** The body's markup (no inline script or style: the CSP forbids them). */
  body?: string;
  /** The page's stylesheet, served as a file. */
  css?: string;
  /** How many `<script src=".../ponte.js">` tags the page has; a marker script runs between them. */
  ponteScripts?: number;
  /** The page's own script, after the kit; runs in the page (serialized, so it closes over nothing). */
  script?: () => void;
};

export const MERCHANT_ORIGIN = new URL(DEMO_MERCHANT_URL).origin;
export const WIDGET_ORIGIN = new URL(DEMO_WIDGET_URL).origin;

const DEFAULT_BODY = `
<main>
  <h1>Test page</h1>
  <button type="button" id="connect">Connect your bank</button>
</main>`;

let merchantCsp: Promise<string> | null = null;

/** The Content-Security-Policy the merchant serves its own pages with. */
export function strictCsp(page: Page): Promise<string> {
  merchantCsp ??= page.request.get(`${MERCHANT_ORIGIN}/script-tag.html`).then((response) => {
    const csp = response.headers()['content-security-policy'];
    if (!csp) throw new Error('The merchant serves its pages without a Content-Security-Policy');
    return csp;
  });
  return merchantCsp;
}

// Runs in the page: the handle with recording callbacks, and the "Connect your bank" button.
function kit(): void {
  const json = async (url: string, init?: RequestInit) => {
    const response = await fetch(url, init);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json();
  };
  const state: Kit = {
    closes: [],
    closedAt: [],
    hides: 0,
    eventSessions: [],
    successes: [],
    errors: [],
    handle: null,
    widgetUrl: '',
    async create(options = {}) {
      const [config, token] = await Promise.all([
        json('/api/config'),
        json('/api/connect-token', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }),
      ]);
      const ponte = window.Ponte;
      if (!ponte) throw new Error('ponte.js did not load');
      state.widgetUrl = config.widgetUrl;
      state.handle = ponte.create({
        connectToken: token.accessToken,
        apiUrl: config.apiUrl,
        includeSandbox: true,
        onClose: ({ reason, ...where }) => {
          state.closes.push(reason);
          state.closedAt.push(where);
        },
        onHide: () => {
          state.hides += 1;
        },
        onEvent: ({ sessionId }) => state.eventSessions.push(sessionId),
        ...(options.background ? { allowConnectInBackground: true } : {}),
        onSuccess: ({ item }) => state.successes.push(item.id),
        onError: (error) => state.errors.push(error.code),
        ...(options.theme ? { theme: options.theme } : {}),
        ...(options.inline ? { display: 'inline' as const, container: document.querySelector<HTMLElement>(options.inline) ?? undefined } : {}),
      });
    },
  };
  // A click before the token arrived opens the handle once it exists, as a real page would wait.
  const create = state.create.bind(state);
  let creating: Promise<void> | null = null;
  state.create = (options) => (creating = create(options));
  window.e2e = state;
  document.getElementById('connect')?.addEventListener('click', () => void creating?.then(() => state.handle?.open()));
}

// Runs in the page between two copies of ponte.js.
function markFirstPonte(): void {
  window.e2eFirstPonte = window.Ponte;
}
function compareSecondPonte(): void {
  window.e2eSamePonte = window.e2eFirstPonte !== undefined && window.Ponte === window.e2eFirstPonte;
}

const asScript = (fn: () => void) => `(${fn.toString()})();\n`;

/** Serves the page (and its files) on the merchant origin with the merchant's CSP, then opens it. */
export async function openTestPage(page: Page, spec: TestPage): Promise<void> {
  const csp = await strictCsp(page);
  const base = `${MERCHANT_ORIGIN}/e2e-${spec.name}`;
  type File = { type: string; body: string };
  const files: Record<string, File> & { '.html': File } = {
    '.html': { type: 'text/html; charset=utf-8', body: '' },
    '-kit.js': { type: 'text/javascript', body: asScript(kit) },
    '-mark.js': { type: 'text/javascript', body: asScript(markFirstPonte) },
    '-compare.js': { type: 'text/javascript', body: asScript(compareSecondPonte) },
    '-page.js': { type: 'text/javascript', body: spec.script ? asScript(spec.script) : '' },
    '.css': { type: 'text/css', body: spec.css ?? '' },
  };
  const ponte = `<script src="${WIDGET_ORIGIN}/ponte.js"></script>`;
  const copies = spec.ponteScripts ?? 1;
  const loaders =
    copies > 1
      ? [ponte, `<script src="${base}-mark.js"></script>`, ...Array(copies - 1).fill(ponte), `<script src="${base}-compare.js"></script>`]
      : [ponte];
  files['.html'].body = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${spec.name} · e2e</title>
<link rel="stylesheet" href="${base}.css">
</head>
<body>
${spec.body ?? DEFAULT_BODY}
${loaders.join('\n')}
<script src="${base}-kit.js"></script>
<script src="${base}-page.js"></script>
</body>
</html>`;
  // A routed page has no address of its own, so Chromium counts it as public and asks before it
  // reaches the loopback servers (the widget host, the merchant's API); the real pages need not ask.
  await page.context().grantPermissions(['local-network-access'], { origin: MERCHANT_ORIGIN });
  for (const [suffix, file] of Object.entries(files)) {
    await page.route(base + suffix, (route) =>
      route.fulfill({ status: 200, contentType: file.type, headers: { 'Content-Security-Policy': csp }, body: file.body }),
    );
  }
  await page.goto(`${base}.html`);
}
