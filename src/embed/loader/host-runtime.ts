// dist/app/ponte-host.js, the module the script-tag loader imports: handles with their defaults.
// Declared buttons are a chunk of their own, fetched only by pages that have some.
import { DOM_EVENTS, dispatchWidgetEvent } from '../dom-events.js';
import type { ConnectHandle } from '../host/connect-handle.js';
import type { ConnectDefaults } from '../host/connect-options.js';
import { createConnect } from '../host/create-connect.js';
import { BUTTON_SELECTOR } from './button-selector.js';

export type RuntimeDefaults = ConnectDefaults;

/** Ponte.create's real work; options are checked by createConnect like any others. */
export function create(options: unknown, defaults: RuntimeDefaults): ConnectHandle {
  return createConnect(options, defaults);
}

/** Binds the declared buttons under `root`; each one hears FRAME_UNAVAILABLE if their code cannot load. */
export function bindButtons(root: ParentNode, defaults: RuntimeDefaults): void {
  import('./bind-buttons.js').then(
    (buttons) => buttons.bindButtons(root, defaults),
    () => {
      for (const button of root.querySelectorAll(BUTTON_SELECTOR))
        dispatchWidgetEvent(button, DOM_EVENTS.error, { code: 'FRAME_UNAVAILABLE', message: 'The code of the ponte buttons could not be loaded.' });
    },
  );
}

export type HostRuntime = {
  create: typeof create;
  bindButtons: (root: ParentNode, defaults: RuntimeDefaults) => void;
};
