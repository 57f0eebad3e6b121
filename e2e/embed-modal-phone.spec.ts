// The modal on a phone: a full-screen sheet on what the screen shows, however wide the page behind
// it or however far it is zoomed, with the widget at its own legible size and its close button on screen.
import type { Page } from '@playwright/test';
import { expect, modalWidget, test } from './embed-fixture.js';
import { openTestPage } from './embed-test-pages.js';

test.use({ viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

/** The dialog's box and the visual viewport's, both in the page's CSS pixels, and the widget page's own width. */
const geometry = (page: Page) =>
  page.evaluate(() => {
    const dialog = document.querySelector('[data-ponte-modal]')?.shadowRoot?.querySelector('dialog')?.getBoundingClientRect();
    const view = visualViewport;
    const round = (n: number | undefined) => Math.round(n ?? Number.NaN);
    return {
      dialog: { x: round(dialog?.x), y: round(dialog?.y), width: round(dialog?.width), height: round(dialog?.height) },
      screen: { x: round(view?.offsetLeft), y: round(view?.offsetTop), width: round(view?.width), height: round(view?.height) },
    };
  });

const widgetWidth = (page: Page) =>
  modalWidget(page)
    .locator('body')
    .evaluate(() => innerWidth);

for (const zoom of [1, 0.4]) {
  test(`a page 936 px wide on a 375 px phone${zoom < 1 ? ', zoomed out to fit it,' : ''} gets a sheet filling the screen that closes`, async ({
    page,
  }) => {
    await openTestPage(page, { name: 'wide-page', css: 'main { width: 936px; }', script: () => void window.e2e?.create() });
    // As a phone shows a page wider than itself once the user pinches out to see all of it.
    if (zoom < 1) await (await page.context().newCDPSession(page)).send('Emulation.setPageScaleFactor', { pageScaleFactor: zoom });
    await page.getByRole('button', { name: 'Connect your bank' }).tap();
    const widget = modalWidget(page);
    await expect(widget.getByRole('heading', { name: 'Choose your institution' })).toBeVisible();

    const { dialog, screen } = await geometry(page);
    expect(dialog).toEqual(screen);
    // Drawn at the phone's own width and scaled onto the screen: text as legible as on any page.
    expect(await widgetWidth(page)).toBe(375);
    const close = widget.getByRole('button', { name: 'Close' });
    const box = await close.boundingBox();
    const onScreen =
      box && box.x >= screen.x && box.y >= screen.y && box.x + box.width <= screen.x + screen.width && box.y + box.height <= screen.y + screen.height;
    expect(onScreen).toBe(true);

    await close.tap();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect.poll(() => page.evaluate(() => window.e2e?.closes)).toEqual(['user']);
  });
}
