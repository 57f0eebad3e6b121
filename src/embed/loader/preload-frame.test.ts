// @vitest-environment jsdom
// The loader's own frame: what it keeps of the messages that arrive before the runtime.
import { afterEach, describe, expect, it } from 'vitest';
import { envelop } from '../../contract/envelope.js';
import { attachFrame, WIDGET_URL } from '../testing/host-test-kit.js';
import { preloadFrame } from './preload-frame.js';

afterEach(() => document.body.replaceChildren());

function preloaded() {
  const frame = preloadFrame(window, {}, WIDGET_URL);
  if (!frame) throw new Error('no frame');
  return { frame, fake: attachFrame(frame.iframe) };
}

describe('preloadFrame', () => {
  it("keeps only what the iframe's window sent from the widget origin, in order", () => {
    const { frame, fake } = preloaded();
    fake.send({ type: 'ready', versions: [1] });
    fake.send({ type: 'ready', versions: [1] }, { origin: 'https://evil.example' });
    fake.send({ type: 'ready', versions: [1] }, { source: window });
    fake.send({ type: 'ready', versions: [1] }, { source: null });
    fake.send({ type: 'resize', height: 10 });
    expect(frame.take().map((event) => (event as MessageEvent).data)).toEqual([
      envelop(fake.channel, { type: 'ready', versions: [1] }),
      envelop(fake.channel, { type: 'resize', height: 10 }),
    ]);
  });

  it("keeps the iframe's load, in order with its messages", () => {
    const { frame, fake } = preloaded();
    fake.send({ type: 'ready', versions: [1] });
    frame.iframe.dispatchEvent(new Event('load'));
    expect(frame.take().map((event) => event.type)).toEqual(['message', 'load']);
  });

  it('stops listening once taken', () => {
    const { frame, fake } = preloaded();
    const heard = frame.take();
    fake.send({ type: 'ready', versions: [1] });
    expect(heard).toHaveLength(0);
  });

  it('keeps nothing without a source once its iframe is out of the page (and has no window)', () => {
    const { frame, fake } = preloaded();
    frame.iframe.remove();
    fake.send({ type: 'ready', versions: [1] }, { source: null });
    expect(frame.take()).toHaveLength(0);
  });

  it.each(['modal', 'inline'])('discarded (%s), leaves the page as it was', (display) => {
    const container = document.createElement('div');
    document.body.append(container);
    const frame = preloadFrame(window, { display, container }, WIDGET_URL);
    if (!frame) throw new Error('no frame');
    expect(frame.iframe.isConnected).toBe(true);
    frame.discard();
    // The page's own container stays, empty; the modal's host element goes.
    expect(document.body.innerHTML).toBe('<div></div>');
  });
});
