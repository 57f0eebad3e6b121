// What the element is built from: the flow, the root view and the catalogs. define() hands in the
// real ones; tests hand in stand-ins.
import type { ComponentType } from 'preact';
import type { ApiClient, ApiClientOptions } from '../api/client.js';
import type { Flow, FlowDeps, FlowOptions } from '../flow/types.js';
import type { Language, Translate } from '../i18n/index.js';

export type AppProps = { flow: Flow; t: Translate; language: Language; onClose: () => void; inFrame?: boolean; quietStart?: boolean };

export type ElementParts = {
  createFlow: (options: FlowOptions, deps: FlowDeps) => Flow;
  App: ComponentType<AppProps>;
  loadTranslator: (language: Language) => Promise<Translate>;
  detectLanguage: (navigatorLanguages: readonly string[], option?: Language) => Language;
  createApiClient?: (options: ApiClientOptions) => ApiClient;
};
