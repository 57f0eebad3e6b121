// @vitest-environment jsdom
// The frame's bridge against a stand-in parent window and a stand-in widget element.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseOptions, type PonteOptions } from '../embed/options.js';
import { SUPPORTED_VERSIONS, envelop, randomId } from '../contract/protocol.js';
import type { HostMessageBody } from '../contract/protocol.js';
// Loaded up front, as the engine chunk has them by the time the widget is initialized: the poster
// checks what it sends with them.
import './outgoing-checks.js';
import { type Callbacks, createBridge } from './bridge.js';
import { standInWidget } from './testing/stand-in-widget.js';
import type { Bridge, BridgeDeps } from './bridge.js';

const PARENT_ORIGIN = 'https://shop.example';
const CHANNEL = randomId();
const TOKEN = 'connect.token-9f8e7d';
const OPTIONS = { apiUrl: 'https://api.example', includeSandbox: true, language: 'en', selectedConnectorId: 0 };
const ITEM = { id: 'item-1', status: 'UPDATED', executionStatus: 'SUCCESS' };

/** Takes the options the bridge assigns; the tests call its callbacks as the widget would. */
class StandIn extends HTMLElement {
  declare connectToken?: PonteOptions['connectToken'];
  declare theme?: PonteOptions['theme'];
  declare language?: PonteOptions['language'];
  declare onOpen?: PonteOptions['onOpen'];
  declare onEvent?: PonteOptions['onEvent'];
  declare onSuccess?: PonteOptions['onSuccess'];
  declare onError?: PonteOptions['onError'];
  declare onClose?: PonteOptions['onClose'];
  declare onHide?: PonteOptions['onHide'];
  declare fetchConnectToken?: PonteOptions['fetchConnectToken'];
}
customElements.define('stand-in-widget', StandIn);

type Posted = { message: unknown; targetOrigin: unknown };

let parent: Window;
let stranger: Window;
let posted: Posted[];
let bridge: Bridge | null;

const frameWindow = (): Window => {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  const view = iframe.contentWindow;
  if (!view) throw new Error('no frame window');
  return view;
};

beforeEach(() => {
  parent = frameWindow();
  stranger = frameWindow();
  posted = [];
  vi.spyOn(parent, 'postMessage').mockImplementation((...args: unknown[]) => {
    posted.push({ message: args[0], targetOrigin: args[1] });
  });
  bridge = null;
});

afterEach(() => {
  bridge?.dispose();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

function start(overrides: Partial<BridgeDeps> = {}) {
  const loadElement = vi.fn(async () => (callbacks: Callbacks) => standInWidget(new StandIn())(callbacks));
  // The real check, as the engine chunk brings it.
  const checkOptions = async (input: unknown) => parseOptions(input);
  // Heights are their own test's: elsewhere the frame reports none.
  const observeHeight = () => () => {};
  bridge = createBridge({ window, parent, parentOrigin: PARENT_ORIGIN, channel: CHANNEL, loadElement, checkOptions, observeHeight, ...overrides });
  return { loadElement };
}

const send = (data: unknown, from: { origin?: string; source?: Window } = {}) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin: from.origin ?? PARENT_ORIGIN, source: from.source ?? parent }));
const fromHost = (body: HostMessageBody) => send(envelop(CHANNEL, body));

const init = (over: Partial<Extract<HostMessageBody, { type: 'init' }>> = {}) =>
  fromHost({ type: 'init', options: OPTIONS, connectToken: TOKEN, canRefreshToken: false, display: 'modal', ...over });

/** Lets the dynamic import stand-in and the init that awaits it finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const types = () => posted.map(({ message }) => (message as { type: string }).type);
const last = () => posted[posted.length - 1]?.message;
const widgets = () => document.querySelectorAll('stand-in-widget');
/** The widgets the user can see and reach: one is painted, unseen and inert, ahead of each open. */
const visible = () => [...widgets()].filter((element) => !(element as HTMLElement).inert && (element as HTMLElement).style.opacity !== '0');
const widget = (): StandIn => {
  const found = visible();
  expect(found).toHaveLength(1);
  const element = found[0];
  if (!(element instanceof StandIn)) throw new Error('not the stand-in');
  return element;
};

