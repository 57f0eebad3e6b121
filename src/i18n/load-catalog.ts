// A language's translator: ready at once with the first screen's copy, reading the rest once its chunk, requested then, is in.
import type { Catalog, FirstScreenCatalog, Translate } from './catalog.js';
import { enFirstScreen } from './first-screen/en.js';
import { esFirstScreen } from './first-screen/es.js';
import { ptFirstScreen } from './first-screen/pt.js';
import type { Language } from './language.js';
import { laterCatalog, loadLaterCatalog } from './later-catalog.js';
import { createTranslator } from './translator.js';

// Every language's, in the page rather than a chunk: the first paint waits for no request, for the price of
// the two other languages' few lines.
const FIRST_SCREEN: Record<Language, FirstScreenCatalog> = { pt: ptFirstScreen, en: enFirstScreen, es: esFirstScreen };

/** Every key of the language, once its later copy is in. */
export const loadCatalog = async (language: Language): Promise<Catalog> => ({ ...FIRST_SCREEN[language], ...(await loadLaterCatalog(language)) });

/**
 * Resolves with the first screen's copy and reads the rest as soon as it is in. A later step waits
 * for the rest itself (ui/steps) and offers a retry when it fails, so a failure is not reported here.
 */
export async function loadTranslator(language: Language): Promise<Translate> {
  loadLaterCatalog(language).catch(() => undefined);
  const first: Readonly<Record<string, string>> = FIRST_SCREEN[language];
  const later = (): Readonly<Record<string, string>> | undefined => laterCatalog(language);
  return createTranslator(language, (key) => first[key] ?? later()?.[key]);
}
