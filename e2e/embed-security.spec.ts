// Embedding's security promises across the demo's real origins: strict CSP on both sides, messages
// from any other window or origin ignored both ways, one frame per handle (StrictMode, a doubled
// script tag), nothing left after destroy(), and the Connect Token never in a URL.
import type { BrowserContext, Frame, Page } from '@playwright/test';
import { checkFrameMessage } from '../src/contract/frame-messages.js';
import { checkHostMessage, envelop } from '../src/contract/protocol.js';
import {
  DEMO_MERCHANT_URL,
  DEMO_SANDBOX_URL,
  DEMO_WIDGET_URL,
  connectSandboxBank,
  connectedItem,
  expect,
  modalWidget,
  test,
} from './embed-fixture.js';
import { MERCHANT_ORIGIN, WIDGET_ORIGIN, openTestPage } from './embed-test-pages.js';

const SCRIPT_TAG_PAGE = `${DEMO_MERCHANT_URL}/script-tag.html`;
const DEMO_PAGES = ['/', '/script-tag.html', '/iframe.html', '/react/', '/update.html', '/webhooks.html'];
const SEARCH_HEADING = 'Choose your institution';
const FORGED_ITEM_ID = 'forged-item-0001';

declare global {
  interface Window {
    /** `securitypolicyviolation` reports of this frame (every frame records its own). */
    e2eCsp?: string[];
    /** Sentinel messages this window received: every message posted before one has been handled. */
    e2eSentinels?: number;
    /** Modal host elements and iframes the page created (StrictMode's first mount included). */
    e2eCreated?: { modals: number; iframes: number };
  }
}

const connectButton = (page: Page) => page.getByRole('button', { name: 'Connect your bank' });

async function openWidget(page: Page): Promise<void> {
  await connectButton(page).click();
  await expect(modalWidget(page).getByRole('heading', { name: SEARCH_HEADING })).toBeFocused();
}

/** The channel of the open modal's frame, as its URL fragment carries it. */
async function openChannel(page: Page): Promise<string> {
  const src = (await page.getByRole('dialog').locator('iframe').getAttribute('src')) ?? '';
  const channel = new URLSearchParams(new URL(src).hash.slice(1)).get('channel');
  if (channel === null) throw new Error(`The frame's URL has no channel: ${src}`);
  return channel;
}

/** The widget frame speaking on this channel. */
async function frameOf(page: Page, channel: string): Promise<Frame> {
  let found: Frame | undefined;
  await expect.poll(() => (found = page.frames().find((f) => f.url().includes(`channel=${channel}`)))).toBeTruthy();
  return found as Frame;
}

const forgedSuccess = (channel: string) =>
  envelop(channel, { type: 'success' as const, item: { id: FORGED_ITEM_ID, status: 'UPDATED', executionStatus: 'SUCCESS' } });

/** Counts sentinel messages arriving at this window (a page or a frame). */
const countSentinels = (target: Page | Frame) =>
  target.evaluate(() => {
    window.e2eSentinels = 0;
    window.addEventListener('message', (event) => {
      if ((event.data as { e2eSentinel?: unknown } | null)?.e2eSentinel === true) window.e2eSentinels = (window.e2eSentinels ?? 0) + 1;
    });
  });
const sentinels = (target: Page | Frame) => target.evaluate(() => window.e2eSentinels);

/** Opens a popup from `opener` (the host page or a frame) and returns its page once loaded. */
async function popupFrom(context: BrowserContext, opener: Page | Frame, url: string): Promise<Page> {
  const popup = context.waitForEvent('page');
  await opener.evaluate((target) => void window.open(target, '_blank'), url);
  const page = await popup;
  await page.waitForLoadState();
  return page;
}

/** The lines of the demo page's event log. */
const logLines = (page: Page) => page.getByRole('list', { name: 'Event log' }).getByRole('listitem').allInnerTexts();