async function opened(over: Parameters<typeof init>[0] = {}) {
  const started = start();
  init(over);
  await settle();
  fromHost({ type: 'open' });
  posted = [];
  return { ...started, element: widget() };
}

describe('handshake', () => {
  it('announces itself with ready and its versions, to the parent origin only', () => {
    start();
    expect(posted).toEqual([{ message: envelop(CHANNEL, { type: 'ready', versions: [...SUPPORTED_VERSIONS] }), targetOrigin: PARENT_ORIGIN }]);
  });

  it('answers a valid init with initialized after loading the widget once, and paints it hidden, without focus', async () => {
    const { loadElement } = start();
    init();
    await settle();
    init();
    await settle();
    expect(types()).toEqual(['ready', 'initialized', 'initialized']);
    expect(loadElement).toHaveBeenCalledTimes(1);
    expect(widgets()).toHaveLength(1);
    expect(visible()).toHaveLength(0);
    expect(widgets()[0]).toMatchObject({ autoFocus: false, connectToken: TOKEN });
    expect(document.documentElement.lang).toBe('en');
    for (const { targetOrigin } of posted) expect(targetOrigin).toBe(PARENT_ORIGIN);
  });

  const valid = () => envelop(CHANNEL, { type: 'init', options: OPTIONS, connectToken: TOKEN, canRefreshToken: false, display: 'modal' });
  type Sender = { origin?: string; stranger?: boolean };
  it.each<{ case: string; data: unknown; from: Sender }>([
    { case: 'another origin', data: valid(), from: { origin: 'https://evil.example' } },
    { case: 'the parent origin with another port', data: valid(), from: { origin: 'https://shop.example:8443' } },
    { case: 'another window of the parent origin', data: valid(), from: { stranger: true } },
    { case: 'another channel', data: { ...valid(), channel: randomId() }, from: {} },
    { case: 'another protocol version', data: { ...valid(), v: 2 }, from: {} },
    { case: 'another namespace', data: { ...valid(), ns: 'other' }, from: {} },
    { case: 'a malformed init', data: { ...valid(), display: 'fullscreen' }, from: {} },
    { case: 'a string', data: JSON.stringify(valid()), from: {} },
  ])('ignores a message from $case', async ({ data, from }) => {
    const { loadElement } = start();
    send(data, { origin: from.origin, source: from.stranger ? stranger : undefined });
    await settle();
    expect(types()).toEqual(['ready']);
    expect(loadElement).not.toHaveBeenCalled();
  });

  it.each([
    { option: 'apiUrl', options: { ...OPTIONS, apiUrl: 'javascript:alert(1)' }, token: TOKEN },
    { option: 'language', options: { ...OPTIONS, language: 'português' }, token: TOKEN },
    { option: 'connectorIds', options: { ...OPTIONS, connectorIds: [-1] }, token: TOKEN },
    { option: 'connectToken', options: OPTIONS, token: 'two words' },
  ])('answers invalid options ($option) with INVALID_OPTIONS naming it, and leaves no widget', async ({ option, options, token }) => {
    start();
    init({ options, connectToken: token });
    fromHost({ type: 'open' });
    await settle();
    expect(types()).toEqual(['ready', 'error']);
    expect(last()).toMatchObject({ error: { code: 'INVALID_OPTIONS', option, message: expect.stringContaining(option) } });
    expect(widgets()).toHaveLength(0);
  });

  it('paints the widget hidden at init from the options as given, before their check has loaded, and shows it only once checked', async () => {
    let answer: (options: ReturnType<typeof parseOptions>) => void = () => undefined;
    start({ checkOptions: () => new Promise((resolve) => (answer = resolve)) });
    init();
    fromHost({ type: 'open' });
    await settle();
    expect(widgets()).toHaveLength(1);
    expect(widgets()[0]).toMatchObject({ connectToken: TOKEN, language: 'en', autoFocus: false });
    expect(visible()).toHaveLength(0);
    expect(types()).toEqual(['ready']);

    answer(parseOptions({ ...OPTIONS, connectToken: TOKEN }));
    await settle();
    expect(types()).toEqual(['ready', 'initialized']);
    expect(widget()).toBe(widgets()[0]);
  });

  it('removes the widget painted before the check when an option turns out invalid, and reports it once', async () => {
    let answer: (options: ReturnType<typeof parseOptions>) => void = () => undefined;
    start({ checkOptions: () => new Promise((resolve) => (answer = resolve)) });
    init({ options: { ...OPTIONS, language: 'português' } });
    await settle();
    const painted = widgets()[0] as StandIn;
    expect(painted).toBeDefined();
    answer(parseOptions({ ...OPTIONS, language: 'português', connectToken: TOKEN }));
    // The element reports the same invalid option as its own engine reads it: not posted twice.
    painted.onError?.({ code: 'INVALID_OPTIONS', message: 'language is invalid', option: 'language' });
    await settle();
    expect(widgets()).toHaveLength(0);
    expect(types()).toEqual(['ready', 'error']);
    expect(last()).toMatchObject({ error: { code: 'INVALID_OPTIONS', option: 'language' } });
  });

  it('reports FRAME_UNAVAILABLE when the widget code does not load', async () => {
    start({ loadElement: () => Promise.reject(new Error('chunk failed')) });
    init();
    await settle();
    expect(last()).toMatchObject({ type: 'error', error: { code: 'FRAME_UNAVAILABLE' } });
  });

  it('stops listening once disposed', async () => {
    const { loadElement } = start();
    bridge?.dispose();
    init();
    await settle();
    expect(types()).toEqual(['ready']);
    expect(loadElement).not.toHaveBeenCalled();
  });
});

