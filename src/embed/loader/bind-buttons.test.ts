// @vitest-environment jsdom
// Declared buttons: options read from data-ponte-* attributes, one handle each, DOM events on the button.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/dom';
import { DOM_EVENTS } from '../dom-events.js';
import type { ConnectHandle } from '../host/connect-handle.js';
import { modalDialog, polyfillBrowser } from '../testing/host-test-kit.js';
import { bindButtons } from './bind-buttons.js';

beforeAll(polyfillBrowser);
afterEach(() => document.body.replaceChildren());

const DEFAULTS = { widgetUrl: 'https://widget.example/' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function fakeCreate() {
  const made: { options: Record<string, unknown>; handle: ConnectHandle & { open: ReturnType<typeof vi.fn> } }[] = [];
  const create = vi.fn((options: unknown) => {
    const handle = { open: vi.fn(), show: vi.fn(), close: vi.fn(), hide: vi.fn(), destroy: vi.fn(), ready: false, error: null };
    made.push({ options: options as Record<string, unknown>, handle });
    return handle;
  });
  return { create, made };
}

function page(html: string): HTMLElement {
  document.body.innerHTML = html;
  const button = within(document.body).getAllByRole('button')[0];
  if (!button) throw new Error('no button');
  return button;
}

const STATIC = 'data-ponte-connect-token="eyJ.token.sig" data-ponte-api-url="https://api.example"';

describe('bindButtons', () => {
  it('reads the options from the attributes in their types', () => {
    page(`<button ${STATIC} data-ponte-include-sandbox data-ponte-connector-ids="0, 600" data-ponte-language="en">Connect</button>`);
    const { create, made } = fakeCreate();
    bindButtons(document, DEFAULTS, { create });
    expect(create).toHaveBeenCalledWith(expect.anything(), DEFAULTS);
    expect(made[0]?.options).toMatchObject({
      connectToken: 'eyJ.token.sig',
      apiUrl: 'https://api.example',
      includeSandbox: true,
      connectorIds: [0, 600],
      language: 'en',
      widgetUrl: undefined,
    });
  });

  it('binds a button once however often it runs', () => {
    page(`<button ${STATIC}>Connect</button><button ${STATIC}>Connect another</button>`);
    const { create } = fakeCreate();
    bindButtons(document, DEFAULTS, { create });
    bindButtons(document, DEFAULTS, { create });
    expect(create).toHaveBeenCalledTimes(2);
  });

  it('opens on click, without submitting the form around it', () => {
    const button = page(`<form><button ${STATIC}>Connect</button></form>`);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')?.addEventListener('submit', submitted);
    const { create, made } = fakeCreate();
    bindButtons(document, DEFAULTS, { create });
    button.click();
    expect(made[0]?.handle.open).toHaveBeenCalledTimes(1);
    expect(submitted).not.toHaveBeenCalled();
  });

  it.each([
    ['onSuccess', DOM_EVENTS.success, { item: { id: 'item-1' } }],
    ['onError', DOM_EVENTS.error, { code: 'ITEM_ERROR', message: 'failed' }],
    ['onEvent', DOM_EVENTS.event, { event: 'OPEN', timestamp: 1 }],
    ['onClose', DOM_EVENTS.close, { reason: 'done' }],
  ])('turns %s into %s on the button, bubbling to the page', (callback, type, detail) => {
    const button = page(`<button ${STATIC}>Connect</button>`);
    const { create, made } = fakeCreate();
    bindButtons(document, DEFAULTS, { create });
    const heard = vi.fn();
    document.addEventListener(type, heard);
    const given = made[0]?.options[callback];
    if (typeof given !== 'function') throw new Error(`no ${callback}`);
    given(detail);
    document.removeEventListener(type, heard);
    expect(heard).toHaveBeenCalledTimes(1);
    const event = heard.mock.calls[0]?.[0];
    expect(event).toBeInstanceOf(CustomEvent);
    expect(event.target).toBe(button);
    expect(event.detail).toEqual(detail);
  });

  it('names a bad attribute in a ponte:error and makes no handle', () => {
    const button = page(`<button ${STATIC} data-ponte-include-sandbox="maybe">Connect</button>`);
    const heard = vi.fn();
    button.addEventListener(DOM_EVENTS.error, heard);
    const { create } = fakeCreate();
    bindButtons(document, DEFAULTS, { create });
    expect(create).not.toHaveBeenCalled();
    expect(heard.mock.calls[0]?.[0].detail).toMatchObject({ code: 'INVALID_OPTIONS', option: 'includeSandbox' });
  });
});

describe('data-ponte-token-url', () => {
  const TOKEN_PAGE = '<button data-ponte-token-url="/api/connect-token" data-ponte-api-url="https://api.example">Connect</button>';
  const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('POSTs to the page origin for the token, opens a click made meanwhile, and refreshes the same way', async () => {
    const button = page(TOKEN_PAGE);
    const fetch = vi.fn(async () => answer(200, { accessToken: 'minted.token' }));
    const { create, made } = fakeCreate();
    bindButtons(document, DEFAULTS, { create, fetch });
    button.click();
    await settle();
    expect(fetch).toHaveBeenCalledWith(
      `${location.origin}/api/connect-token`,
      expect.objectContaining({ method: 'POST', credentials: 'same-origin' }),
    );
    expect(made[0]?.options.connectToken).toBe('minted.token');
    expect(made[0]?.handle.open).toHaveBeenCalledTimes(1);
    const refresh = made[0]?.options.fetchConnectToken;
    if (typeof refresh !== 'function') throw new Error('no fetchConnectToken');
    await expect(refresh()).resolves.toBe('minted.token');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it.each<[string, () => Promise<Response>, string]>([
    ['a refusal', async () => answer(401, { error: 'login' }), 'UNAUTHORIZED'],
    ['a server error', async () => answer(500, {}), 'NETWORK'],
    ['an answer without accessToken', async () => answer(200, { token: 'x' }), 'UNEXPECTED'],
    ['a network failure', () => Promise.reject(new TypeError('offline')), 'NETWORK'],
  ])('reports %s as a ponte:error', async (_label, respond, code) => {
    const button = page(TOKEN_PAGE);
    const heard = vi.fn();
    button.addEventListener(DOM_EVENTS.error, heard);
    const { create } = fakeCreate();
    bindButtons(document, DEFAULTS, { create, fetch: vi.fn(respond) });
    await settle();
    expect(create).not.toHaveBeenCalled();
    expect(heard.mock.calls[0]?.[0].detail).toMatchObject({ code });
  });

  it('refuses a token URL on another origin without calling it', () => {
    const button = page('<button data-ponte-token-url="https://evil.example/token" data-ponte-api-url="https://api.example">Connect</button>');
    const heard = vi.fn();
    button.addEventListener(DOM_EVENTS.error, heard);
    const fetch = vi.fn();
    bindButtons(document, DEFAULTS, { fetch });
    expect(fetch).not.toHaveBeenCalled();
    expect(heard.mock.calls[0]?.[0].detail).toMatchObject({ code: 'INVALID_OPTIONS', option: 'tokenUrl' });
  });
});

describe('with the real host', () => {
  it('preloads one frame per button however often it binds, and opens the modal on click', () => {
    const button = page(`<button ${STATIC}>Connect</button>`);
    bindButtons(document, DEFAULTS);
    bindButtons(document, DEFAULTS);
    const modals = document.querySelectorAll('[data-ponte-modal]');
    expect(modals).toHaveLength(1);
    expect(modals[0]?.shadowRoot?.querySelectorAll('iframe')).toHaveLength(1);
    button.click();
    expect(modalDialog().open).toBe(true);
  });
});
