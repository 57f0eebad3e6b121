// A language's translator: ready with the first screen's copy, reading the rest once its chunk, requested then, is in.
import type { Catalog, FirstScreenCatalog, Translate } from './catalog.js';
import { ptFirstScreen } from './first-screen/pt.js';
import type { Language } from './language.js';
import { laterCatalog, loadLaterCatalog } from './later-catalog.js';
import { createTranslator } from './translator.js';

// The default language's is in the page, so its first paint waits for no request; the others' are
// small chunks, fetched when the widget learns its language, beside the engine it waits for anyway.
const FIRST_SCREEN: Record<Language, () => Promise<FirstScreenCatalog>> = {
  pt: async () => ptFirstScreen,
  en: () => import('./first-screen/en.js').then((m) => m.enFirstScreen),
  es: () => import('./first-screen/es.js').then((m) => m.esFirstScreen),
};

/** Every key of the language, once its later copy is in. */
export const loadCatalog = async (language: Language): Promise<Catalog> => ({
  ...(await FIRST_SCREEN[language]()),
  ...(await loadLaterCatalog(language)),
});

/**
 * Resolves with the first screen's copy and reads the rest as soon as it is in. A later step waits
 * for the rest itself (ui/steps) and offers a retry when it fails, so a failure is not reported here.
 */
export async function loadTranslator(language: Language): Promise<Translate> {
  loadLaterCatalog(language).catch(() => undefined);
  const first: Readonly<Record<string, string>> = await FIRST_SCREEN[language]();
  const later = (): Readonly<Record<string, string>> | undefined => laterCatalog(language);
  return createTranslator(language, (key) => first[key] ?? later()?.[key]);
}
