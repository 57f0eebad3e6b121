// @vitest-environment jsdom
// The handle as a host developer uses it: idempotent methods, callbacks once, a clean destroy.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/dom';
import type { Item } from '../../api/schemas/item.js';
import { BASE_OPTIONS, TOKEN, WIDGET_ORIGIN, connectModal, destroyAll, modalDialog, modalRoot, polyfillBrowser } from '../testing/host-test-kit.js';
import type { Connected } from '../testing/host-test-kit.js';
import { createConnect } from './create-connect.js';

beforeAll(polyfillBrowser);
afterEach(() => {
  destroyAll();
  vi.useRealTimers();
});

const ITEM = {
  id: 'item-1',
  connector: { id: 0, name: 'Sandbox Bank' },
  status: 'UPDATED',
  executionStatus: 'SUCCESS',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  lastUpdatedAt: '2025-01-01T00:00:00.000Z',
} as unknown as Item;

describe('idempotency', () => {
  it.each<[string, (c: Connected) => void, { opens: number; closes: number; onClose: number }]>([
    [
      'open twice',
      ({ handle }) => {
        handle.open();
        handle.open();
      },
      { opens: 1, closes: 0, onClose: 0 },
    ],
    ['close when never opened', ({ handle }) => handle.close(), { opens: 0, closes: 0, onClose: 0 }],
    [
      'close twice',
      ({ handle }) => {
        handle.open();
        handle.close();
        handle.close();
      },
      { opens: 1, closes: 1, onClose: 1 },
    ],
    [
      'destroy twice while open',
      ({ handle }) => {
        handle.open();
        handle.destroy();
        handle.destroy();
      },
      { opens: 1, closes: 1, onClose: 1 },
    ],
    [
      'everything after destroy',
      ({ handle }) => {
        handle.destroy();
        handle.open();
        handle.close();
        handle.destroy();
      },
      { opens: 0, closes: 0, onClose: 0 },
    ],
    [
      'reopen after close',
      ({ handle }) => {
        handle.open();
        handle.close();
        handle.open();
      },
      { opens: 2, closes: 1, onClose: 1 },
    ],
  ])('%s', (_label, act, expected) => {
    const connected = connectModal();
    connected.frame.handshake();
    act(connected);
    expect(connected.frame.types().filter((t) => t === 'open')).toHaveLength(expected.opens);
    expect(connected.frame.types().filter((t) => t === 'close')).toHaveLength(expected.closes);
    expect(connected.calls.onClose).toHaveBeenCalledTimes(expected.onClose);
  });

  it('does nothing after destroy, even when the frame still talks', () => {
    const { handle, frame, calls } = connectModal();
    frame.handshake();
    handle.destroy();
    frame.send({ type: 'success', item: ITEM });
    handle.open();
    expect(calls.onSuccess).not.toHaveBeenCalled();
    expect(modalRoot()).toBeNull();
  });
});

/** The frame's last event before a close: where the user was. */
const WHERE = { step: 'credentials', connectorId: 2, itemId: 'item-1', sessionId: 's1' };

describe('onClose fires exactly once per open, with its reason and where the user was', () => {
  it.each<[string, (c: Connected) => void, string]>([
    ['host close()', ({ handle }) => handle.close(), 'host'],
    ['the widget close button', ({ frame }) => frame.send({ type: 'close', reason: 'user' }), 'user'],
    ['done after success', ({ frame }) => frame.send({ type: 'close', reason: 'done' }), 'done'],
    ['Escape inside the frame', ({ frame }) => frame.send({ type: 'close', reason: 'escape' }), 'escape'],
    [
      'Escape on the dialog',
      () =>
        modalRoot()
          ?.querySelector('dialog')
          ?.dispatchEvent(new Event('cancel', { cancelable: true })),
      'escape',
    ],
    ['destroy while open', ({ handle }) => handle.destroy(), 'destroy'],
  ])('%s', (_label, close, reason) => {
    const connected = connectModal();
    connected.frame.handshake();
    connected.handle.open();
    connected.frame.send({ type: 'event', event: { event: 'STEP_CHANGED', timestamp: 1, ...WHERE } });
    close(connected);
    // Every other path afterwards finds it closed.
    connected.frame.send({ type: 'close', reason: 'user' });
    connected.handle.close();
    connected.handle.destroy();
    expect(connected.calls.onClose).toHaveBeenCalledTimes(1);
    expect(connected.calls.onClose).toHaveBeenCalledWith({ reason, ...WHERE });
  });

  it('the host close button while loading closes with reason user', () => {
    const { handle, calls } = connectModal();
    handle.open();
    within(modalDialog()).getByRole('button', { name: 'Close' }).click();
    // Nothing ran in the frame yet: no step, no session to name.
    expect(calls.onClose).toHaveBeenCalledExactlyOnceWith({ reason: 'user' });
    expect(Object.values(calls.onClose.mock.calls[0]?.[0] ?? {}).filter((value) => value !== undefined)).toEqual(['user']);
  });

  it('tells the frame why it closed, so its session ends', () => {
    const { handle, frame } = connectModal();
    frame.handshake();
    handle.open();
    frame.send({ type: 'close', reason: 'done' });
    expect(frame.posted().at(-1)?.message).toMatchObject({ type: 'close', reason: 'done' });
  });
});

