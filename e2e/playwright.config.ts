// Playwright: journeys in real Chromium against a sandbox and the widget's dev server, started for the run.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { SANDBOX_PORT, SANDBOX_URL, WIDGET_PORT, WIDGET_URL } from './ports';


const sandboxEnv = {
  SANDBOX_PORT: String(SANDBOX_PORT),
  SANDBOX_STEP_MS: '40',
  SANDBOX_SIGNING_SECRET: 'e2e-only-secret',
  SANDBOX_DELIVER_WEBHOOKS: 'false',
};

const ROOT = fileURLToPath(new URL('..', import.meta.url));

// Debian's Chromium (CI), a browser named by CHROMIUM_PATH, or else Playwright's own if installed.
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  use: {
    baseURL: SANDBOX_URL,
    trace: 'retain-on-failure',
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
      command: 'npx tsx demo/sandbox/main.ts',
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
