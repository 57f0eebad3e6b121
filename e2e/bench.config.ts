// Playwright benchmarks (`npm run bench`, not part of `npm test`): the widget against a sandbox of 10,000 connectors.
import { defineConfig } from '@playwright/test';
import { launchOptions, webServers } from './servers.js';

// Beside the e2e ports (+200), so a benchmark and the journeys can run at the same time.
const SANDBOX_PORT = 8997;
const WIDGET_PORT = 8998;

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
    baseURL: `http://127.0.0.1:${WIDGET_PORT}`,
    // A trace snapshots the DOM while the page runs, which would be measured with it.
    trace: 'off',
    launchOptions,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: webServers({
    sandboxPort: SANDBOX_PORT,
    widgetPort: WIDGET_PORT,
    sandboxArgs: '--generate-connectors 10000',
    signingSecret: 'bench-only-secret',
  }),
});