describe('hiding: the widget put away with its sync going on (allowConnectInBackground)', () => {
  it.each<[string, (c: Connected) => void]>([
    ['the frame hides it (a close during a sync)', ({ frame }) => frame.send({ type: 'hide' })],
    ['the page calls hide()', ({ handle }) => handle.hide()],
  ])('%s: onHide once, never onClose, and show() returns to it', (_label, hide) => {
    const connected = connectModal();
    const { handle, frame, calls } = connected;
    frame.handshake();
    handle.open();
    hide(connected);
    hide(connected);
    expect(calls.onHide).toHaveBeenCalledTimes(1);
    expect(calls.onClose).not.toHaveBeenCalled();
    expect(modalDialog().open).toBe(false);
    // The frame puts its widget away as on a close: the next open shows the same one.
    expect(frame.posted().at(-1)?.message).toMatchObject({ type: 'close' });
    handle.show();
    expect(modalDialog().open).toBe(true);
    expect(frame.posted().at(-1)?.message).toMatchObject({ type: 'open' });
    // Its outcome still comes while hidden or shown.
    frame.send({ type: 'success', item: ITEM });
    expect(calls.onSuccess).toHaveBeenCalledTimes(1);
  });

  it('does nothing when it is not showing', () => {
    const { handle, frame, calls } = connectModal();
    frame.handshake();
    handle.hide();
    expect(calls.onHide).not.toHaveBeenCalled();
  });
});

