// The e2e fixture for embedding journeys on the demo's merchant origin: what the host page received
// from the widget's origin, the CSP violations and errors it saw, and its live `message` listeners.
import type { FrameLocator, Page } from '@playwright/test';
import { expect, test as base } from './fixtures.js';
import { DEMO_MERCHANT_URL, DEMO_SANDBOX_URL, DEMO_WIDGET_URL } from './ports.js';

export { DEMO_MERCHANT_URL, DEMO_SANDBOX_URL, DEMO_WIDGET_URL };

/** A protocol message the host page received from the widget origin (its type and ids only). */
export type HostMessage = { type: string; itemId?: string; reason?: string; event?: string };

type Recording = { messages: HostMessage[]; violations: string[]; messageListeners: number };

declare global {
  interface Window {
    __ponteHost?: Recording;
  }
}

export type Host = {
  /** Protocol messages from the widget origin, in order. */
  messages(): Promise<HostMessage[]>;
  /** Waits until a message of this type arrived, and returns it. */
  waitForMessage(type: string): Promise<HostMessage>;
  /** `securitypolicyviolation` reports of the host page: "<directive> <blocked URI>". */
  violations(): Promise<string[]>;
  /** Uncaught errors and console errors of the host page and its frames. */
  errors: string[];
  /** `message` listeners currently added to the host window (added minus removed). */
  messageListeners(): Promise<number>;
};

export const test = base.extend<{ host: Host }>({
  host: async ({ page }, use) => {
    await page.addInitScript((widgetOrigin: string) => {
      // Init scripts run in every frame: only the host page (the top frame) is recorded.
      if (window.top !== window) return;
      const recording: Recording = { messages: [], violations: [], messageListeners: 0 };
      window.__ponteHost = recording;
      // Counted by identity, so a listener removed twice or never added is not miscounted.
      const live = new Set<unknown>();
      const add = window.addEventListener.bind(window);
      const remove = window.removeEventListener.bind(window);
      window.addEventListener = ((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
        if (type === 'message' && listener) live.add(listener);
        recording.messageListeners = live.size;
        add(type, listener, options);
      }) as typeof window.addEventListener;
      window.removeEventListener = ((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions) => {
        if (type === 'message') live.delete(listener);
        recording.messageListeners = live.size;
        remove(type, listener, options);
      }) as typeof window.removeEventListener;
      add('message', (event: MessageEvent) => {
        const data: unknown = event.data;
        if (event.origin !== widgetOrigin || typeof data !== 'object' || data === null) return;
        const m = data as { ns?: unknown; type?: unknown; item?: { id?: unknown }; reason?: unknown; event?: { event?: unknown } };
        if (m.ns !== 'ponte' || typeof m.type !== 'string') return;
        recording.messages.push({
          type: m.type,
          ...(typeof m.item?.id === 'string' ? { itemId: m.item.id } : {}),
          ...(typeof m.reason === 'string' ? { reason: m.reason } : {}),
          ...(typeof m.event?.event === 'string' ? { event: m.event.event } : {}),
        });
      });
      document.addEventListener('securitypolicyviolation', (event) => {
        recording.violations.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    }, new URL(DEMO_WIDGET_URL).origin);

    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const recording = () => page.evaluate(() => window.__ponteHost ?? { messages: [], violations: [], messageListeners: 0 });
    await use({
      messages: async () => (await recording()).messages,
      async waitForMessage(type) {
        let found: HostMessage | undefined;
        await expect.poll(async () => (found = (await recording()).messages.find((m) => m.type === type)), { timeout: 15_000 }).toBeTruthy();
        return found as HostMessage;
      },
      violations: async () => (await recording()).violations,
      errors,
      messageListeners: async () => (await recording()).messageListeners,
    });
  },
});
export { expect };

/** The widget inside the open modal's iframe. */
export const modalWidget = (page: Page): FrameLocator => page.getByRole('dialog').locator('iframe').contentFrame();

/** The open dialog's box once it has eased to its height: two equal reads in a row. */
export async function settledDialog(page: Page): Promise<{ x: number; y: number; width: number; height: number }> {
  const dialog = page.getByRole('dialog');
  let last = await dialog.boundingBox();
  await expect
    .poll(async () => {
      const now = await dialog.boundingBox();
      const same = now !== null && JSON.stringify(now) === JSON.stringify(last);
      last = now;
      return same;
    })
    .toBe(true);
  if (!last) throw new Error('the dialog is not shown');
  return last;
}

/**
 * The widget's frame once it has grown to its new step: two equal reads in a row. While it grows,
 * the step below the frame's bottom edge is reached by scrolling inside the frame, and the scroll
 * goes back once it fits: a click aimed in between lands where the button was a moment before.
 * A person takes longer than that to reach the button; a test does not.
 */
export async function settledFrame(widget: FrameLocator): Promise<void> {
  const frame = widget.owner();
  let last = await frame.boundingBox();
  await expect
    .poll(async () => {
      const now = await frame.boundingBox();
      const same = now !== null && JSON.stringify(now) === JSON.stringify(last);
      last = now;
      return same;
    })
    .toBe(true);
}

/** Searches an institution, picks the option whose name starts the same, and continues past the consent step, in English or Portuguese. */
export async function pickInstitution(widget: FrameLocator, name: string, option: RegExp = new RegExp(`^${name}`)): Promise<void> {
  await widget.getByRole('combobox').fill(name);
  await widget.getByRole('option', { name: option }).click();
  const proceed = widget.getByRole('button', { name: /^(continue|continuar)$/i });
  await expect(proceed).toBeVisible();
  await settledFrame(widget);
  await proceed.click();
}

/** Walks a Sandbox Bank connection inside the widget, as a user would, in English or Portuguese. */
export async function connectSandboxBank(widget: FrameLocator, user = 'user-ok'): Promise<void> {
  await pickInstitution(widget, 'Sandbox Bank');
  await widget.getByLabel(/^(User|Usuário)$/).fill(user);
  await widget.getByLabel(/^(Password|Senha)$/).fill('password-ok');
  await widget.getByRole('button', { name: /^(connect|conectar)$/i }).click();
}

/** The item id a demo page shows in its "Connected item" output once the widget succeeded. */
export const connectedItem = (page: Page) => page.getByLabel('Connected item');
