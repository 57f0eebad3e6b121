// What the element is built from: the views and catalogs at once; the option check, the session,
// the flow and the API client (the engine) as a chunk loaded in parallel with the first screen.
// define() hands in the real ones; tests hand in stand-ins.
import type { ComponentType } from 'preact';
import type { AppProps } from '../ui/app.js';
import type { ApiClient, ApiClientOptions } from '../api/client.js';
import type { Flow, FlowDeps, FlowOptions } from '../flow/types.js';
import type { Language, Translate } from '../i18n/index.js';
import type { reportInvalidOptions } from './invalid-options-view.js';
import type { readAttributes } from './option-attributes.js';
import type { parseOptions } from './options.js';
import type { startSession } from './session/session.js';

// The root view's props and the client it names are the view's own: one definition, read here.
export type { AppProps } from '../ui/app.js';
export type { Client } from '../ui/header-bar.js';

export type Engine = {
  createFlow: (options: FlowOptions, deps: FlowDeps) => Flow;
  createApiClient: (options: ApiClientOptions) => ApiClient;
  parseOptions: typeof parseOptions;
  startSession: typeof startSession;
};

/** The element's engine: it reads attributes and shows why options were refused; the hosted page does neither. */
export type ElementEngine = Engine & { readAttributes: typeof readAttributes; reportInvalidOptions: typeof reportInvalidOptions };

export type ElementParts<E extends Engine = Engine> = {
  /** The flow's code, the API client and the schemas: requested when a session starts. */
  loadEngine: () => Promise<E>;
  App: ComponentType<AppProps>;
  loadTranslator: (language: Language) => Promise<Translate>;
  detectLanguage: (navigatorLanguages: readonly string[], option?: string) => Language;
  /** What the widget's requests go through (the hosted page hands in its own prefetch). */
  fetch?: typeof fetch;
};