describe('the handshake', () => {
  it('sends init with the token to the widget origin only, and open once the widget is initialized', () => {
    const { handle, frame, calls } = connectModal({ includeSandbox: true, fetchConnectToken: async () => 'new' });
    handle.open();
    expect(frame.types()).toEqual([]);
    frame.send({ type: 'ready', versions: [1] });
    expect(frame.posted()).toEqual([
      {
        targetOrigin: WIDGET_ORIGIN,
        message: {
          ns: 'ponte',
          v: 1,
          channel: frame.channel,
          type: 'init',
          options: { apiUrl: BASE_OPTIONS.apiUrl, includeSandbox: true },
          connectToken: TOKEN,
          canRefreshToken: true,
          display: 'modal',
        },
      },
    ]);
    expect(handle.ready).toBe(false);
    frame.send({ type: 'initialized' });
    expect(handle.ready).toBe(true);
    expect(calls.onReady).toHaveBeenCalledTimes(1);
    expect(frame.types()).toEqual(['init', 'open']);
    frame.send({ type: 'open' });
    expect(calls.onOpen).toHaveBeenCalledTimes(1);
  });

  it('never posts to "*" and never puts the token in the frame URL', () => {
    const { handle, frame } = connectModal({ fetchConnectToken: async () => 'next.token' });
    frame.handshake();
    handle.open();
    handle.close();
    expect(frame.posted().length).toBeGreaterThan(0);
    expect(new Set(frame.posted().map((p) => p.targetOrigin))).toEqual(new Set([WIDGET_ORIGIN]));
    expect(frame.iframe.src).not.toContain(TOKEN);
    expect(frame.iframe.src.startsWith('https://widget.example/app/#')).toBe(true);
  });

  it('answers a reloaded frame (OAuth redirect) with init again, then open since it is showing', () => {
    const { handle, frame, calls } = connectModal();
    frame.handshake();
    handle.open();
    frame.send({ type: 'open' });
    frame.handshake();
    frame.send({ type: 'open' });
    expect(frame.types()).toEqual(['init', 'open', 'init', 'open']);
    expect(calls.onReady).toHaveBeenCalledTimes(1);
    expect(calls.onOpen).toHaveBeenCalledTimes(1);
  });

  it('reports PROTOCOL_MISMATCH when the frame shares no version, and sends it nothing', () => {
    const { handle, frame, calls } = connectModal();
    frame.send({ type: 'ready', versions: [2, 3] });
    expect(handle.error).toMatchObject({ code: 'PROTOCOL_MISMATCH' });
    expect(calls.onError).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ code: 'PROTOCOL_MISMATCH' }));
    expect(frame.posted()).toEqual([]);
  });

  it('reports FRAME_UNAVAILABLE when the frame does not answer in time', () => {
    vi.useFakeTimers();
    const { handle, frame, calls } = connectModal({}, 1000);
    vi.advanceTimersByTime(1000);
    expect(handle.error).toMatchObject({ code: 'FRAME_UNAVAILABLE' });
    expect(calls.onError).toHaveBeenCalledTimes(1);
    // A late answer changes nothing.
    frame.handshake();
    expect(handle.ready).toBe(false);
  });

  it('reports FRAME_UNAVAILABLE a second after the frame loads without answering (refused to be framed here, or not the widget), naming this page', () => {
    vi.useFakeTimers();
    const { handle, frame, calls } = connectModal();
    frame.iframe.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(999);
    expect(handle.error).toBeNull();
    vi.advanceTimersByTime(1);
    expect(handle.error).toMatchObject({ code: 'FRAME_UNAVAILABLE', message: expect.stringContaining(location.origin) });
    expect(calls.onError).toHaveBeenCalledTimes(1);
  });

  it.each([
    { case: 'said ready before its load', before: true },
    { case: 'says ready just after its load (its message queued behind it)', before: false },
  ])('keeps a frame that $case', ({ before }) => {
    vi.useFakeTimers();
    const { handle, frame, calls } = connectModal();
    if (before) frame.send({ type: 'ready', versions: [1] });
    frame.iframe.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(200);
    if (!before) frame.send({ type: 'ready', versions: [1] });
    vi.advanceTimersByTime(5000);
    expect(handle.error).toBeNull();
    expect(calls.onError).not.toHaveBeenCalled();
  });

  it('keeps a handshake that answered in time', () => {
    vi.useFakeTimers();
    const { handle, frame, calls } = connectModal({}, 1000);
    frame.handshake();
    vi.advanceTimersByTime(5000);
    expect(handle.error).toBeNull();
    expect(calls.onError).not.toHaveBeenCalled();
  });

  it('a frame that refuses its options makes the handle fail; a widget error later does not', () => {
    const first = connectModal();
    first.frame.send({ type: 'ready', versions: [1] });
    first.frame.send({ type: 'error', error: { code: 'INVALID_OPTIONS', option: 'apiUrl', message: 'Invalid option "apiUrl".' } });
    expect(first.handle.error).toMatchObject({ code: 'INVALID_OPTIONS', option: 'apiUrl' });
    first.handle.destroy();

    const second = connectModal();
    second.frame.handshake();
    second.frame.send({ type: 'error', error: { code: 'ITEM_ERROR', message: 'The item ended with an error.' } });
    expect(second.handle.error).toBeNull();
    expect(second.calls.onError).toHaveBeenCalledExactlyOnceWith({ code: 'ITEM_ERROR', message: 'The item ended with an error.' });
  });
});

describe('callbacks', () => {
  it('forwards success, events and errors as the frame reports them', () => {
    const { handle, frame, calls } = connectModal();
    frame.handshake();
    handle.open();
    frame.send({ type: 'event', event: { event: 'SELECTED_INSTITUTION', timestamp: 1, sessionId: 's1', connectorId: 0 } });
    frame.send({ type: 'success', item: ITEM });
    expect(calls.onEvent).toHaveBeenCalledWith({ event: 'SELECTED_INSTITUTION', timestamp: 1, sessionId: 's1', connectorId: 0 });
    expect(calls.onSuccess).toHaveBeenCalledWith({ item: expect.objectContaining({ id: 'item-1' }) });
  });

  it('keeps working when a host callback throws', () => {
    const thrown: unknown[] = [];
    const { handle, frame, calls } = connectModal({
      onReady: () => {
        throw new Error('host bug');
      },
    });
    const report = vi.spyOn(globalThis, 'reportError').mockImplementation((error) => thrown.push(error));
    try {
      frame.handshake();
    } finally {
      report.mockRestore();
    }
    handle.open();
    handle.close();
    expect(thrown).toHaveLength(1);
    expect(calls.onClose).toHaveBeenCalledTimes(1);
  });
});