test('strict-CSP host page works: no violation on either side, and no style attribute from the SDK but the dialog’s own, set through the CSSOM (the scroll lock is a stylesheet of its own)', async ({
  page,
  host,
}) => {
  for (const path of DEMO_PAGES) {
    const response = await page.request.get(`${DEMO_MERCHANT_URL}${path}`);
    expect(response.status(), path).toBe(200);
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp, path).toMatch(/script-src 'self' http:\/\/127\.0\.0\.1:\d+/);
    expect(csp, path).toContain("style-src 'self'");
    expect(csp, path).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
  }

  // Every frame records its own violations: the host page and the widget's frames alike.
  await page.addInitScript(() => {
    const seen: string[] = [];
    window.e2eCsp = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  await page.goto(SCRIPT_TAG_PAGE);
  const styled = () =>
    page.evaluate(() => Array.from(document.querySelectorAll('[style]'), (e) => e.tagName.toLowerCase() + (e.id ? `#${e.id}` : '')));
  const styledBefore = await styled();

  await openWidget(page);
  const widget = modalWidget(page);
  await connectSandboxBank(widget);
  await expect(connectedItem(page)).toHaveText(/^[A-Za-z0-9_-]+$/, { timeout: 15_000 });
  await expect(page.getByRole('dialog')).toBeVisible();

  // What the SDK added: its modal hosts, their shadow trees and iframes carry no style attribute, but
  // each dialog: its theme, its content's height and on a phone its place on the screen, through the
  // CSSOM (which the policy allows, as the no-violation check below holds).
  const sdkStyled = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-ponte-modal]')).flatMap((modal) =>
      [modal, ...(modal.shadowRoot?.querySelectorAll('*') ?? [])].filter((e) => e.hasAttribute('style')).map((e) => e.tagName.toLowerCase()),
    ),
  );
  expect(sdkStyled.filter((tag) => tag !== 'dialog')).toEqual([]);
  expect(await page.locator('[data-ponte-modal]').count()).toBeGreaterThan(0);
  // Nor anywhere else: the scroll lock is a stylesheet, the page's own elements are left as they were.
  expect((await styled()).filter((e) => !styledBefore.includes(e))).toEqual([]);

  const widgetFrames = page.frames().filter((f) => f.url().startsWith(`${WIDGET_ORIGIN}/`));
  expect(widgetFrames.length).toBeGreaterThan(0);
  for (const frame of [page.mainFrame(), ...widgetFrames]) expect(await frame.evaluate(() => window.e2eCsp), frame.url()).toEqual([]);
  expect(await host.violations()).toEqual([]);
  // Uncaught errors and console errors of the page and its frames, a refused resource included.
  expect(host.errors).toEqual([]);

  // The recorders do hear a violation: an inline style attribute, refused on both sides.
  const [widgetFrame] = widgetFrames;
  if (!widgetFrame) throw new Error('the widget frame is missing');
  for (const frame of [page.mainFrame(), widgetFrame]) {
    await frame.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<p style="color: red">inline</p>'));
    // The widget page enforces two policies (its own meta and the server's header): one report or two.
    await expect.poll(() => frame.evaluate(() => window.e2eCsp?.length ?? 0)).toBeGreaterThan(0);
  }
});

