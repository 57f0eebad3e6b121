// The modal ponte.js opens on the merchant's page: focus in, trapped and given back, Escape, scroll
// lock, full screen on small screens, onClose once per open on every path, and axe with it open.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO_MERCHANT_URL, expect, modalWidget, settledDialog, test } from './embed-fixture.js';
import { openTestPage } from './embed-test-pages.js';

const SCRIPT_TAG_PAGE = `${DEMO_MERCHANT_URL}/script-tag.html`;
/** What the widget focuses when it opens: its first step's heading. */
const SEARCH_HEADING = 'Choose your institution';

const connectButton = (page: Page) => page.getByRole('button', { name: 'Connect your bank' });

/** Clicks "Connect your bank" and waits until the widget inside the modal has taken focus. */
async function openWidget(page: Page): Promise<void> {
  await connectButton(page).click();
  await expect(modalWidget(page).getByRole('heading', { name: SEARCH_HEADING })).toBeFocused();
}

/** The lines of the demo page's event log that report onClose. */
const loggedCloses = async (page: Page) =>
  (await page.getByRole('list', { name: 'Event log' }).getByRole('listitem').allInnerTexts())
    .filter((line) => line.includes('onClose'))
    .map((line) => line.replace(/^.*onClose: /, ''));

/**
 * Where the host page's focus is: 'dialog' (the modal's host element, focus inside its shadow
 * root), 'browser' (out of the page altogether, in the browser's own UI, where Tab may go from a
 * native modal dialog), else the element of the page behind that has it.
 */
const hostFocus = (page: Page) =>
  page.evaluate(() => {
    if (!document.hasFocus()) return 'browser';
    const active = document.activeElement;
    if (active?.hasAttribute('data-ponte-modal') && active.shadowRoot?.activeElement?.closest('dialog')) return 'dialog';
    return active ? `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''}` : 'nothing';
  });

test('focus moves into the dialog, Tab and Shift+Tab never reach the page behind, Escape gives it back to the button', async ({ page }) => {
  await page.goto(SCRIPT_TAG_PAGE);
  await openWidget(page);
  expect(await hostFocus(page)).toBe('dialog');

  // Any element of the page behind that receives focus, however briefly.
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { e2eFocusBehind: seen });
    document.addEventListener(
      'focusin',
      (event) => {
        const target = event.target;
        if (target instanceof Element && !target.closest('[data-ponte-modal]')) seen.push(target.outerHTML.slice(0, 80));
      },
      true,
    );
  });
  const visited: string[] = [];
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press(key);
      visited.push(await hostFocus(page));
    }
  }
  expect(visited.filter((where) => where !== 'dialog' && where !== 'browser')).toEqual([]);
  expect(visited.filter((where) => where === 'dialog').length).toBeGreaterThan(30);
  expect(await page.evaluate(() => Reflect.get(window, 'e2eFocusBehind'))).toEqual([]);

  // Escape from inside the widget (its heading: a search box would keep Escape for itself).
  await modalWidget(page).getByRole('heading', { name: SEARCH_HEADING }).focus();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(connectButton(page)).toBeFocused();
});

test('Escape pressed inside the widget closes the dialog and onClose hears "escape" once; a second Escape does nothing', async ({ page, host }) => {
  await page.goto(SCRIPT_TAG_PAGE);
  await openWidget(page);

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect.poll(() => loggedCloses(page)).toEqual(['escape']);
  expect((await host.messages()).filter((m) => m.type === 'close')).toEqual([{ type: 'close', reason: 'escape' }]);

  // Focus is back on the page's button: this Escape reaches the page, and the closed widget must not answer it.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  // Opening and escaping again orders the log: anything the second Escape caused would sit between.
  await openWidget(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect.poll(() => loggedCloses(page)).toEqual(['escape', 'escape']);
  expect((await host.messages()).filter((m) => m.type === 'close')).toEqual([
    { type: 'close', reason: 'escape' },
    { type: 'close', reason: 'escape' },
  ]);
});

/**
 * Where the page's content sits on screen (the top of its first heading) once the page has stopped
 * moving: the same value for 20 animation frames in a row.
 */
const settledContentTop = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const top = () => document.querySelector('h1')?.getBoundingClientRect().top ?? NaN;
        let last = top();
        let still = 0;
        const tick = () => {
          const now = top();
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= 20) resolve(now);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('opening locks page scrolling; closing restores the scroll position (1234) and the inline overflow styles exactly', async ({ page }) => {
  await openTestPage(page, {
    name: 'tall',
    body: `<main><h1>A tall page</h1><button type="button" id="connect">Connect your bank</button><div class="tall"></div></main>`,
    // The button stays on screen wherever the page is scrolled, so clicking it scrolls nothing.
    css: '.tall { height: 6000px; } #connect { position: fixed; top: 8px; left: 8px; }',
    script: () => {
      // The page's own inline overflow, set through the CSSOM as its CSP allows.
      document.documentElement.style.overflowY = 'scroll';
      document.body.style.overflow = 'visible';
      void window.e2e?.create();
    },
  });
  const inlineStyles = () =>
    page.evaluate(() => ({ html: document.documentElement.getAttribute('style'), body: document.body.getAttribute('style') }));
  const original = await inlineStyles();
  expect(original).toEqual({ html: 'overflow-y: scroll;', body: 'overflow: visible;' });
  await page.evaluate(() => window.scrollTo(0, 1234));
  const contentTop = await settledContentTop(page);
  expect(await scrollY(page)).toBe(1234);

  await openWidget(page);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden');
  // The wheel over the backdrop and over the widget, and scrolling keys pressed in the widget.
  await page.mouse.move(5, 600);
  await page.mouse.wheel(0, 900);
  await page.mouse.move(640, 360);
  await page.mouse.wheel(0, 900);
  await page.keyboard.press('PageDown');
  await page.keyboard.press('End');
  // Nothing moved, on screen or in scrollY: the lock leaves <body> (and its margin collapse) alone.
  expect(await settledContentTop(page)).toBe(contentTop);
  expect(await scrollY(page)).toBe(1234);

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(await scrollY(page)).toBe(1234);
  expect(await settledContentTop(page)).toBe(contentTop);
  expect(await inlineStyles()).toEqual(original);

  // The same wheel scrolls the page once it is unlocked: the locked check above could have failed.
  await page.mouse.move(640, 360);
  await page.mouse.wheel(0, 900);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1234);
});