describe('token refresh across the frame', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['a fresh token', { fetchConnectToken: async () => 'fresh.token' }, { ok: true, token: 'fresh.token' }],
    ['a failing fetchConnectToken', { fetchConnectToken: () => Promise.reject(new Error('secret eyJ')) }, { ok: false }],
    ['something that is not a token', { fetchConnectToken: async () => 'two words' }, { ok: false }],
    ['no fetchConnectToken', {}, { ok: false }],
  ])('answers the request with %s', async (_label, extra, answer) => {
    const { frame } = connectModal(extra);
    frame.handshake();
    frame.send({ type: 'token-request', requestId: 'request-0001' });
    await vi.waitFor(() => expect(frame.types()).toContain('token-response'));
    const response = frame.posted().find(({ message }) => message.type === 'token-response');
    expect(response).toMatchObject({ targetOrigin: WIDGET_ORIGIN, message: { requestId: 'request-0001', ...answer } });
    expect(JSON.stringify(response)).not.toContain('secret');
  });

  it('gives a reloaded frame the refreshed token', async () => {
    const { frame } = connectModal({ fetchConnectToken: async () => 'fresh.token' });
    frame.handshake();
    frame.send({ type: 'token-request', requestId: 'request-0001' });
    await vi.waitFor(() => expect(frame.types()).toContain('token-response'));
    frame.send({ type: 'ready', versions: [1] });
    expect(frame.posted().at(-1)?.message).toMatchObject({ type: 'init', connectToken: 'fresh.token' });
  });
});

describe('starting without a Connect Token', () => {
  it('asks fetchConnectToken for the first one at once, while the frame loads, and sends it in init', async () => {
    const fetchConnectToken = vi.fn(async () => 'first.token');
    const { frame } = connectModal({ connectToken: undefined, fetchConnectToken });
    expect(fetchConnectToken).toHaveBeenCalledTimes(1);
    frame.send({ type: 'ready', versions: [1] });
    await vi.waitFor(() => expect(frame.types()).toEqual(['init']));
    expect(frame.posted()[0]).toMatchObject({ targetOrigin: WIDGET_ORIGIN, message: { type: 'init', connectToken: 'first.token' } });
    expect(fetchConnectToken).toHaveBeenCalledTimes(1);
  });

  it('fails with TOKEN_EXPIRED, sending no init, when fetchConnectToken gives none', async () => {
    const { handle, frame, calls } = connectModal({ connectToken: undefined, fetchConnectToken: () => Promise.reject(new Error('down')) });
    frame.send({ type: 'ready', versions: [1] });
    await vi.waitFor(() => expect(calls.onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'TOKEN_EXPIRED' })));
    expect(frame.types()).toEqual([]);
    expect(handle.error).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('is refused, naming connectToken, without fetchConnectToken either', () => {
    const onError = vi.fn();
    const handle = createConnect({ ...BASE_OPTIONS, connectToken: undefined, onError });
    expect(handle.error).toMatchObject({ code: 'INVALID_OPTIONS', option: 'connectToken' });
  });
});

describe('destroy', () => {
  it('removes the iframe, the modal and every listener it added', () => {
    const added: [EventTarget, string, unknown][] = [];
    const removed: [EventTarget, string, unknown][] = [];
    const targets = [window, document, document.documentElement, document.body];
    const spies = targets.flatMap((target) => [
      vi.spyOn(target, 'addEventListener').mockImplementation(function (this: EventTarget, type, listener) {
        added.push([target, type, listener]);
      }),
      vi.spyOn(target, 'removeEventListener').mockImplementation(function (this: EventTarget, type, listener) {
        removed.push([target, type, listener]);
      }),
    ]);
    try {
      const handle = createConnect({ ...BASE_OPTIONS });
      handle.open();
      expect(modalRoot()?.querySelector('iframe')).not.toBeNull();
      handle.destroy();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(added.some(([target, type]) => target === window && type === 'message')).toBe(true);
    expect(removed).toEqual(expect.arrayContaining(added));
    expect(modalRoot()).toBeNull();
    expect(document.querySelectorAll('iframe, dialog, [data-ponte-modal]')).toHaveLength(0);
  });
});

describe('invalid options', () => {
  it('never throws: the handle names the option, onError hears it in a microtask, and open does nothing', async () => {
    const onError = vi.fn();
    const handle = createConnect({ ...BASE_OPTIONS, widgetUrl: 'javascript:alert(1)', onError });
    expect(handle.error).toMatchObject({ code: 'INVALID_OPTIONS', option: 'widgetUrl' });
    expect(onError).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(onError).toHaveBeenCalledExactlyOnceWith(handle.error);
    handle.open();
    expect(document.body.children).toHaveLength(0);
  });
});

describe('a page without an origin', () => {
  it('fails at once with FRAME_UNAVAILABLE and makes no frame (a file:// or sandboxed page)', async () => {
    const origin = vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, origin: 'null' });
    try {
      const onError = vi.fn();
      const handle = createConnect({ ...BASE_OPTIONS, onError });
      expect(handle.error).toMatchObject({ code: 'FRAME_UNAVAILABLE' });
      expect(document.querySelector('iframe')).toBeNull();
      await Promise.resolve();
      expect(onError).toHaveBeenCalledExactlyOnceWith(handle.error);
    } finally {
      origin.mockRestore();
    }
  });
});
