// The <ponte-connect> custom element's lifecycle: options from attributes and properties, read
// once per task; the first screen painted at once while the engine loads; then a session
// (session/session.ts) started, updated or ended as they change; the reason shown when they are invalid.
import { render } from 'preact';
import type { PonteOptions } from '../contract/options.js';
import type { ElementParts, Engine } from './element-parts.js';
import type { InvalidOptions } from './option-errors.js';
import { OBSERVED_ATTRIBUTES, OPTION_NAMES, type OptionName } from './option-names.js';
import { isFramed } from './session/is-framed.js';
import type { Session } from './session/session.js';
import { type Shell, paintShell } from './session/session-shell.js';
import { adoptStyles } from './shadow-styles.js';

export type { AppProps, ElementParts } from './element-parts.js';

export const TAG_NAME = 'ponte-connect';

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
  /** The first screen, painted before the engine was in; the first session takes it over. */
  #shell: Shell | null = null;
  #engine: Engine | null = null;
  #loading = false;
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
    if (previous !== value && OBSERVED_ATTRIBUTES.includes(name)) this.#schedule();
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
    const engine = this.#engine;
    if (!engine) return this.#paintFirstScreen();
    const fromAttributes = engine.readAttributes((name) => this.getAttribute(name));
    if (!fromAttributes.ok) return this.#invalid(engine, fromAttributes.error);
    const parsed = engine.parseOptions({ ...fromAttributes.values, ...this.#setProperties() });
    if (!parsed.ok) return this.#invalid(engine, parsed.error);
    const options = parsed.options;
    if (this.#session && this.#session.key === engine.restartKey(options)) return this.#session.update(options);
    // The first session takes over the first screen; a restart starts on a screen of its own.
    const shell = this.#session ? undefined : (this.#shell ?? undefined);
    if (this.#session) this.#end();
    this.#shell = null;
    this.#session = this.#start(engine, options, shell);
  }

  #setProperties(): Record<string, unknown> {
    return Object.fromEntries(Object.entries(this.#props).filter(([, value]) => value !== undefined));
  }

  /** Paints the search at once and loads the engine; the options are read unchecked until it is in. */
  #paintFirstScreen(): void {
    const parts = this.#parts();
    if (!this.#shell) {
      // Attributes as written (a list stays one string, so it only costs the prefetch), properties over them.
      const given: Record<string, unknown> = {};
      for (const name of this.getAttributeNames()) given[name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = this.getAttribute(name);
      const options = { ...given, ...this.#setProperties() };
      const searchFirst = options.updateItem === undefined && options.selectedConnectorId === undefined;
      this.#shell = paintShell({ shadow: this.#shadow, parts, options, inFrame: isFramed(), searchFirst, onClose: () => this.#end() });
    }
    if (this.#loading) return;
    this.#loading = true;
    parts.loadEngine().then(
      (engine) => {
        this.#loading = false;
        this.#engine = engine;
        if (this.isConnected) this.#reconcile();
      },
      () => {
        this.#loading = false;
        this.#shell?.pending.failed(() => this.#schedule());
      },
    );
  }

  #end(): void {
    this.#session?.stop();
    this.#session = null;
    this.#shell?.stop();
    this.#shell = null;
    render(null, this.#shadow);
  }

  #invalid(engine: Engine, error: InvalidOptions): void {
    this.#end();
    engine.reportInvalidOptions(this, this.#shadow, TAG_NAME, error, this.#props.onError);
  }

  #parts(): ElementParts {
    const parts = (this.constructor as typeof ConnectElement).parts;
    if (!parts) throw new Error(`${TAG_NAME} was defined without its parts; use define()`);
    return parts;
  }

  #start(engine: Engine, options: PonteOptions, shell: Shell | undefined): Session {
    const session = engine.startSession({
      element: this,
      shadow: this.#shadow,
      parts: this.#parts(),
      engine,
      options,
      ...(shell ? { shell } : {}),
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