test.describe('a message from a foreign origin or window is ignored', () => {
  test('by the host: a forged success with the real channel from a window on another origin', async ({ page, context }) => {
    await page.goto(SCRIPT_TAG_PAGE);
    await openWidget(page);
    const channel = await openChannel(page);
    const forged = forgedSuccess(channel);
    // Well-formed: only where it comes from gives it away.
    expect(checkFrameMessage(forged, channel)).not.toBeNull();

    const popup = await popupFrom(context, page, `${DEMO_SANDBOX_URL}/oauth/style.css`);
    await countSentinels(page);
    await popup.evaluate((message) => {
      window.opener.postMessage(message, '*');
      window.opener.postMessage({ e2eSentinel: true }, '*');
    }, forged);
    await expect.poll(() => sentinels(page)).toBe(1);
    await expect(connectedItem(page)).toHaveText('');
    expect((await logLines(page)).filter((line) => line.includes('onSuccess'))).toEqual([]);

    // The same message from the widget's own frame is believed: the check above could have failed.
    const frame = await frameOf(page, channel);
    await frame.evaluate(([message, origin]) => window.parent.postMessage(message, origin), [forged, MERCHANT_ORIGIN] as const);
    await expect(connectedItem(page)).toHaveText(FORGED_ITEM_ID);
  });

  test('by the frame: a forged init and close from a popup on another origin and from a same-origin window that is not its parent', async ({
    page,
    context,
    host,
  }) => {
    await page.goto(SCRIPT_TAG_PAGE);
    await openWidget(page);
    const widget = modalWidget(page);
    await widget.getByRole('combobox').fill('Sandbox');
    const channel = await openChannel(page);
    const frame = await frameOf(page, channel);
    // If believed, this init would turn the widget Portuguese and the close would end it.
    const init = envelop(channel, {
      type: 'init' as const,
      options: { apiUrl: DEMO_SANDBOX_URL, includeSandbox: true, language: 'pt' },
      connectToken: 'forged-token',
      canRefreshToken: false,
      display: 'modal' as const,
    });
    const close = envelop(channel, { type: 'close' as const, reason: 'host' as const });
    expect([checkHostMessage(init, channel), checkHostMessage(close, channel)]).not.toContain(null);
    const initializedBefore = (await host.messages()).filter((m) => m.type === 'initialized').length;
    await countSentinels(frame);

    // A page on another origin that the frame opened (as an OAuth popup is): its opener is the frame.
    const foreign = await popupFrom(context, frame, `${DEMO_SANDBOX_URL}/oauth/style.css`);
    await foreign.evaluate(
      ([a, b]) => {
        for (const message of [a, b, { e2eSentinel: true }]) window.opener.postMessage(message, '*');
      },
      [init, close] as const,
    );
    await expect.poll(() => sentinels(frame)).toBe(1);

    // A window on the merchant's own origin, so the origin matches, but it is not the frame's parent.
    const sameOrigin = await popupFrom(context, page, `${DEMO_MERCHANT_URL}/`);
    await sameOrigin.evaluate(
      ([a, b, widgetOrigin, ch]) => {
        const iframes = Array.from(window.opener.document.querySelectorAll('[data-ponte-modal]'), (m: Element) =>
          m.shadowRoot?.querySelector('iframe'),
        );
        const target = iframes.find((f) => f?.src.includes(ch))?.contentWindow;
        if (!target) throw new Error('The widget frame was not found');
        for (const message of [a, b, { e2eSentinel: true }]) target.postMessage(message, widgetOrigin);
      },
      [init, close, WIDGET_ORIGIN, channel] as const,
    );
    await expect.poll(() => sentinels(frame)).toBe(2);

    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(widget.getByRole('heading', { name: SEARCH_HEADING })).toBeVisible();
    await expect(widget.getByRole('combobox')).toHaveValue('Sandbox');
    const messages = await host.messages();
    expect(messages.filter((m) => m.type === 'close')).toEqual([]);
    expect(messages.filter((m) => m.type === 'initialized')).toHaveLength(initializedBefore);

    // The same init from the frame's parent is believed: the checks above could have failed.
    await page.evaluate(
      ([message, widgetOrigin, ch]) => {
        const iframe = Array.from(document.querySelectorAll('[data-ponte-modal]'), (m) => m.shadowRoot?.querySelector('iframe')).find((f) =>
          f?.src.includes(ch),
        );
        iframe?.contentWindow?.postMessage(message, widgetOrigin);
      },
      [init, WIDGET_ORIGIN, channel] as const,
    );
    await expect(widget.getByRole('heading', { name: 'Escolha sua instituição' })).toBeVisible();
  });

  test('by the host: a forged success and close from another window on the widget origin (a second widget page without the channel)', async ({
    page,
  }) => {
    await openTestPage(page, {
      name: 'second-frame',
      script: () => {
        void window.e2e?.create().then(() => {
          const other = document.createElement('iframe');
          other.title = 'Another widget page';
          other.src = window.e2e?.widgetUrl ?? '';
          document.body.append(other);
        });
      },
    });
    await openWidget(page);
    const channel = await openChannel(page);
    const frame = await frameOf(page, channel);
    let other: Frame | undefined;
    await expect.poll(() => (other = page.frames().find((f) => f.url() === `${WIDGET_ORIGIN}/`))).toBeTruthy();
    await other?.waitForLoadState();

    await countSentinels(page);
    await other?.evaluate(
      ([success, close]) => {
        for (const message of [success, close, { e2eSentinel: true }]) window.parent.postMessage(message, '*');
      },
      [forgedSuccess(channel), envelop(channel, { type: 'close' as const, reason: 'user' as const })] as const,
    );
    await expect.poll(() => sentinels(page)).toBe(1);
    expect(await page.evaluate(() => ({ successes: window.e2e?.successes, closes: window.e2e?.closes }))).toEqual({ successes: [], closes: [] });
    await expect(page.getByRole('dialog')).toBeVisible();

    // From the handle's own frame the same success is believed.
    await frame.evaluate(([message, origin]) => window.parent.postMessage(message, origin), [forgedSuccess(channel), MERCHANT_ORIGIN] as const);
    await expect.poll(() => page.evaluate(() => window.e2e?.successes)).toEqual([FORGED_ITEM_ID]);
  });
});

