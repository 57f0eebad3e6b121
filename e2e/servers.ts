// What the e2e and benchmark configs share: the browser they launch and the servers they start.
import { fileURLToPath } from 'node:url';
import type { PlaywrightTestConfig } from '@playwright/test';
import { chromiumPath } from './browser-path.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

// A browser named by CHROMIUM_PATH, Debian's Chromium (CI), or else Playwright's own (npm test's pretest installs it).
const executablePath = chromiumPath();

export const launchOptions = {
  executablePath,
  // The network is closed here: background services would only fail; no sandbox as root.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * The sandbox, then the widget's dev server. Started in order: the sandbox first, so the dev
 * server's plugin finds it and reuses it.
 */
export function webServers(options: {
  sandboxPort: number;
  widgetPort: number;
  sandboxArgs?: string;
  signingSecret: string;
  /** The demo's three origins (sandbox, widget host, merchant), served from the build in dist/. */
  demo?: { sandboxUrl: string; widgetUrl: string; merchantUrl: string };
}): NonNullable<PlaywrightTestConfig['webServer']> {
  const env = {
    SANDBOX_PORT: String(options.sandboxPort),
    SANDBOX_STEP_MS: '40',
    SANDBOX_SIGNING_SECRET: options.signingSecret,
    SANDBOX_DELIVER_WEBHOOKS: 'false',
  };
  const servers: Exclude<PlaywrightTestConfig['webServer'], undefined | { command: string }> = [
    {
      command: `npx tsx demo/sandbox/main.ts${options.sandboxArgs ? ` ${options.sandboxArgs}` : ''}`,
      cwd: ROOT,
      url: `http://127.0.0.1:${options.sandboxPort}/oauth/style.css`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env,
    },
    {
      command: `npx vite --port ${options.widgetPort} --strictPort --host 127.0.0.1`,
      cwd: ROOT,
      url: `http://127.0.0.1:${options.widgetPort}/e2e/harness/index.html`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env,
    },
  ];
  if (options.demo) {
    const port = (url: string) => new URL(url).port;
    servers.push({
      // Serves what `npm run build` and `npm run build:demo` made first, as `npm test` does: never builds.
      command: 'npx tsx demo/main.ts --no-build',
      cwd: ROOT,
      url: `${options.demo.merchantUrl}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: {
        ...env,
        // The demo's sandbox notifies the merchant site's webhook inbox, on this machine, as in `npm run demo`.
        SANDBOX_DELIVER_WEBHOOKS: 'true',
        SANDBOX_PORT: port(options.demo.sandboxUrl),
        WIDGET_PORT: port(options.demo.widgetUrl),
        DEMO_PORT: port(options.demo.merchantUrl),
      },
    });
  }
  return servers;
}
