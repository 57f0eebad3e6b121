// Loads one language's catalog on demand: each language is its own chunk, so only the active one ships.
import type { Catalog, Translate } from './catalog.js';
import type { Language } from './language.js';
import { createTranslator } from './translator.js';

const LOADERS: Record<Language, () => Promise<Catalog>> = {
  pt: () => import('./pt.js').then((m) => m.pt),
  en: () => import('./en.js').then((m) => m.en),
  es: () => import('./es.js').then((m) => m.es),
};

export const loadCatalog = (language: Language): Promise<Catalog> => LOADERS[language]();

export const loadTranslator = async (language: Language): Promise<Translate> => createTranslator(language, await loadCatalog(language));