describe('open', () => {
  it('mounts one widget with the options and the token as properties, never in the DOM or URL', async () => {
    const { element } = await opened();
    expect(element).toMatchObject({ ...OPTIONS, connectToken: TOKEN });
    expect(element.attributes).toHaveLength(0);
    expect(document.documentElement.outerHTML).not.toContain(TOKEN);
    expect(window.location.href).not.toContain(TOKEN);
    // Opening is the widget's to announce (onOpen), not the bridge's.
    expect(posted).toEqual([]);
  });

  it('keeps one widget through a second open and a second init, which reaches the running one', async () => {
    const { element } = await opened({ options: { ...OPTIONS, theme: 'dark' } });
    fromHost({ type: 'open' });
    init({ connectToken: 'fresh.token-1' });
    await settle();
    fromHost({ type: 'open' });
    expect(widget()).toBe(element);
    expect(element.connectToken).toBe('fresh.token-1');
    expect(element.theme).toBeUndefined();
  });

  it('mounts when an open sent before the widget loaded is followed by initialized', async () => {
    start();
    init();
    fromHost({ type: 'open' });
    expect(widgets()).toHaveLength(0);
    await settle();
    expect(types()).toEqual(['ready', 'initialized']);
    widget();
  });

  it('puts the widget away on the host close, forgetting its secrets, posts nothing, and the next open shows it where it was', async () => {
    const { element } = await opened();
    fromHost({ type: 'close', reason: 'host' });
    expect(element.isConnected).toBe(true);
    expect(element.dataset.secretsForgotten).toBe('1');
    expect(visible()).toHaveLength(0);
    expect(widgets()).toHaveLength(1);
    expect(posted).toEqual([]);
    fromHost({ type: 'open' });
    expect(widget()).toBe(element);
  });

  it('holds the widget’s open until the host shows it, then lets it take focus as the options say', async () => {
    start();
    init({ options: { ...OPTIONS, autoFocus: undefined } });
    await settle();
    const hidden = widgets()[0] as StandIn & { autoFocus?: boolean };
    hidden.onOpen?.();
    hidden.onEvent?.({ event: 'OPEN', timestamp: 1, sessionId: 's1' });
    expect(types()).toEqual(['ready', 'initialized']);
    fromHost({ type: 'open' });
    expect(widget()).toBe(hidden);
    expect(hidden.autoFocus).toBeUndefined();
    expect(types()).toEqual(['ready', 'initialized', 'open', 'event']);
  });

  it.each(['inline', 'modal'] as const)('reports the content height in %s display, in whole pixels, each once', async (display) => {
    const heights: ((height: number) => void)[] = [];
    start({
      observeHeight: (_target, onHeight) => {
        heights.push(onHeight);
        return () => {};
      },
    });
    init({ display });
    await settle();
    for (const height of [200, 200, 240.2, 241]) heights[0]?.(height);
    expect(posted.filter(({ message }) => (message as { type: string }).type === 'resize').map(({ message }) => message)).toEqual([
      envelop(CHANNEL, { type: 'resize', height: 200 }),
      envelop(CHANNEL, { type: 'resize', height: 241 }),
    ]);
    // A second init (a fresh token) keeps the one observer.
    init({ display });
    await settle();
    expect(heights).toHaveLength(1);
  });
});

