// The <ponte-connect> custom element: options from attributes and properties, read once per task,
// and handed to its widget runner (widget-runner.ts), which paints, starts and ends sessions.
import type { PonteOptions } from '../contract/options.js';
import type { ElementEngine, ElementParts } from './element-parts.js';
import { OBSERVED_ATTRIBUTES, OPTION_NAMES, type OptionName } from './option-names.js';
import { adoptStyles } from './shadow-styles.js';
import { type WidgetRunner, createWidgetRunner } from './widget-runner.js';

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
  static parts: ElementParts<ElementEngine> | null = null;
  static observedAttributes = OBSERVED_ATTRIBUTES;

  #props: Partial<Record<OptionName, unknown>> = {};
  #shadow: ShadowRoot;
  #running: WidgetRunner | null = null;
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
      if (this.isConnected) this.#runner().update();
    });
  }

  #runner(): WidgetRunner {
    this.#running ??= createWidgetRunner({
      element: this,
      shadow: this.#shadow,
      parts: this.#parts(),
      refused: (engine, error, onError) => engine.reportInvalidOptions(this, this.#shadow, TAG_NAME, error, onError),
      isConnected: () => this.isConnected,
      read: () => {
        const set = this.#setProperties();
        // Attributes as written (a list stays one string, so it only costs the prefetch), properties over them.
        const given: Record<string, unknown> = {};
        for (const name of this.getAttributeNames()) given[name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = this.getAttribute(name);
        return {
          given: { ...given, ...set },
          check: (engine) => {
            const fromAttributes = engine.readAttributes((name) => this.getAttribute(name));
            return fromAttributes.ok ? engine.parseOptions({ ...fromAttributes.values, ...set }) : fromAttributes;
          },
        };
      },
    });
    return this.#running;
  }

  #setProperties(): Record<string, unknown> {
    return Object.fromEntries(Object.entries(this.#props).filter(([, value]) => value !== undefined));
  }

  #end(): void {
    this.#running?.end();
  }

  #parts(): ElementParts<ElementEngine> {
    const parts = (this.constructor as typeof ConnectElement).parts;
    if (!parts) throw new Error(`${TAG_NAME} was defined without its parts; use define()`);
    return parts;
  }
}

/** The element class bound to its parts. */
export function createPonteConnect(parts: ElementParts<ElementEngine>): typeof ConnectElement {
  return class PonteConnect extends ConnectElement {
    static override parts: ElementParts<ElementEngine> | null = parts;
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
