// window.Ponte for the script tag: handles that make their frame at once and queue their calls until the
// host runtime has loaded; and window.PonteQueue, the page's code that waits for window.Ponte.
import type { ConnectHandle } from '../host/connect-handle.js';
import type { ConnectOptions, PaymentOptions, PreauthorizationOptions } from '../../contract/options.js';
import type { WidgetError } from '../../contract/error-codes.js';
import type { HostRuntime, RuntimeDefaults } from './host-runtime.js';
import { preloadFrame } from './preload-frame.js';

/** The script tag's options: widgetUrl defaults to the directory the loader was served from. */
export type LoaderOptions = Omit<ConnectOptions, 'widgetUrl'> & { widgetUrl?: string };
/** Payment mode's options for the script tag: widgetUrl defaults likewise. */
export type LoaderPaymentOptions = Omit<PaymentOptions, 'widgetUrl'> & { widgetUrl?: string };
/** A preauthorization offer's options for the script tag: widgetUrl defaults likewise. */
export type LoaderPreauthorizationOptions = Omit<PreauthorizationOptions, 'widgetUrl'> & { widgetUrl?: string };
export type PonteGlobal = {
  create(options: LoaderOptions): ConnectHandle;
  /** Payment mode: the payer pays one payment request; onSuccess receives `{ paymentIntent }`. */
  create(options: LoaderPaymentOptions): ConnectHandle;
  /** A smart transfer preauthorization offer: onSuccess receives `{ preauthorization }`. */
  create(options: LoaderPreauthorizationOptions): ConnectHandle;
  /** Binds declared buttons added after the page loaded (each button is bound once). */
  bind(root?: ParentNode): void;
};
export type Importer = (url: string) => Promise<HostRuntime>;
/** A page's code that needs Ponte, queued whether ponte.js has run yet or not (it may load async). */
export type PonteCallback = (ponte: PonteGlobal) => void;
/** An array until ponte.js runs; then an object whose push runs what it is given. */
export type PonteQueue = { push(...callbacks: PonteCallback[]): unknown };

declare global {
  interface Window {
    Ponte?: PonteGlobal;
    PonteQueue?: PonteQueue;
  }
}

/** The runtime module, served beside the loader. */
export const RUNTIME_FILE = 'ponte-host.js';

type Method = 'open' | 'close' | 'hide' | 'destroy';

export function installPonte(win: Window, scriptUrl: string, importer: Importer, nonce?: string): void {
  // A second copy of the script finds the first one's global and does nothing (no second binding).
  if (win.Ponte) return;
  const defaults: RuntimeDefaults = { widgetUrl: new URL('.', scriptUrl).href, nonce: nonce || undefined };
  // Every handle and every declared button needs the runtime: it is fetched at once, while the page
  // gets its token, rather than after.
  const runtime = importer(new URL(RUNTIME_FILE, scriptUrl).href);
  const bind = (root: ParentNode = win.document) => {
    runtime.then(
      (loaded) => loaded.bindButtons(root, defaults),
      () => {},
    );
  };

  const ponte: PonteGlobal = {
    bind,
    create(options: LoaderOptions | LoaderPaymentOptions | LoaderPreauthorizationOptions) {
      let handle: ConnectHandle | undefined;
      let error: WidgetError | null = null;
      const queue: Method[] = [];
      // Made now, so the widget page loads while the runtime does; the runtime takes it over.
      const frame = preloadFrame(win, options, defaults.widgetUrl);
      runtime.then(
        (loaded) => {
          // Destroyed before it existed: nothing was shown, so nothing is made.
          if (queue.includes('destroy')) return;
          handle = loaded.create(options, defaults, frame);
          for (const method of queue) handle[method]();
        },
        () => {
          frame?.discard();
          error = { code: 'FRAME_UNAVAILABLE', message: `${RUNTIME_FILE} could not be loaded.` };
          options.onError?.(error);
        },
      );
      const call = (method: Method) => () => {
        if (handle) handle[method]();
        else {
          queue.push(method);
          if (method === 'destroy') frame?.discard();
        }
      };
      return {
        open: call('open'),
        show: call('open'),
        close: call('close'),
        hide: call('hide'),
        destroy: call('destroy'),
        get ready() {
          return handle ? handle.ready : false;
        },
        get error() {
          return handle ? handle.error : error;
        },
      };
    },
  };
  win.Ponte = ponte;
  bind();

  // Each callback in a microtask of its own: one that throws is reported and stops no other.
  const run = (callback: PonteCallback) => Promise.resolve(ponte).then(callback);
  const waiting = win.PonteQueue;
  win.PonteQueue = { push: (...callbacks) => callbacks.map(run) };
  if (Array.isArray(waiting)) waiting.map(run);
}