describe('callbacks', () => {
  it.each([
    { callback: 'onOpen', call: (w: StandIn) => w.onOpen?.(), expected: { type: 'open' } },
    {
      callback: 'onEvent',
      call: (w: StandIn) => w.onEvent?.({ event: 'SELECTED_INSTITUTION', timestamp: 5, sessionId: 's1', connectorId: 0 }),
      expected: { type: 'event', event: { event: 'SELECTED_INSTITUTION', timestamp: 5, sessionId: 's1', connectorId: 0 } },
    },
    {
      callback: 'onSuccess',
      call: (w: StandIn) => {
        const item = { ...ITEM, internal: 'not for the host' };
        w.onSuccess?.({ item });
      },
      expected: { type: 'success', item: ITEM },
    },
    {
      callback: 'onError',
      call: (w: StandIn) => {
        const payload = { code: 'ITEM_ERROR' as const, message: 'Login failed', data: { item: ITEM }, stack: 'not for the host' };
        w.onError?.(payload);
      },
      expected: { type: 'error', error: { code: 'ITEM_ERROR', message: 'Login failed', data: { item: ITEM } } },
    },
  ])('$callback becomes a message with only the protocol fields', async ({ call, expected }) => {
    const { element } = await opened();
    call(element);
    expect(posted).toEqual([{ message: envelop(CHANNEL, expected), targetOrigin: PARENT_ORIGIN }]);
  });

  it('onClose after a success posts close with reason done, and the next open starts afresh', async () => {
    const { element } = await opened();
    element.onSuccess?.({ item: ITEM });
    element.onClose?.({});
    expect(last()).toEqual(envelop(CHANNEL, { type: 'close', reason: 'done' }));
    expect(visible()).toHaveLength(0);
    fromHost({ type: 'open' });
    const fresh = widget();
    expect(fresh).not.toBe(element);
    fresh.onClose?.({});
    expect(last()).toEqual(envelop(CHANNEL, { type: 'close', reason: 'user' }));
  });

  it('onClose without one posts close with reason user, and the next open returns to the same widget, which says it is open', async () => {
    const { element } = await opened();
    element.onOpen?.();
    element.onClose?.({});
    expect(last()).toEqual(envelop(CHANNEL, { type: 'close', reason: 'user' }));
    expect(visible()).toHaveLength(0);
    expect(element.dataset.secretsForgotten).toBe('1');
    // The host's own close follows the frame's: nothing more is forgotten or posted.
    posted = [];
    fromHost({ type: 'close', reason: 'user' });
    expect(element.dataset.secretsForgotten).toBe('1');
    fromHost({ type: 'open' });
    expect(widget()).toBe(element);
    expect(types()).toEqual(['open']);
  });

  it('onHide posts hide and puts the widget away as a close does; the next open returns to it', async () => {
    const { element } = await opened();
    element.onOpen?.();
    posted = [];
    element.onHide?.();
    expect(types()).toEqual(['hide']);
    expect(visible()).toHaveLength(0);
    expect(element.dataset.secretsForgotten).toBe('1');
    fromHost({ type: 'open' });
    expect(widget()).toBe(element);
  });

  it('keeps reporting for a widget put away: a sync that ends meanwhile still reaches the host', async () => {
    const { element } = await opened();
    fromHost({ type: 'close', reason: 'host' });
    element.onSuccess?.({ item: ITEM });
    expect(types()).toEqual(['success']);
  });
});

