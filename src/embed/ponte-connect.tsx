// The <ponte-connect> custom element: options in, the flow rendered in its shadow root, events out.
import type { ComponentType } from 'preact';
import { render } from 'preact';
import { createApiClient } from '../api/client.js';
import type { ApiClient, ApiClientOptions } from '../api/client.js';
import type { WidgetEvent } from '../contract/events.js';
import type { WidgetError } from '../contract/error-codes.js';
import type { SuccessPayload } from '../contract/options.js';
import type { Flow, FlowDeps, FlowOptions } from '../flow/types.js';
import type { Language, Translate } from '../i18n/index.js';
import { watchColorScheme } from '../theme/color-scheme.js';
import type { ColorScheme } from '../theme/color-scheme.js';
import { overrideProperties } from '../theme/overrides.js';
import { THEME_CLASSES } from '../theme/theme-class.js';
import { lightTheme } from '../theme/light.css.js';
import { DOM_EVENTS, dispatchWidgetEvent } from './dom-events.js';
import type { DomEventName } from './dom-events.js';
import { optionError, optionErrorText, optionErrorTitle, root } from './host.css.js';
import { isHttpUrl } from './http-url.js';
import { trustedOAuthResult } from '../contract/protocol.js';
import { OBSERVED_ATTRIBUTES, readAttributes } from './option-attributes.js';
import { OPTION_NAMES, attributeName, parseOptions } from './options.js';
import type { InvalidOptions, OptionName, PonteOptions } from './options.js';
import { createResumeStore, readResume, returnUrlOf } from './resume-store.js';
import { sessionSleep } from './session-sleep.js';
import { adoptStyles } from './shadow-styles.js';

export const TAG_NAME = 'ponte-connect';

export type AppProps = { flow: Flow; t: Translate; language: Language; onClose: () => void; inFrame?: boolean; quietStart?: boolean };

/** What the element is built from; tests hand in stand-ins, define() the real ones. */
export type ElementParts = {
  createFlow: (options: FlowOptions, deps: FlowDeps) => Flow;
  App: ComponentType<AppProps>;
  loadTranslator: (language: Language) => Promise<Translate>;
  detectLanguage: (navigatorLanguages: readonly string[], option?: Language) => Language;
  createApiClient?: (options: ApiClientOptions) => ApiClient;
};

const FLOW_OPTIONS = [
  'includeSandbox',
  'updateItem',
  'connectorTypes',
  'connectorIds',
  'countries',
  'products',
  'selectedConnectorId',
  'openFinanceParameters',
  'connectorSortAlphabetically',
] as const satisfies readonly (keyof FlowOptions & OptionName)[];

/** Options whose change starts the flow over; the others apply to the running one. */
const RESTARTING_OPTIONS: readonly OptionName[] = [...FLOW_OPTIONS, 'apiUrl'];

const OPTION_BY_ATTRIBUTE = new Map(OPTION_NAMES.map((name) => [attributeName(name), name]));

const POPUP_NAME = 'ponte-oauth';
const POPUP_FEATURES = 'popup,width=480,height=720';

const flowOptionsOf = (options: PonteOptions): FlowOptions => {
  const picked: FlowOptions = {};
  for (const key of FLOW_OPTIONS) if (options[key] !== undefined) Object.assign(picked, { [key]: options[key] });
  return picked;
};

// Whether a fetchConnectToken exists is fixed for a run: the flow reads its absence as "no refresh".
const restartKey = (options: PonteOptions) =>
  JSON.stringify([...RESTARTING_OPTIONS.map((key) => options[key] ?? null), options.fetchConnectToken !== undefined]);

// sessionStorage itself can throw (storage blocked for the page): every access stays inside a try.
const sessionStore = {
  getItem: (key: string) => window.sessionStorage.getItem(key),
  setItem: (key: string, value: string) => window.sessionStorage.setItem(key, value),
  removeItem: (key: string) => window.sessionStorage.removeItem(key),
};

/** Whether this page is inside another page's frame (a cross-origin top cannot even be compared). */
function isFramed(): boolean {
  try {
    return window.top !== window.self;
  } catch {
    return true;
  }
}

/** One run of the flow, from a valid set of options until disconnect, close or restart. */
type Session = {
  key: string;
  update(options: PonteOptions): void;
  stop(): void;
};

/** The element as a page sees it: its lifecycle, and every option as a typed property. */
export type PonteConnectElement = ConnectElement & Partial<PonteOptions>;

declare global {
  interface HTMLElementTagNameMap {
    'ponte-connect': PonteConnectElement;
  }
}

