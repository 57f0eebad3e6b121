// @vitest-environment jsdom
// Inline display: the frame lives in the host's container, opens when ready, sized by the widget.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConnect } from './create-connect.js';
import { BASE_OPTIONS, attachFrame, callbacks } from '../testing/host-test-kit.js';
import type { ConnectHandle } from './connect-handle.js';

let handle: ConnectHandle | null = null;
afterEach(() => {
  handle?.destroy();
  document.body.replaceChildren();
});

function connectInline() {
  const container = document.createElement('section');
  document.body.append(container);
  const calls = callbacks();
  handle = createConnect({ ...BASE_OPTIONS, ...calls, display: 'inline', container });
  const iframe = container.querySelector('iframe');
  if (!iframe) throw new Error('no iframe in the container');
  return { handle, container, frame: attachFrame(iframe), calls };
}

describe('inline display', () => {
  it('puts the titled frame in the container and no modal in the page', () => {
    const { container } = connectInline();
    expect(container.querySelector('iframe')?.title).toBe('Connect a bank account');
    expect(document.querySelector('[data-ponte-modal], dialog')).toBeNull();
  });

  it('opens as soon as the widget is initialized, and says so in init', () => {
    const { frame, calls } = connectInline();
    expect(frame.iframe.style.display).toBe('none');
    frame.handshake();
    expect(frame.posted()[0]?.message).toMatchObject({ type: 'init', display: 'inline' });
    expect(frame.types()).toEqual(['init', 'open']);
    expect(frame.iframe.style.display).toBe('block');
    frame.send({ type: 'open' });
    expect(calls.onOpen).toHaveBeenCalledTimes(1);
  });

  it('takes the height the widget reports', () => {
    const { frame } = connectInline();
    frame.handshake();
    frame.send({ type: 'resize', height: 612.4 });
    expect(frame.iframe.style.height).toBe('613px');
  });

  it('hides on close with one onClose, shows again on open', () => {
    const { handle: connected, frame, calls } = connectInline();
    frame.handshake();
    frame.send({ type: 'close', reason: 'done' });
    expect(calls.onClose).toHaveBeenCalledExactlyOnceWith({ reason: 'done' });
    expect(frame.iframe.style.display).toBe('none');
    connected.open();
    expect(frame.types()).toEqual(['init', 'open', 'close', 'open']);
    expect(frame.iframe.style.display).toBe('block');
  });

  it('leaves the container as it found it on destroy', () => {
    const removed = vi.spyOn(window, 'removeEventListener');
    const { handle: connected, container, frame, calls } = connectInline();
    frame.handshake();
    connected.destroy();
    expect(container.childNodes).toHaveLength(0);
    expect(calls.onClose).toHaveBeenCalledExactlyOnceWith({ reason: 'destroy' });
    expect(removed).toHaveBeenCalledWith('message', expect.any(Function));
    removed.mockRestore();
  });
});
