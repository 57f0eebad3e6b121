// dist/app/ponte-host.js, the module the script-tag loader imports: handles with their defaults.
// Declared buttons are a chunk of their own, fetched only by pages that have some.
import type { DOM_EVENTS } from '../dom-events.js';
import type { ConnectDefaults } from '../host/connect-options.js';
import { createConnect } from '../host/create-connect.js';
import { BUTTON_SELECTOR } from './button-selector.js';

export type RuntimeDefaults = ConnectDefaults;

/** Ponte.create's real work: `create(options, defaults, preloaded)`, options checked like any others, the loader's frame taken over. */
export { createConnect as create };

/** The buttons' error event, named here (its type holds it equal) so the DOM events' module goes with the buttons' code. */
const ERROR_EVENT: (typeof DOM_EVENTS)['error'] = 'ponte:error';

/**
 * Binds the declared buttons under `root` once the page is parsed; their code is fetched only when
 * there are some, and each one hears FRAME_UNAVAILABLE if it cannot load.
 */
export function bindButtons(root: ParentNode, defaults: RuntimeDefaults): void {
  const bind = () => {
    if (root.querySelector(BUTTON_SELECTOR))
      import('./bind-buttons.js').then(
        (buttons) => buttons.bindButtons(root, defaults),
        () => {
          for (const button of root.querySelectorAll(BUTTON_SELECTOR)) {
            const detail = { code: 'FRAME_UNAVAILABLE', message: 'The ponte buttons could not be loaded.' };
            button.dispatchEvent(new CustomEvent(ERROR_EVENT, { detail, bubbles: true, composed: true }));
          }
        },
      );
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', bind, { once: true });
  else bind();
}

export type HostRuntime = {
  create: typeof createConnect;
  bindButtons: (root: ParentNode, defaults: RuntimeDefaults) => void;
};
