// The visual record: a picture of each step in light and dark (and of the first steps at 320 px), reviewed by eye.
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { TOUR } from './step-tour.js';
import type { Theme } from './step-tour.js';
import { expect, test } from './widget-fixture.js';

const THEMES: readonly Theme[] = ['light', 'dark'];
const NARROW = ['search', 'search-popular', 'search-notes', 'credentials', 'connecting', 'oauth-waiting', 'success', 'error-outdated'];
const NARROW_WIDTH = 320;

const screenshotPath = (name: string) => fileURLToPath(new URL(`./screenshots/${name}.png`, import.meta.url));

/** The widget element only, still (no animation, no caret, no hover), at the default device scale. */
async function record(page: Page, name: string): Promise<void> {
  // Nothing may spill out sideways: that is what clipping on a phone looks like.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  // The last click left the pointer over the next step's button, which would be drawn hovered.
  await page.mouse.move(0, 0);
  const rect = await page.locator('ponte-connect').evaluate((element) => {
    const r = element.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
  });
  const viewport = page.viewportSize();
  expect(rect.bottom, 'the widget fits the window').toBeLessThanOrEqual(viewport?.height ?? 0);
  // Whole pixels inside the element: a fractional edge would show a line of the merchant's page.
  const x = Math.ceil(rect.left);
  const y = Math.ceil(rect.top);
  const clip = { x, y, width: Math.floor(rect.right) - x, height: Math.floor(rect.bottom) - y };
  expect(clip.width).toBeGreaterThan(0);
  await page.screenshot({ path: screenshotPath(name), clip, animations: 'disabled', caret: 'hide', scale: 'css' });
}

for (const theme of THEMES) {
  for (const step of TOUR) {
    test(`visual record: ${step.name} (${theme})`, async ({ page, widget }) => {
      await step.reach(page, widget, theme, { stopClock: true });
      await record(page, `${step.name}-${theme}`);
    });
  }
}

for (const name of NARROW) {
  const step = TOUR.find((s) => s.name === name);
  if (!step) throw new Error(`no tour step named ${name}`);
  test(`visual record: ${name} at ${NARROW_WIDTH} px`, async ({ page, widget }) => {
    await page.setViewportSize({ width: NARROW_WIDTH, height: 720 });
    await step.reach(page, widget, 'light', { stopClock: true });
    await record(page, `${name}-light-${NARROW_WIDTH}px`);
  });
}
