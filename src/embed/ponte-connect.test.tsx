// @vitest-environment jsdom
// The <ponte-connect> element with stand-in flow and views: options, events, OAuth messages, cleanup.
import { type Cell, cell } from '../state/cell.js';
import { fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiClientOptions } from '../api/client.js';
import type { Flow, FlowDeps, FlowOptions, FlowState } from '../flow/types.js';
import type { Language, Translate } from '../i18n/index.js';
import { detectLanguage } from '../i18n/detect-language.js';
import { cssVarName } from '../theme/css-var.js';
import { vars } from '../theme/contract.css.js';
import { darkTheme } from '../theme/dark.css.js';
import { lightTheme } from '../theme/light.css.js';
import { reportInvalidOptions } from './invalid-options-view.js';
import { readAttributes } from './option-attributes.js';
import { parseOptions } from './options.js';
import { createPonteConnect, defineOnce } from './ponte-connect.js';
import { startSession } from './session/session.js';
import type { ElementEngine } from './element-parts.js';
import type { AppProps, ElementParts, PonteConnectElement } from './ponte-connect.js';
import type { PonteOptions } from './options.js';
import { RESUME_KEY } from './resume-store.js';

type Made = { options: FlowOptions; deps: FlowDeps; flow: Flow; state: Cell<FlowState> };

const made: Made[] = [];
const apiOptions: ApiClientOptions[] = [];
const translators: Language[] = [];

function fakeFlow(options: FlowOptions, deps: FlowDeps): Flow {
  const state = cell<FlowState>({ step: 'loading' });
  const flow: Flow = {
    state,
    search: { query: cell(''), results: cell([]), activeIndex: cell(-1), popular: cell(0), loading: cell(false), searching: cell(false) },
    values: cell({}),
    secondsLeft: cell(null),
    canGoBack: cell(false),
    start: vi.fn(async () => {
      state.value = { step: 'search' };
    }),
    setQuery: vi.fn(),
    moveActive: vi.fn(),
    selectConnector: vi.fn(),
    acceptConsent: vi.fn(),
    setValue: vi.fn(),
    validateField: vi.fn(),
    forgetSecrets: vi.fn(),
    submitCredentials: vi.fn(async () => {}),
    submitMfa: vi.fn(async () => {}),
    openOAuth: vi.fn(),
    oauthReturned: vi.fn(),
    retry: vi.fn(async () => {}),
    back: vi.fn(),
    dispose: vi.fn(),
  };
  made.push({ options, deps, flow, state });
  return flow;
}

function App({ t, language, onClose }: AppProps) {
  return (
    <section aria-label="widget">
      <h2>{t('title' as Parameters<Translate>[0])}</h2>
      <p>language {language}</p>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </section>
  );
}

const engineOf = (createFlow: ElementEngine['createFlow']): ElementEngine => ({
  readAttributes,
  parseOptions,
  startSession,
  reportInvalidOptions,
  createFlow,
  createApiClient: (options) => {
    apiOptions.push(options);
    return {} as never;
  },
});

const parts: ElementParts<ElementEngine> = {
  loadEngine: async () => engineOf(fakeFlow),
  App,
  loadTranslator: async (language) => {
    translators.push(language);
    return ((key: string) => `${language}:${key}`) as Translate;
  },
  detectLanguage: (_languages, option) => detectLanguage([], option),
};

const TAG = 'ponte-connect-test';
beforeAll(() => {
  defineOnce(customElements, TAG, () => createPonteConnect(parts));
});