// Server-side rendering imports this module where HTMLElement does not exist; the element is only
// ever constructed in a browser, so a plain base class stands in there.
const ElementBase: typeof HTMLElement = typeof HTMLElement === 'undefined' ? (class {} as typeof HTMLElement) : HTMLElement;

export class ConnectElement extends ElementBase {
  static parts: ElementParts | null = null;
  static observedAttributes = OBSERVED_ATTRIBUTES;

  #props: Partial<Record<OptionName, unknown>> = {};
  #shadow: ShadowRoot;
  #session: Session | null = null;
  #releaseStyles: (() => void) | null = null;
  #scheduled = false;

  static {
    // Each option is also a typed property; setting one re-reads the options.
    for (const name of OPTION_NAMES) {
      Object.defineProperty(ConnectElement.prototype, name, {
        configurable: true,
        enumerable: true,
        get(this: ConnectElement) {
          return this.#props[name];
        },
        set(this: ConnectElement, value: unknown) {
          this.#props[name] = value;
          this.#schedule();
        },
      });
    }
  }

  constructor() {
    super();
    this.#shadow = this.attachShadow({ mode: 'open' });
  }

  connectedCallback(): void {
    this.#upgradeProperties();
    this.#releaseStyles ??= adoptStyles(this.#shadow);
    this.#schedule();
  }

  disconnectedCallback(): void {
    // A move within the page is a disconnect then a connect: only a real removal ends the session.
    queueMicrotask(() => {
      if (this.isConnected) return;
      this.#end();
      this.#releaseStyles?.();
      this.#releaseStyles = null;
    });
  }

  attributeChangedCallback(name: string, previous: string | null, value: string | null): void {
    if (previous !== value && OPTION_BY_ATTRIBUTE.has(name)) this.#schedule();
  }

