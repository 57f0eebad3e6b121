// Loads one language's catalog on demand: each language is its own chunk, so only the active one ships.
import type { Catalog, Translate } from './catalog';
import type { Language } from './language';
import { createTranslator } from './translator';

const LOADERS: Record<Language, () => Promise<Catalog>> = {
  pt: () => import('./pt').then((m) => m.pt),
  en: () => import('./en').then((m) => m.en),
  es: () => import('./es').then((m) => m.es),
};

export const loadCatalog = (language: Language): Promise<Catalog> => LOADERS[language]();

export const loadTranslator = async (language: Language): Promise<Translate> =>
  createTranslator(language, await loadCatalog(language));
