// Registers <ponte-connect> with the real views and catalogs, and the engine (flow, API client,
// schemas) as a parallel chunk; safe to call more than once.
import { detectLanguage, loadTranslator } from '../i18n/index.js';
import { App } from '../ui/app.js';
import { loadElementEngine } from './load-engine.js';
import { TAG_NAME, createPonteConnect, defineOnce } from './ponte-connect.js';

/** `fetch`: what the widget's requests go through (the hosted page hands in its prefetch). */
export function define(registry: CustomElementRegistry = customElements, fetchImpl?: typeof fetch): CustomElementConstructor {
  return defineOnce(registry, TAG_NAME, () =>
    createPonteConnect({ loadEngine: loadElementEngine, App, loadTranslator, detectLanguage, ...(fetchImpl ? { fetch: fetchImpl } : {}) }),
  );
}
