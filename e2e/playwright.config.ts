// Playwright: journeys in real Chromium against a sandbox and the widget's dev server, and the
// embedding journeys across the demo's three origins; every server is started for the run.
import { defineConfig } from '@playwright/test';
import { DEMO_MERCHANT_URL, DEMO_SANDBOX_URL, DEMO_WIDGET_URL, SANDBOX_PORT, SANDBOX_URL, WIDGET_PORT } from './ports.js';
import { launchOptions, webServers } from './servers.js';

/** The journeys that move the demo sandbox's clock. */
const SANDBOX_CLOCK_SPECS = ['**/payer-journeys.spec.ts', '**/boletos.spec.ts'];

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
    launchOptions,
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: SANDBOX_CLOCK_SPECS },
    // Journeys that move the demo sandbox's clock (a consent left to expire, a boleto falling
    // overdue): the clock is the sandbox's, shared by every page, so they run after all the others,
    // one at a time, where a jump can expire no one else's token, consent or boleto. A filtered run
    // of them alone: `npx playwright test -c e2e --no-deps payer-journeys`.
    {
      name: 'sandbox-clock',
      use: { browserName: 'chromium' },
      testMatch: SANDBOX_CLOCK_SPECS,
      dependencies: ['chromium'],
      workers: 1,
      fullyParallel: false,
    },
  ],
  // The token tests sign their own expired tokens with this secret.
  webServer: webServers({
    sandboxPort: SANDBOX_PORT,
    widgetPort: WIDGET_PORT,
    signingSecret: 'e2e-only-secret',
    demo: { sandboxUrl: DEMO_SANDBOX_URL, widgetUrl: DEMO_WIDGET_URL, merchantUrl: DEMO_MERCHANT_URL },
  }),
});