test('below 500 px wide the dialog fills the viewport; at desktop width it does not', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 700 });
  await page.goto(SCRIPT_TAG_PAGE);
  await openWidget(page);
  const dialog = page.getByRole('dialog');
  expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 400, height: 700 });

  await page.setViewportSize({ width: 1280, height: 720 });
  await expect.poll(async () => (await dialog.boundingBox())?.width).toBeLessThan(1280);
  const desktop = await dialog.boundingBox();
  expect(desktop?.x).toBeGreaterThan(0);
  expect(desktop?.height).toBeLessThan(720);
});

test('as a step’s content changes the card grows and shrinks at its bottom edge only: what is under the pointer stays put', async ({ page }) => {
  await page.goto(SCRIPT_TAG_PAGE);
  await openWidget(page);
  const widget = modalWidget(page);
  const settled = () => settledDialog(page);
  const before = await settled();
  // Five institutions and part of a sixth, however tall the card was when the list came.
  expect((await widget.getByRole('listbox').boundingBox())?.height).toBeGreaterThan(5 * 64);

  // The list shrinks to the one result typed into view: the card shrinks, its top (and the field) do not move.
  await widget.getByRole('combobox').fill('Sandbox Bank');
  await expect.poll(async () => (await settled()).height).toBeLessThan(before.height - 100);
  expect((await settled()).y).toBe(before.y);

  // The next step is a different height again: the card's top is still where it was.
  await widget.getByRole('option', { name: /^Sandbox Bank/ }).click();
  await expect(widget.getByRole('button', { name: 'Continue' })).toBeVisible();
  const consent = await settled();
  expect(consent.y).toBe(before.y);
  expect(consent.height).not.toBe(before.height);
  // And the whole card stays on screen.
  expect(consent.y + consent.height).toBeLessThanOrEqual(720 - 16);
});

test('onClose fires exactly once per open on each path: the widget close button, Escape, close() and destroy()', async ({ page }) => {
  await openTestPage(page, { name: 'close-paths', script: () => void window.e2e?.create() });
  const closes = () => page.evaluate(() => window.e2e?.closes);
  const dialog = page.getByRole('dialog');

  await openWidget(page);
  await modalWidget(page).getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(closes).toEqual(['user']);

  await openWidget(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(closes).toEqual(['user', 'escape']);

  await openWidget(page);
  await page.evaluate(() => window.e2e?.handle?.close());
  await expect(dialog).toBeHidden();
  await expect.poll(closes).toEqual(['user', 'escape', 'host']);

  await openWidget(page);
  await page.evaluate(() => window.e2e?.handle?.destroy());
  await expect(dialog).toBeHidden();
  await expect.poll(closes).toEqual(['user', 'escape', 'host', 'destroy']);

  // A destroyed handle neither opens nor closes again.
  await page.evaluate(() => {
    window.e2e?.handle?.close();
    window.e2e?.handle?.destroy();
  });
  await connectButton(page).click();
  await expect(dialog).toHaveCount(0);
  expect(await closes()).toEqual(['user', 'escape', 'host', 'destroy']);
});

test('axe finds no violation on the host page with the modal open; the dialog is modal and named', async ({ page }) => {
  await page.goto(SCRIPT_TAG_PAGE);
  await openWidget(page);
  const dialog = page.getByRole('dialog', { name: 'Connect a bank account' });
  await expect(dialog).toBeVisible();
  // Opened with showModal: modal to assistive technology without an aria-modal attribute.
  expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);

  const results = await new AxeBuilder({ page }).analyze();
  const findings = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
  }));
  expect(findings).toEqual([]);
  // The widget inside the frame was part of the run.
  expect(results.passes.some((rule) => rule.nodes.some((node) => node.target.length > 1))).toBe(true);
});

test('an inline widget that loads with the page leaves the focus where the user has it', async ({ page }) => {
  await openTestPage(page, {
    name: 'inline-focus',
    body: `<main><h1>Checkout</h1><label for="coupon">Coupon</label><input id="coupon"><div id="slot"></div></main>`,
    script: () => {
      document.getElementById('coupon')?.focus();
      void window.e2e?.create({ inline: '#slot' });
    },
  });
  const widget = page.locator('#slot iframe').contentFrame();
  await expect(widget.getByRole('combobox')).toBeVisible();
  await expect(page.getByLabel('Coupon')).toBeFocused();
  // Typing goes on where the user was, not into the widget.
  await page.keyboard.type('SAVE10');
  await expect(page.getByLabel('Coupon')).toHaveValue('SAVE10');
  await expect(widget.getByRole('combobox')).toHaveValue('');
});
