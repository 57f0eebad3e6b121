// dist/app/ponte-host.js, the module the script-tag loader imports: handles with its defaults, and buttons.
import type { ConnectHandle } from '../host/connect-handle.js';
import type { ConnectDefaults } from '../host/connect-options.js';
import { createConnect } from '../host/create-connect.js';
import { bindButtons } from './bind-buttons.js';

export type RuntimeDefaults = ConnectDefaults;

/** Ponte.create's real work; options are checked by createConnect like any others. */
export function create(options: unknown, defaults: RuntimeDefaults): ConnectHandle {
  return createConnect(options, defaults);
}

export { bindButtons };

export type HostRuntime = {
  create: typeof create;
  bindButtons: (root: ParentNode, defaults: RuntimeDefaults) => void;
};