describe('Escape', () => {
  it.each([
    { case: 'a plain Escape in modal display', key: 'Escape', prevented: false, display: 'modal' as const, closes: true },
    { case: 'an Escape the widget used itself', key: 'Escape', prevented: true, display: 'modal' as const, closes: false },
    { case: 'another key', key: 'Enter', prevented: false, display: 'modal' as const, closes: false },
    { case: 'an Escape in inline display', key: 'Escape', prevented: false, display: 'inline' as const, closes: false },
  ])('$case: closes = $closes', async ({ key, prevented, display, closes }) => {
    const { element } = await opened({ display });
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    if (prevented) element.addEventListener('keydown', (e) => e.preventDefault());
    element.dispatchEvent(event);
    const closeMessages = posted.filter(({ message }) => (message as { type: string }).type === 'close');
    expect(closeMessages).toEqual(closes ? [{ message: envelop(CHANNEL, { type: 'close', reason: 'escape' }), targetOrigin: PARENT_ORIGIN }] : []);
    expect(visible()).toHaveLength(closes ? 0 : 1);
  });
});

describe('fetchConnectToken', () => {
  /** The token requests are a chunk of their own, loaded on the first request. */
  const loaded = async () => {
    await import('./token-requests.js');
    for (let i = 0; i < 20; i++) await Promise.resolve();
  };
  const tokenRequest = () => {
    const message = last() as { type: string; requestId: string };
    expect(message.type).toBe('token-request');
    return message.requestId;
  };

  it('is not offered when the host cannot refresh the token', async () => {
    const { element } = await opened({ canRefreshToken: false });
    expect(element.fetchConnectToken).toBeUndefined();
  });

  it('asks the host and resolves with its answer to that request', async () => {
    const { element } = await opened({ canRefreshToken: true });
    const token = element.fetchConnectToken?.();
    await loaded();
    const requestId = tokenRequest();
    fromHost({ type: 'token-response', requestId: randomId(), ok: true, token: 'wrong.token' });
    fromHost({ type: 'token-response', requestId, ok: true, token: 'new.token' });
    await expect(token).resolves.toBe('new.token');
  });

  it('rejects when the host could not get a token', async () => {
    const { element } = await opened({ canRefreshToken: true });
    const token = element.fetchConnectToken?.();
    await loaded();
    fromHost({ type: 'token-response', requestId: tokenRequest(), ok: false, message: 'server said no' });
    await expect(token).rejects.toThrow('server said no');
  });

  it('rejects when the host does not answer within 30 seconds', async () => {
    const { element } = await opened({ canRefreshToken: true });
    vi.useFakeTimers();
    const token = element.fetchConnectToken?.();
    await loaded();
    tokenRequest();
    const outcome = expect(token).rejects.toThrow('in time');
    vi.advanceTimersByTime(30_000);
    await outcome;
  });
});
