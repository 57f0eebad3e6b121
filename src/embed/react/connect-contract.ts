// The host handle's contract as the React binding sees it: createConnect's options, handle and factory.
import type { ConnectHandle, ConnectOptions } from '../sdk/index.js';

export type { ConnectCallbacks, ConnectHandle, ConnectOptions, EmbedError } from '../sdk/index.js';

/** createConnect, injected so the hook can be tested without a frame. */
export type CreateConnect = (options: ConnectOptions) => ConnectHandle;