test('React StrictMode mounts twice and still leaves exactly one widget iframe', async ({ page }) => {
  // Counts what the page creates, the frame StrictMode's first mount made and destroyed included.
  await page.addInitScript(() => {
    if (window.top !== window) return;
    const created = { modals: 0, iframes: 0 };
    window.e2eCreated = created;
    const createElement = Document.prototype.createElement;
    Document.prototype.createElement = function (this: Document, tag: string, options?: ElementCreationOptions) {
      if (tag.toLowerCase() === 'iframe') created.iframes += 1;
      return createElement.call(this, tag, options);
    } as typeof Document.prototype.createElement;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) if (node instanceof Element && node.hasAttribute('data-ponte-modal')) created.modals += 1;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${DEMO_MERCHANT_URL}/react/`);
  const widgetIframes = page.locator(`iframe[src^="${WIDGET_ORIGIN}/"]`);
  await expect(widgetIframes).toHaveCount(0);

  await openWidget(page);
  // Two handles were made (React's development build under StrictMode), the first one destroyed.
  expect(await page.evaluate(() => window.e2eCreated)).toEqual({ modals: 2, iframes: 2 });
  await expect(widgetIframes).toHaveCount(1);
  await expect(page.locator('[data-ponte-modal]')).toHaveCount(1);

  // And it stays one while the widget is used.
  await modalWidget(page).getByRole('combobox').fill('Sandbox Bank');
  await expect(modalWidget(page).getByRole('option', { name: /^Sandbox Bank/ })).toBeVisible();
  await expect(widgetIframes).toHaveCount(1);
  expect(await page.evaluate(() => window.e2eCreated)).toEqual({ modals: 2, iframes: 2 });
});

test('destroy() leaves no iframe, no modal element and no message listener', async ({ page, host }) => {
  await openTestPage(page, { name: 'destroy' });
  const before = await host.messageListeners();

  await page.evaluate(() => window.e2e?.create());
  await openWidget(page);
  // The handle's own listener is counted: the check below could have failed.
  expect(await host.messageListeners()).toBeGreaterThan(before);
  await expect(page.locator('iframe')).toHaveCount(1);
  await expect(page.locator('[data-ponte-modal]')).toHaveCount(1);

  await page.evaluate(() => window.e2e?.handle?.destroy());
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.locator('[data-ponte-modal]')).toHaveCount(0);
  expect(await host.messageListeners()).toBe(before);
  expect(await page.evaluate(() => window.e2e?.closes)).toEqual(['destroy']);
});

test('including ponte.js twice gives one global and one iframe', async ({ page }) => {
  await openTestPage(page, { name: 'twice', ponteScripts: 2, script: () => void window.e2e?.create() });
  expect(await page.evaluate(() => document.querySelectorAll(`script[src$="/ponte.js"]`).length)).toBe(2);
  expect(await page.evaluate(() => window.e2eSamePonte)).toBe(true);

  await expect.poll(() => page.evaluate(() => window.e2e?.handle?.ready)).toBe(true);
  const widgetIframes = page.locator(`iframe[src^="${WIDGET_ORIGIN}/"]`);
  await expect(widgetIframes).toHaveCount(1);
  await openWidget(page);
  await expect(widgetIframes).toHaveCount(1);
  await expect(page.locator('[data-ponte-modal]')).toHaveCount(1);
});

test('the Connect Token never appears in a URL during a whole connection', async ({ page, context }) => {
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  // Requests carry no fragment; the address of every document, frames included, does.
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  const tokens: Promise<string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/connect-token')
      tokens.push(response.json().then((body: { accessToken: string }) => body.accessToken));
  });

  await page.goto(SCRIPT_TAG_PAGE);
  await openWidget(page);
  await connectSandboxBank(modalWidget(page));
  await expect(connectedItem(page)).toHaveText(/^[A-Za-z0-9_-]+$/, { timeout: 15_000 });

  urls.push(
    ...(await page.evaluate(() =>
      Array.from(document.querySelectorAll('[data-ponte-modal]'), (m) => m.shadowRoot?.querySelector('iframe')?.src ?? ''),
    )),
  );
  const minted = await Promise.all(tokens);
  expect(minted.length).toBeGreaterThan(0);
  // The widget's own requests to the API were recorded too, not only the host page's.
  expect(urls.some((url) => url.startsWith(`${DEMO_SANDBOX_URL}/`))).toBe(true);
  expect(urls.some((url) => url.startsWith(`${DEMO_WIDGET_URL}/#`) && url.includes('channel='))).toBe(true);
  // The token whole, URL-encoded, and its payload and signature alone (a JWT's header is the same in every JWT).
  const needles = minted.flatMap((token) => [
    token,
    encodeURIComponent(token),
    ...token
      .split('.')
      .slice(1)
      .filter((part) => part.length >= 16),
  ]);
  const decoded = (url: string) => {
    try {
      return decodeURIComponent(url);
    } catch {
      return url;
    }
  };
  const leaks = urls.filter((url) => needles.some((needle) => url.includes(needle) || decoded(url).includes(needle)));
  expect(leaks).toEqual([]);
});
