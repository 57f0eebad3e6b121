// window.Ponte for the script tag: handles that queue their calls until the host runtime has loaded.
import type { ConnectHandle } from '../host/connect-handle.js';
import type { ConnectOptions } from '../../contract/options.js';
import type { WidgetError } from '../../contract/error-codes.js';
import { BUTTON_SELECTOR } from './button-selector.js';
import type { HostRuntime, RuntimeDefaults } from './host-runtime.js';

/** The script tag's options: widgetUrl defaults to the directory the loader was served from. */
export type LoaderOptions = Omit<ConnectOptions, 'widgetUrl'> & { widgetUrl?: string };
export type PonteGlobal = {
  create(options: LoaderOptions): ConnectHandle;
  /** Binds declared buttons added after the page loaded (each button is bound once). */
  bind(root?: ParentNode): void;
};
export type Importer = (url: string) => Promise<HostRuntime>;

declare global {
  interface Window {
    Ponte?: PonteGlobal;
  }
}

/** The runtime module, served beside the loader. */
export const RUNTIME_FILE = 'ponte-host.js';

type Method = 'open' | 'close' | 'destroy';

export function installPonte(win: Window, scriptUrl: string, importer: Importer, nonce?: string): void {
  // A second copy of the script finds the first one's global and does nothing (no second binding).
  if (win.Ponte) return;
  const defaults: RuntimeDefaults = { widgetUrl: new URL('.', scriptUrl).href, nonce: nonce || undefined };
  let runtime: Promise<HostRuntime> | undefined;
  const load = () => (runtime ??= importer(new URL(RUNTIME_FILE, scriptUrl).href));

  const doc = win.document;
  const bindIn = (root: ParentNode) => {
    if (root.querySelector(BUTTON_SELECTOR))
      load().then(
        (loaded) => loaded.bindButtons(root, defaults),
        () => {},
      );
  };

  win.Ponte = {
    bind: (root = doc) => bindIn(root),
    create(options) {
      let handle: ConnectHandle | undefined;
      let error: WidgetError | null = null;
      const queue: Method[] = [];
      load().then(
        (loaded) => {
          // Destroyed before it existed: nothing was shown, so nothing is made.
          if (queue.includes('destroy')) return;
          handle = loaded.create(options, defaults);
          for (const method of queue) handle[method]();
        },
        () => {
          error = { code: 'FRAME_UNAVAILABLE', message: `${RUNTIME_FILE} could not be loaded.` };
          if (typeof options.onError === 'function') options.onError(error);
        },
      );
      const call = (method: Method) => () => {
        if (handle) handle[method]();
        else queue.push(method);
      };
      return {
        open: call('open'),
        close: call('close'),
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

  const bind = () => bindIn(doc);
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', bind, { once: true });
  else bind();
}
