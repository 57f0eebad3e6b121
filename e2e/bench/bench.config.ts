// Playwright's part of `npm run bench` (e2e/bench/run.ts runs it): time to interactive, bytes over the wire and search, in real Chromium.
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { launchOptions } from '../servers.js';
import { PORTS, urlOf } from './ports.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The demo's three origins, from the copy of the build run.ts takes (see demo-server.ts). */
const demo = (ports: { sandbox: number; widget: number; merchant: number }, args = '') => ({
  command: `npx tsx e2e/bench/demo-server.ts${args}`,
  cwd: ROOT,
  url: `${urlOf(ports.merchant)}/`,
  // A server left over from another run could serve another build: every run starts its own.
  reuseExistingServer: false,
  timeout: 60_000,
  env: {
    SANDBOX_PORT: String(ports.sandbox),
    WIDGET_PORT: String(ports.widget),
    DEMO_PORT: String(ports.merchant),
    SANDBOX_DELIVER_WEBHOOKS: 'false',
  },
});

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.bench.ts',
  // Its own folder: the e2e suite cleans test-results/, and a bench running beside it would lose its files.
  outputDir: 'results/playwright',
  // One at a time: measurements must not share the machine with each other.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 120_000,
  use: {
    // A trace snapshots the DOM while the page runs, which would be measured with it.
    trace: 'off',
    launchOptions,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    demo({ sandbox: PORTS.sandbox, widget: PORTS.widget, merchant: PORTS.merchant }),
    demo({ sandbox: PORTS.searchSandbox, widget: PORTS.searchWidget, merchant: PORTS.searchMerchant }, ' --generate-connectors 10000'),
    {
      command: 'npx tsx e2e/bench/floor/floor-server.ts',
      cwd: ROOT,
      url: `${urlOf(PORTS.floorHost)}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { FLOOR_SANDBOX_URL: urlOf(PORTS.sandbox) },
    },
  ],
});
