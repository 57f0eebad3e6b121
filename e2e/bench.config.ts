// Playwright benchmarks (`npm run bench`, not part of `npm test`): the widget against a sandbox of 10,000 connectors.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

// Beside the e2e ports (+200), so a benchmark and the journeys can run at the same time.
const SANDBOX_PORT = 8997;
const WIDGET_PORT = 8998;
const SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`;
const WIDGET_URL = `http://127.0.0.1:${WIDGET_PORT}`;

const sandboxEnv = {
  SANDBOX_PORT: String(SANDBOX_PORT),
  SANDBOX_STEP_MS: '40',
  SANDBOX_SIGNING_SECRET: 'bench-only-secret',
  SANDBOX_DELIVER_WEBHOOKS: 'false',
};

const ROOT = fileURLToPath(new URL('..', import.meta.url));

// Debian's Chromium (CI), a browser named by CHROMIUM_PATH, or else Playwright's own if installed.
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.bench.ts',
  // One at a time: measurements must not share the machine with each other.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 120_000,
  use: {
    baseURL: WIDGET_URL,
    // A trace snapshots the DOM while the page runs, which would be measured with it.
    trace: 'off',
    launchOptions: {
      executablePath,
      // The network is closed here: background services would only fail; no sandbox as root.
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  // Started in order: the sandbox first, so the dev server's plugin finds it and reuses it.
  webServer: [
    {
      command: 'npx tsx demo/sandbox/main.ts --generate-connectors 10000',
      cwd: ROOT,
      url: `${SANDBOX_URL}/oauth/style.css`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: sandboxEnv,
    },
    {
      command: `npx vite --port ${WIDGET_PORT} --strictPort --host 127.0.0.1`,
      cwd: ROOT,
      url: `${WIDGET_URL}/e2e/harness/index.html`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: sandboxEnv,
    },
  ],
});
