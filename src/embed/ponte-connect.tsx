// The <ponte-connect> custom element's lifecycle: options from attributes and properties, read
// once per task; a session (session/session.ts) started, updated or ended as they change; the
// reason shown when they are invalid.
import { render } from 'preact';
import { DOM_EVENTS, dispatchWidgetEvent } from './dom-events.js';
import type { ElementParts } from './element-parts.js';
import { optionError, optionErrorText, optionErrorTitle, root } from './host.css.js';
import { OBSERVED_ATTRIBUTES, readAttributes } from './option-attributes.js';
import { attributeName, type InvalidOptions, OPTION_NAMES, type OptionName, type PonteOptions, parseOptions } from './options.js';
import { restartKey } from './session/flow-options.js';
import { type Session, startSession } from './session/session.js';
import { adoptStyles } from './shadow-styles.js';
import { lightTheme } from '../theme/light.css.js';

export type { AppProps, ElementParts } from './element-parts.js';

export const TAG_NAME = 'ponte-connect';

const OPTION_BY_ATTRIBUTE = new Map(OPTION_NAMES.map((name) => [attributeName(name), name]));

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
    if (typeof onError === 'function') onError(payload);
    dispatchWidgetEvent(this, DOM_EVENTS.error, payload);
  }

  #start(options: PonteOptions): Session {
    const parts = (this.constructor as typeof ConnectElement).parts;
    if (!parts) throw new Error(`${TAG_NAME} was defined without its parts; use define()`);
    const session = startSession({
      element: this,
      shadow: this.#shadow,
      parts,
      options,
      // The widget closed itself: its session ends, unless a newer one has taken its place.
      onClose: () => {
        if (this.#session === session) this.#end();
      },
    });
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
