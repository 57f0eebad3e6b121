// Test helpers for the host: a stand-in for the frame's window that records what the host posts
// and sends messages as the frame would, plus the browser features jsdom lacks.
import { vi } from 'vitest';
import type { Mock } from 'vitest';
import { envelop, readFrameAddress } from '../../contract/protocol.js';
import type { FrameMessageBody } from '../../contract/protocol.js';
import { createConnect } from '../host/create-connect.js';
import type { ConnectHandle } from '../host/connect-handle.js';
import { MODAL_HOST_ATTRIBUTE } from '../host/modal-surface.js';

export const WIDGET_URL = 'https://widget.example/app/';
export const WIDGET_ORIGIN = 'https://widget.example';
export const TOKEN = 'eyJ.connect.token';
export const BASE_OPTIONS = { connectToken: TOKEN, apiUrl: 'https://api.example', widgetUrl: WIDGET_URL };

/**
 * jsdom has no showModal/close, visual viewport, reportError nor scrolling: these behave as browsers do for what
 * the tests look at (the viewport: a desktop screen, unzoomed, that never moves; an error reported
 * goes to the console, as a browser's uncaught errors do).
 */
export function polyfillBrowser(): void {
  window.visualViewport ??= Object.assign(new EventTarget(), { width: 1024, height: 768, scale: 1, offsetLeft: 0, offsetTop: 0 }) as VisualViewport;
  globalThis.reportError ??= (error) => console.error(error);
  // jsdom's scrollTo only says it is not implemented; the page here never scrolls.
  window.scrollTo = () => {};
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

export const modalRoot = (): ShadowRoot | null => document.querySelector(`[${MODAL_HOST_ATTRIBUTE}]`)?.shadowRoot ?? null;

/** The modal's <dialog>, a container for Testing Library queries (which cannot start at a shadow root). */
export function modalDialog(): HTMLDialogElement {
  const dialog = modalRoot()?.querySelector('dialog');
  if (!dialog) throw new Error('no modal in the page');
  return dialog;
}

export type Posted = { message: Record<string, unknown>; targetOrigin: unknown };

export type FakeFrame = {
  iframe: HTMLIFrameElement;
  /** What the host sees as the iframe's contentWindow. */
  window: { postMessage: Mock };
  channel: string;
  /** Dispatches a message on the host window as the frame would, with optional tampering. */
  send(body: FrameMessageBody, tamper?: { origin?: string; source?: unknown; data?: unknown }): void;
  posted(): Posted[];
  /** The types of the messages the host posted, in order. */
  types(): string[];
  /** ready then initialized. */
  handshake(): void;
};

export function attachFrame(iframe: HTMLIFrameElement): FakeFrame {
  const fakeWindow = { postMessage: vi.fn() };
  // jsdom gives iframes in a shadow tree no window; the host reads this one instead.
  Object.defineProperty(iframe, 'contentWindow', { configurable: true, get: () => (iframe.isConnected ? fakeWindow : null) });
  const address = readFrameAddress(new URL(iframe.src).hash);
  if (address === null) throw new Error(`no frame address in ${iframe.src}`);
  const { channel } = address;
  const posted = () =>
    fakeWindow.postMessage.mock.calls.map(([message, targetOrigin]) => ({ message: message as Record<string, unknown>, targetOrigin }));
  const send: FakeFrame['send'] = (body, tamper = {}) => {
    const data = 'data' in tamper ? tamper.data : envelop(channel, body);
    const source = 'source' in tamper ? tamper.source : fakeWindow;
    window.dispatchEvent(new MessageEvent('message', { data, origin: tamper.origin ?? WIDGET_ORIGIN, source: source as MessageEventSource | null }));
  };
  return {
    iframe,
    window: fakeWindow,
    channel,
    send,
    posted,
    types: () => posted().map(({ message }) => String(message.type)),
    handshake() {
      send({ type: 'ready', versions: [1] });
      send({ type: 'initialized' });
    },
  };
}

export function callbacks() {
  return {
    onReady: vi.fn(),
    onOpen: vi.fn(),
    onClose: vi.fn(),
    onHide: vi.fn(),
    onSuccess: vi.fn(),
    onError: vi.fn(),
    onEvent: vi.fn(),
  };
}

export type Connected = { handle: ConnectHandle; frame: FakeFrame; calls: ReturnType<typeof callbacks> };

const created: ConnectHandle[] = [];

/** Destroys every handle the kit made, so no test inherits another's modal, lock or listener. */
export function destroyAll(): void {
  for (const handle of created.splice(0)) handle.destroy();
  document.body.replaceChildren();
  document.documentElement.removeAttribute('style');
}

/** A modal handle with spied callbacks and its fake frame. */
export function connectModal(extra: Record<string, unknown> = {}, timeoutMs?: number): Connected {
  const calls = callbacks();
  const handle = createConnect({ ...BASE_OPTIONS, ...calls, ...extra }, {}, undefined, timeoutMs);
  created.push(handle);
  const iframe = modalRoot()?.querySelector('iframe');
  if (!iframe) throw new Error('the handle made no iframe');
  return { handle, frame: attachFrame(iframe), calls };
}
