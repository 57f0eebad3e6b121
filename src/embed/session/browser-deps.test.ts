// The page's visibility and network as the flow's polling sees them: shown, shown later, or never before an abort; online or not.
import { describe, expect, it } from 'vitest';
import { pageVisibility } from './browser-deps.js';

/** A document whose visibility the test switches, firing visibilitychange like a browser tab. */
class FakePage extends EventTarget {
  visibilityState: DocumentVisibilityState;
  listeners = 0;

  constructor(state: DocumentVisibilityState) {
    super();
    this.visibilityState = state;
  }

  switchTo(state: DocumentVisibilityState): void {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }

  override addEventListener(...args: Parameters<EventTarget['addEventListener']>): void {
    this.listeners++;
    super.addEventListener(...args);
  }

  override removeEventListener(...args: Parameters<EventTarget['removeEventListener']>): void {
    this.listeners--;
    super.removeEventListener(...args);
  }
}

/** A window, online or not. */
const net = (onLine: boolean) => ({ navigator: { onLine } });
const ONLINE = net(true);

/** How a promise stands, read after the tasks already queued have run. */
function track(promise: Promise<void>): () => Promise<'resolved' | 'rejected' | 'pending'> {
  let state: 'resolved' | 'rejected' | 'pending' = 'pending';
  promise.then(
    () => {
      state = 'resolved';
    },
    () => {
      state = 'rejected';
    },
  );
  return () => new Promise((resolve) => setTimeout(() => resolve(state), 0));
}

describe('pageVisibility', () => {
  it.each([
    ['visible', true, false, false],
    ['hidden', true, true, false],
    ['visible', false, false, true],
  ] as const)('reads a %s page, online %s, as hidden %s and offline %s', (state, onLine, hidden, offline) => {
    const visibility = pageVisibility(new FakePage(state), net(onLine));
    expect([visibility.hidden(), visibility.offline()]).toEqual([hidden, offline]);
  });

  it('resolves at once on a visible page, listening to nothing', async () => {
    const page = new FakePage('visible');
    const shown = track(pageVisibility(page, ONLINE).whenVisible(new AbortController().signal));
    expect(await shown()).toBe('resolved');
    expect(page.listeners).toBe(0);
  });

  it('waits while the page stays hidden, resolves when it shows, and stops listening', async () => {
    const page = new FakePage('hidden');
    const shown = track(pageVisibility(page, ONLINE).whenVisible(new AbortController().signal));
    page.switchTo('hidden');
    expect(await shown()).toBe('pending');
    page.switchTo('visible');
    expect(await shown()).toBe('resolved');
    expect(page.listeners).toBe(0);
  });

  it('rejects with the reason when aborted while hidden, and stops listening', async () => {
    const page = new FakePage('hidden');
    const controller = new AbortController();
    const shown = pageVisibility(page, ONLINE).whenVisible(controller.signal);
    controller.abort(new Error('closed'));
    await expect(shown).rejects.toThrow('closed');
    expect(page.listeners).toBe(0);
  });
});