afterEach(async () => {
  document.body.replaceChildren();
  await settle();
  made.length = 0;
  apiOptions.length = 0;
  translators.length = 0;
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Lets microtasks (option reading, flow start, translator loading) run. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

const create = (attributes: Record<string, string> = {}, properties: Partial<PonteConnectElement> = {}) => {
  const element = document.createElement(TAG) as PonteConnectElement;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  Object.assign(element, properties);
  return element;
};

const VALID = { 'connect-token': 'token-1', 'api-url': 'http://127.0.0.1:8787' };

const mount = async (attributes: Record<string, string> = VALID, properties: Partial<PonteConnectElement> = {}) => {
  const element = create(attributes, properties);
  document.body.append(element);
  await settle();
  return element;
};

/** Queries inside the element's shadow root (through its one root element). */
const shadow = (element: HTMLElement) => {
  const root = element.shadowRoot?.firstElementChild;
  if (!(root instanceof HTMLElement)) throw new Error('nothing rendered in the shadow root');
  return within(root);
};

const only = (): Made => {
  expect(made).toHaveLength(1);
  const [first] = made;
  if (first === undefined) throw new Error('no element session was made');
  return first;
};

describe('defineOnce', () => {
  it('registers once and hands back the same class after', () => {
    const create = vi.fn(() => createPonteConnect(parts));
    const first = defineOnce(customElements, 'ponte-connect-once', create);
    const second = defineOnce(customElements, 'ponte-connect-once', create);
    expect(second).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
    expect(customElements.get('ponte-connect-once')).toBe(first);
  });
});

describe('<ponte-connect>', () => {
  it('renders the flow in an open shadow root and calls onOpen once', async () => {
    const onOpen = vi.fn();
    const onEvent = vi.fn();
    const element = await mount(VALID, { onOpen, onEvent, language: 'en' });
    expect(onEvent).toHaveBeenCalledWith({ event: 'OPEN', timestamp: expect.any(Number), sessionId: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(element.shadowRoot?.mode).toBe('open');
    expect(shadow(element).getByRole('heading', { name: 'en:title' })).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(only().flow.start).toHaveBeenCalledTimes(1);
    expect(apiOptions[0]?.baseUrl).toBe('http://127.0.0.1:8787');
  });

  it.each([
    [{ 'api-url': 'http://127.0.0.1:8787' }, 'connectToken', /"connectToken" \(attribute "connect-token"\): is required/],
    [{ ...VALID, 'connector-ids': '1,two' }, 'connectorIds', /"connectorIds"/],
    [{ ...VALID, 'include-sandbox': 'maybe' }, 'includeSandbox', /"includeSandbox"/],
    [{ ...VALID, 'primary-color': 'red;background:url(//x)' }, 'primaryColor', /"primaryColor"/],
    [{ ...VALID, 'open-finance-parameters': '{cpf}' }, 'openFinanceParameters', /expected JSON/],
  ])('refuses bad options %o with an INVALID_OPTIONS error naming %s', async (attributes, option, message) => {
    const onError = vi.fn();
    const seen: CustomEvent[] = [];
    document.addEventListener('ponte:error', (event) => seen.push(event as CustomEvent), { once: true });
    const element = await mount(attributes, { onError });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.bubbles && seen[0]?.composed).toBe(true);
    expect(seen[0]?.detail).toMatchObject({ code: 'INVALID_OPTIONS', option });
    expect(seen[0]?.detail.message).toMatch(message);
    expect(onError).toHaveBeenCalledWith(seen[0]?.detail);
    expect(shadow(element).getByRole('alert').textContent).toMatch(message);
    expect(made).toHaveLength(0);
  });

  it('refuses a bad property the same way', async () => {
    const seen: CustomEvent[] = [];
    document.addEventListener('ponte:error', (event) => seen.push(event as CustomEvent), { once: true });
    await mount(VALID, { selectedConnectorId: '0' as unknown as number });
    expect(seen[0]?.detail).toMatchObject({ code: 'INVALID_OPTIONS', option: 'selectedConnectorId' });
  });

  it('sends flow events, success, errors and close out as bubbling, composed DOM events and callbacks', async () => {
    const callbacks = { onEvent: vi.fn(), onSuccess: vi.fn(), onError: vi.fn(), onClose: vi.fn() };
    const element = await mount(VALID, callbacks);
    const seen: CustomEvent[] = [];
    for (const type of ['ponte:event', 'ponte:success', 'ponte:error', 'ponte:close']) {
      document.addEventListener(type, (event) => seen.push(event as CustomEvent));
    }
    const { deps } = only();
    const event = { event: 'SELECTED_INSTITUTION', timestamp: 1, step: 'consent', connectorId: 0 } as const;
    deps.emit(event);
    const item = { id: 'item-1' } as never;
    deps.onSuccess({ item });
    deps.onError({ code: 'ITEM_ERROR', message: 'Login failed' });
    fireEvent.click(shadow(element).getByRole('button', { name: 'Close' }));

    expect(seen.map((e) => [e.type, e.bubbles, e.composed, e.detail.event])).toEqual([
      ['ponte:event', true, true, 'SELECTED_INSTITUTION'],
      ['ponte:success', true, true, undefined],
      ['ponte:error', true, true, undefined],
      ['ponte:event', true, true, 'CLOSE'],
      ['ponte:close', true, true, undefined],
    ]);
    // Every event names the session; the close says where the last one left the user.
    const sessionId = (seen[0]?.detail as { sessionId?: string } | undefined)?.sessionId;
    expect(sessionId).toMatch(/^[0-9a-f]{32}$/);
    expect(seen[0]?.detail).toEqual({ ...event, sessionId });
    expect(callbacks.onEvent).toHaveBeenCalledWith({ ...event, sessionId });
    expect(callbacks.onSuccess).toHaveBeenCalledWith({ item });
    expect(callbacks.onError).toHaveBeenCalledWith({ code: 'ITEM_ERROR', message: 'Login failed' });
    const where = { step: 'consent', connectorId: 0, sessionId };
    expect(callbacks.onClose).toHaveBeenCalledExactlyOnceWith(where);
    expect(seen.at(-1)?.detail).toEqual(where);
    expect(seen.at(-2)?.detail).toEqual({ ...where, event: 'CLOSE', timestamp: expect.any(Number) });
    expect(JSON.stringify(seen.map((e) => e.detail))).not.toContain('token-1');
    // Closing ends the run: the view is gone and the flow stopped.
    expect(element.shadowRoot?.childNodes).toHaveLength(0);
    expect(only().flow.dispose).toHaveBeenCalled();
  });

  it('cleans up on removal: flow disposed, waits cut short, listeners gone, nothing more sent', async () => {
    const media = { matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() };
    vi.stubGlobal('matchMedia', () => media);
    const onEvent = vi.fn();
    const popup = document.body.appendChild(document.createElement('iframe')).contentWindow;
    vi.spyOn(window, 'open').mockReturnValue(popup);
    const element = await mount({ ...VALID, theme: 'auto' }, { onEvent });
    const { deps, flow, state } = only();
    onEvent.mockClear();
    const waiting = deps.sleep(60_000).then(
      () => 'waited',
      () => 'cut short',
    );
    deps.openWindow?.('https://bank.example/authorize');
    state.value = { step: 'oauth', item: { id: 'item-1' }, url: 'https://bank.example/authorize', popup: 'open' } as FlowState;
    const removeListener = vi.spyOn(window, 'removeEventListener');

    element.remove();
    await settle();

    expect(flow.dispose).toHaveBeenCalledTimes(1);
    expect(await waiting).toBe('cut short');
    expect(removeListener).toHaveBeenCalledWith('message', expect.any(Function));
    expect(media.removeEventListener).toHaveBeenCalledWith('change', media.addEventListener.mock.calls[0]?.[1]);
    window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, source: popup, data: oauthData('item-1') }));
    expect(flow.oauthReturned).not.toHaveBeenCalled();
    deps.emit({ event: 'STEP_CHANGED', timestamp: 2 });
    expect(onEvent).not.toHaveBeenCalled();
    expect(element.shadowRoot?.childNodes).toHaveLength(0);
  });

  it('keeps its run when moved within the page', async () => {
    const element = await mount();
    document.body.append(document.createElement('div'), element);
    await settle();
    expect(only().flow.dispose).not.toHaveBeenCalled();
  });

  const FORMS: [Record<string, string>, Partial<PonteOptions>][] = [
    [
      { 'include-sandbox': '', 'connector-ids': '0,600', 'selected-connector-id': '0' },
      { includeSandbox: true, connectorIds: [0, 600], selectedConnectorId: 0 },
    ],
    [
      { 'connector-types': 'PERSONAL_BANK', countries: 'BR,AR', products: 'ACCOUNTS' },
      { connectorTypes: ['PERSONAL_BANK'], countries: ['BR', 'AR'], products: ['ACCOUNTS'] },
    ],
    [
      { 'update-item': 'item-9', 'connector-sort-alphabetically': 'true' },
      { updateItem: 'item-9', connectorSortAlphabetically: true },
    ],
    [
      { 'open-finance-parameters': '{"cpf":"529.982.247-25"}', language: 'es', theme: 'dark' },
      { openFinanceParameters: { cpf: '529.982.247-25' }, language: 'es', theme: 'dark' },
    ],
    [
      { 'primary-color': '#ffcc00', radius: '2px', 'font-family': 'Inter' },
      { primaryColor: '#ffcc00', radius: '2px', fontFamily: 'Inter' },
    ],
  ];
  it.each(FORMS)('reads attributes %o as the properties %o', async (attributes, properties) => {
    const byAttribute = await mount({ ...VALID, ...attributes });
    const byProperty = await mount({}, { connectToken: 'token-1', apiUrl: 'http://127.0.0.1:8787', ...properties });
    expect(made).toHaveLength(2);
    expect(made[1]?.options).toEqual(made[0]?.options);
    expect(translators[1]).toBe(translators[0]);
    const rootOf = (element: HTMLElement) => element.shadowRoot?.firstElementChild as HTMLElement;
    expect(rootOf(byProperty).className).toBe(rootOf(byAttribute).className);
    expect(rootOf(byProperty).style.cssText).toBe(rootOf(byAttribute).style.cssText);
  });

  it('lets a property win over its attribute', async () => {
    await mount({ ...VALID, 'selected-connector-id': '1' }, { selectedConnectorId: 3 });
    expect(only().options.selectedConnectorId).toBe(3);
  });

  it('applies theme, overrides and language changes to the running flow without starting over', async () => {
    const element = await mount({ ...VALID, theme: 'light', language: 'pt' });
    const root = () => element.shadowRoot?.firstElementChild as HTMLElement;
    expect(root().classList.contains(lightTheme)).toBe(true);

    element.setAttribute('theme', 'dark');
    element.primaryColor = '#ffcc00';
    element.language = 'en';
    await settle();

    expect(root().classList.contains(darkTheme)).toBe(true);
    expect(root().style.getPropertyValue(cssVarName(vars.color.primary))).toBe('#ffcc00');
    expect(root().style.getPropertyValue(cssVarName(vars.color.onPrimary))).toBe('#000000');
    expect(shadow(element).getByRole('heading', { name: 'en:title' })).toBeTruthy();
    expect(only().flow.dispose).not.toHaveBeenCalled();
  });

  it("follows the system color scheme live with theme 'auto'", async () => {
    let listener: () => void = () => {};
    const media = { matches: false, addEventListener: (_: string, l: () => void) => (listener = l), removeEventListener: vi.fn() };
    vi.stubGlobal('matchMedia', () => media);
    const element = await mount({ ...VALID, theme: 'auto' });
    const root = () => element.shadowRoot?.firstElementChild as HTMLElement;
    expect(root().classList.contains(lightTheme)).toBe(true);
    media.matches = true;
    listener();
    expect(root().classList.contains(darkTheme)).toBe(true);
  });

  it('starts over when a filter changes', async () => {
    const element = await mount();
    element.setAttribute('connector-ids', '1');
    await settle();
    expect(made).toHaveLength(2);
    expect(made[0]?.flow.dispose).toHaveBeenCalled();
    expect(made[1]?.options.connectorIds).toEqual([1]);
  });

  it('sends a refreshed token, and a token the host sets later, with the next requests', async () => {
    const fetchConnectToken = vi.fn(async () => 'token-2');
    const element = await mount(VALID, { fetchConnectToken });
    const { deps } = only();
    const token = () => {
      const given = apiOptions[0]?.token;
      return typeof given === 'function' ? given() : given;
    };
    expect(token()).toBe('token-1');
    deps.setToken?.(await (deps.refreshToken?.() ?? Promise.reject(new Error('no refresh'))));
    expect(token()).toBe('token-2');
    element.connectToken = 'token-3';
    await settle();
    expect(token()).toBe('token-3');
    expect(made).toHaveLength(1);
  });

  it('has no refreshToken without fetchConnectToken, so the flow reports TOKEN_EXPIRED', async () => {
    await mount();
    expect(only().deps.refreshToken).toBeUndefined();
  });
});

