// The visual record of the modal itself, reviewed by eye: the phone's sheet in both themes, on a page
// as wide as the screen and on one zoomed out to fit its overflow, and the desktop card on a short
// step and on a long one.
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, modalWidget, settledDialog, test } from './embed-fixture.js';
import { openTestPage } from './embed-test-pages.js';

const screenshotPath = (name: string) => fileURLToPath(new URL(`./screenshots/${name}.png`, import.meta.url));

/** Opens the modal on a page of the given width, in the given theme, and waits for the search. */
async function openModal(page: Page, theme: 'light' | 'dark', pageWidth: number, zoom = 1): Promise<void> {
  await openTestPage(page, { name: `record-${theme}`, css: `main { width: ${pageWidth}px; }` });
  await page.evaluate((chosen) => window.e2e?.create({ theme: chosen }), theme);
  if (zoom < 1) await (await page.context().newCDPSession(page)).send('Emulation.setPageScaleFactor', { pageScaleFactor: zoom });
  await page.getByRole('button', { name: 'Connect your bank' }).click();
  await expect(modalWidget(page).getByRole('heading', { name: 'Choose your institution' })).toBeVisible();
}

/** What the screen shows, still, once the card has eased to its step's height: the phone's whole screen, the card on the desktop. */
async function shoot(page: Page, name: string): Promise<void> {
  await settledDialog(page);
  await page.screenshot({ path: screenshotPath(name), animations: 'disabled', caret: 'hide' });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  for (const theme of ['light', 'dark'] as const) {
    for (const zoom of [1, 0.4]) {
      test(`visual record: the sheet (${theme}, zoom ${zoom})`, async ({ page }) => {
        await openModal(page, theme, zoom < 1 ? 936 : 375, zoom);
        await shoot(page, `modal-phone-${theme}${zoom < 1 ? '-zoomed-out' : ''}`);
      });
    }
  }
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 720 } });
  for (const theme of ['light', 'dark'] as const) {
    test(`visual record: the card on a long step and a short one (${theme})`, async ({ page }) => {
      await openModal(page, theme, 1280);
      await shoot(page, `modal-desktop-long-${theme}`);
      const widget = modalWidget(page);
      await widget.getByRole('combobox').fill('Sandbox Bank');
      await widget.getByRole('option', { name: /^Sandbox Bank/ }).click();
      await widget.getByRole('button', { name: 'Continue' }).click();
      await expect(widget.getByLabel('User')).toBeVisible();
      await shoot(page, `modal-desktop-short-${theme}`);
    });
  }
});
