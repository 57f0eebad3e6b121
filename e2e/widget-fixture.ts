// The e2e fixture for widget journeys: a merchant page with <ponte-connect>, and what it recorded.
import type { Page } from '@playwright/test';
import type { MountOptions, Recorded } from './harness/harness.js';
import { expect, test as base } from './fixtures.js';
import { WIDGET_URL } from './ports.js';

export const HARNESS_PATH = '/e2e/harness/index.html';

export type Widget = {
  /** Opens the merchant page and mounts the widget with these options. */
  open(options?: MountOptions): Promise<void>;
  /** Everything recorded so far: DOM events and callbacks, in order. */
  recorded(): Promise<Recorded[]>;
  /** onEvent names in order. */
  eventNames(): Promise<string[]>;
  /** Waits until a DOM event or callback of this name was recorded, and returns it. */
  waitFor(name: string): Promise<Recorded>;
  /** The step heading, which should hold focus after each step change. */
  heading(): ReturnType<Page['getByRole']>;
};

export const test = base.extend<{ widget: Widget }>({
  widget: async ({ page }, use) => {
    const widgetOrigin = WIDGET_URL;
    const recorded = () => page.evaluate(() => window.ponteHarness.recorded);
    await use({
      async open(options = {}) {
        await page.goto(`${widgetOrigin}${HARNESS_PATH}`);
        await page.waitForFunction(() => 'ponteHarness' in window);
        await page.evaluate((o) => window.ponteHarness.mount(o), options);
      },
      recorded,
      async eventNames() {
        return (await recorded()).filter((r) => r.name === 'onEvent').map((r) => String((r.detail as { event?: string }).event));
      },
      async waitFor(name) {
        let found: Recorded | undefined;
        await expect.poll(async () => (found = (await recorded()).find((r) => r.name === name)), { timeout: 15_000 }).toBeTruthy();
        return found as Recorded;
      },
      heading: () => page.locator('ponte-connect').getByRole('heading').first(),
    });
  },
});
export { expect };