const oauthData = (itemId: string, outcome = 'authorized') => ({ ns: 'ponte', v: 1, type: 'oauth-result', itemId, outcome });

describe('OAuth popup and redirect fallback', () => {
  const openOAuth = async () => {
    const popup = document.body.appendChild(document.createElement('iframe')).contentWindow;
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    await mount();
    const { deps, flow, state } = only();
    expect(deps.openWindow?.('https://bank.example/authorize')).toBe(popup);
    expect(open).toHaveBeenCalledWith('https://bank.example/authorize', 'ponte-oauth', 'popup,width=480,height=720');
    state.value = { step: 'oauth', item: { id: 'item-1' }, url: 'https://bank.example/authorize', popup: 'open' } as FlowState;
    return { popup, flow };
  };
  const post = (init: MessageEventInit) => window.dispatchEvent(new MessageEvent('message', init));

  it('hands the popup’s result to the flow', async () => {
    const { popup, flow } = await openOAuth();
    post({ origin: window.location.origin, source: popup, data: oauthData('item-1', 'denied') });
    expect(flow.oauthReturned).toHaveBeenCalledWith('denied');
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['another window', { source: 'self' }],
    ['a malformed payload', { data: { ns: 'ponte', v: 1, type: 'oauth-result', itemId: 'item-1', outcome: 'yes' } }],
    ['another item', { data: oauthData('item-2') }],
    ['a string', { data: JSON.stringify(oauthData('item-1')) }],
  ] as const)('ignores a message from %s', async (_label, change) => {
    const { popup, flow } = await openOAuth();
    const source = 'source' in change ? window : popup;
    post({ origin: window.location.origin, source, data: oauthData('item-1'), ...('source' in change ? {} : change) });
    expect(flow.oauthReturned).not.toHaveBeenCalled();
  });

  it('opens only http(s) addresses', async () => {
    const open = vi.spyOn(window, 'open');
    await mount();
    const { deps } = only();
    expect(deps.openWindow?.('javascript:alert(document.domain)')).toBeNull();
    expect(open).not.toHaveBeenCalled();
  });

  it('stores only ids and the page to return to before redirecting', async () => {
    window.history.replaceState(null, '', '/checkout?step=bank#private-fragment');
    await mount();
    only().deps.resumeStore?.save({ itemId: 'item-1', connectorId: 600 });
    expect(JSON.parse(sessionStorage.getItem(RESUME_KEY) ?? '')).toEqual({
      itemId: 'item-1',
      connectorId: 600,
      returnUrl: `${window.location.origin}/checkout?step=bank`,
    });
  });

  it('resumes with the outcome the callback page stored after a redirect', async () => {
    sessionStorage.setItem(RESUME_KEY, JSON.stringify({ itemId: 'item-1', connectorId: 600, returnUrl: '/', outcome: 'authorized' }));
    const started = vi.fn();
    const oauthFlow = (options: FlowOptions, deps: FlowDeps) => {
      const flow = fakeFlow(options, deps);
      flow.start = async () => {
        started(deps.resumeStore?.load());
        const latest = made.at(-1);
        if (latest) latest.state.value = { step: 'oauth', item: { id: 'item-1' }, url: 'https://bank.example', popup: 'idle' } as FlowState;
      };
      return flow;
    };
    defineOnce(customElements, 'ponte-connect-resume', () => createPonteConnect({ ...parts, loadEngine: async () => engineOf(oauthFlow) }));
    const element = document.createElement('ponte-connect-resume');
    for (const [name, value] of Object.entries(VALID)) element.setAttribute(name, value);
    document.body.append(element);
    await settle();
    expect(started).toHaveBeenCalledWith({ itemId: 'item-1', connectorId: 600 });
    expect(only().flow.oauthReturned).toHaveBeenCalledWith('authorized');
  });
});
