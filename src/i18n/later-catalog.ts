// The copy after the first screen, per language: requested beside it, read by the translator once in, awaited by every later step.
import type { LaterCatalog } from './catalog.js';
import type { Language } from './language.js';
import { LATER_IMPORTS } from './later-imports.js';

const loaded: Partial<Record<Language, LaterCatalog>> = {};
const loading: Partial<Record<Language, Promise<LaterCatalog>>> = {};

/** Starts or joins the load; a failed one is forgotten, so the next call (a retry) requests it again. */
export const loadLaterCatalog = (language: Language): Promise<LaterCatalog> =>
  (loading[language] ??= LATER_IMPORTS[language]().then(
    // Kept before anyone awaiting the load resumes: whoever sees it resolve can translate with it.
    (catalog) => (loaded[language] = catalog),
    (error: unknown) => {
      loading[language] = undefined;
      throw error;
    },
  ));

/** The language's later copy if it is in. */
export const laterCatalog = (language: Language): LaterCatalog | undefined => loaded[language];
