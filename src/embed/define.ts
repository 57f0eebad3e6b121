// Registers <ponte-connect> with the real flow, views and catalogs; safe to call more than once.
import { createApiClient } from '../api/client.js';
import { createFlow } from '../flow/index.js';
import { detectLanguage, loadTranslator } from '../i18n/index.js';
import { App } from '../ui/app.js';
import { TAG_NAME, createPonteConnect, defineOnce } from './ponte-connect.js';

/** `fetch`: what the widget's requests go through (the hosted page hands in its prefetch). */
export function define(registry: CustomElementRegistry = customElements, fetchImpl?: typeof fetch): CustomElementConstructor {
  return defineOnce(registry, TAG_NAME, () =>
    createPonteConnect({
      createFlow,
      App,
      loadTranslator,
      detectLanguage,
      ...(fetchImpl ? { createApiClient: (options) => createApiClient({ ...options, fetch: fetchImpl }) } : {}),
    }),
  );
}