  /** Properties set before the element was defined sit on the instance and hide the accessors. */
  #upgradeProperties(): void {
    const own = this as unknown as Record<string, unknown>;
    for (const name of OPTION_NAMES) {
      if (!Object.hasOwn(this, name)) continue;
      const value = own[name];
      delete own[name];
      own[name] = value;
    }
  }

  /** Several changes in one task (attributes, then properties) are read once. */
  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    queueMicrotask(() => {
      this.#scheduled = false;
      if (this.isConnected) this.#reconcile();
    });
  }

  #reconcile(): void {
    const fromAttributes = readAttributes((name) => this.getAttribute(name));
    if (!fromAttributes.ok) return this.#invalid(fromAttributes.error);
    const properties = Object.fromEntries(Object.entries(this.#props).filter(([, value]) => value !== undefined));
    const parsed = parseOptions({ ...fromAttributes.values, ...properties });
    if (!parsed.ok) return this.#invalid(parsed.error);
    const options = parsed.options;
    if (this.#session && this.#session.key === restartKey(options)) return this.#session.update(options);
    this.#end();
    this.#session = this.#start(options);
  }

  #end(): void {
    this.#session?.stop();
    this.#session = null;
    render(null, this.#shadow);
  }

  #invalid(error: InvalidOptions): void {
    this.#end();
    const onError = this.#props.onError;
    render(
      <div class={`${root} ${lightTheme}`}>
        <div role="alert" class={optionError}>
          <p class={optionErrorTitle}>
            {TAG_NAME}: {error.code}
          </p>
          <p class={optionErrorText}>{error.message}</p>
        </div>
      </div>,
      this.#shadow,
    );
    const payload = { message: error.message, code: error.code, option: error.option };
    if (typeof onError === 'function') (onError as (payload: WidgetError) => void)(payload);
    dispatchWidgetEvent(this, DOM_EVENTS.error, payload);
  }

  #start(initial: PonteOptions): Session {
    const parts = (this.constructor as typeof ConnectElement).parts;
    if (!parts) throw new Error(`${TAG_NAME} was defined without its parts; use define()`);
    const shadow = this.#shadow;
    const abort = new AbortController();
    let options = initial;
    let givenToken = options.connectToken;
    let token = givenToken;
    let stopped = false;
    let popup: Window | null = null;
    let scheme: ColorScheme = 'light';
    let stopScheme = () => {};
    let wantedLanguage: Language | null = null;
    let translation: { t: Translate; language: Language } | null = null;

    const dispatch = (type: DomEventName, detail: unknown) => {
      if (!stopped) dispatchWidgetEvent(this, type, detail);
    };
    const emit = (event: WidgetEvent) => {
      if (stopped) return;
      options.onEvent?.(event);
      dispatch(DOM_EVENTS.event, event);
    };
    const refresh = options.fetchConnectToken;
    const inFrame = isFramed();

    const deps: FlowDeps = {
      api: (parts.createApiClient ?? createApiClient)({ baseUrl: options.apiUrl, token: () => token }),
      refreshToken: refresh && (() => (options.fetchConnectToken ?? refresh)()),
      setToken: (fresh) => {
        token = fresh;
      },
      getToken: () => token,
      emit,
      onSuccess: (payload: SuccessPayload) => {
        if (stopped) return;
        options.onSuccess?.(payload);
        dispatch(DOM_EVENTS.success, payload);
      },
      onError: (payload: WidgetError) => {
        if (stopped) return;
        options.onError?.(payload);
        dispatch(DOM_EVENTS.error, payload);
      },
      now: () => Date.now(),
      sleep: sessionSleep(abort.signal),
      random: () => Math.random(),
      openWindow: (url) => {
        // A javascript: or data: address from the network would run in this page's origin.
        popup = isHttpUrl(url) ? window.open(url, POPUP_NAME, POPUP_FEATURES) : null;
        return popup;
      },
      // In another site's iframe the widget must not navigate itself: the view offers a new tab.
      redirect: inFrame
        ? undefined
        : (url) => {
            if (isHttpUrl(url)) window.location.assign(url);
          },
      resumeStore: createResumeStore(sessionStore, () => returnUrlOf(window.location)),
    };

    // The flow clears the resume state when it starts; the callback page's outcome is read first.
    const returned = readResume(sessionStore);
    const flow = parts.createFlow(flowOptionsOf(options), deps);

    const onMessage = (event: MessageEvent) => {
      const result = trustedOAuthResult(event, popup, window.location.origin);
      if (!result) return;
      const state = flow.state.peek();
      if (state.step === 'oauth' && state.item.id === result.itemId) flow.oauthReturned(result.outcome);
    };
    window.addEventListener('message', onMessage);

    const close = () => {
      if (stopped) return;
      emit({ event: 'CLOSE', timestamp: Date.now() });
      options.onClose?.();
      dispatch(DOM_EVENTS.close, {});
      if (this.#session === session) this.#end();
    };

    // Overrides are custom properties set through the CSSOM by Preact: allowed under a strict CSP.
    const paint = () => {
      if (stopped) return;
      render(
        <div class={`${root} ${THEME_CLASSES[scheme]}`} style={overrideProperties(options)}>
          {translation && (
            <parts.App
              flow={flow}
              t={translation.t}
              language={translation.language}
              onClose={close}
              inFrame={inFrame}
              quietStart={options.autoFocus === false}
            />
          )}
        </div>,
        shadow,
      );
    };

    const applyLanguage = (wanted: Language) => {
      if (wanted === wantedLanguage) return;
      wantedLanguage = wanted;
      parts.loadTranslator(wanted).then(
        (t) => {
          if (wantedLanguage !== wanted) return;
          translation = { t, language: wanted };
          paint();
        },
        () => deps.onError({ code: 'NETWORK', message: 'The widget could not load its texts.' }),
      );
    };

    const applyOptions = () => {
      stopScheme();
      stopScheme = watchColorScheme(options.theme ?? 'light', (next) => {
        scheme = next;
        paint();
      });
      applyLanguage(parts.detectLanguage(navigator.languages ?? [], options.language));
    };

    const session: Session = {
      key: restartKey(options),
      update(next) {
        options = next;
        // A token the host hands in later replaces the one in use (a refreshed one included).
        if (next.connectToken !== givenToken) token = givenToken = next.connectToken;
        applyOptions();
      },
      stop() {
        if (stopped) return;
        stopped = true;
        abort.abort(new DOMException(`${TAG_NAME} was removed`, 'AbortError'));
        flow.dispose();
        window.removeEventListener('message', onMessage);
        stopScheme();
      },
    };

    applyOptions();
    options.onOpen?.();
    emit({ event: 'OPEN', timestamp: Date.now() });
    flow.start().then(
      () => {
        const state = flow.state.peek();
        if (!stopped && returned?.outcome && state.step === 'oauth' && state.item.id === returned.itemId) {
          flow.oauthReturned(returned.outcome);
        }
      },
      () => deps.onError({ code: 'UNEXPECTED', message: 'The widget could not start.' }),
    );
    return session;
  }
}

/** The element class bound to its parts. */
export function createPonteConnect(parts: ElementParts): typeof ConnectElement {
  return class PonteConnect extends ConnectElement {
    static override parts: ElementParts | null = parts;
  };
}

/** Registers the element under `name` unless something already is: safe to call many times. */
export function defineOnce(registry: CustomElementRegistry, name: string, create: () => CustomElementConstructor): CustomElementConstructor {
  const existing = registry.get(name);
  if (existing) return existing;
  const created = create();
  registry.define(name, created);
  return created;
}
