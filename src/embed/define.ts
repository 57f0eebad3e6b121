// Registers <ponte-connect> with the real flow, views and catalogs; safe to call more than once.
import { createFlow } from '../flow';
import { detectLanguage, loadTranslator } from '../i18n';
import { App } from '../ui/app';
import { TAG_NAME, createPonteConnect, defineOnce } from './ponte-connect';

export function define(registry: CustomElementRegistry = customElements): CustomElementConstructor {
  return defineOnce(registry, TAG_NAME, () => createPonteConnect({ createFlow, App, loadTranslator, detectLanguage }));
}
