// The copy after the first screen, per language: requested beside it, read by the translator once in, awaited by every later step.
import type { LaterCatalog } from './catalog.js';
import type { Language } from './language.js';
import { LATER_IMPORTS } from './later-imports.js';

const loaded = new Map<Language, LaterCatalog>();
const loading = new Map<Language, Promise<LaterCatalog>>();

/** Starts or joins the load; a failed one is forgotten, so the next call (a retry) requests it again. */
export function loadLaterCatalog(language: Language): Promise<LaterCatalog> {
  const pending = loading.get(language);
  if (pending) return pending;
  const load = LATER_IMPORTS[language]().then(
    (catalog) => {
      // Kept before anyone awaiting the load resumes: whoever sees it resolve can translate with it.
      loaded.set(language, catalog);
      return catalog;
    },
    (error: unknown) => {
      loading.delete(language);
      throw error;
    },
  );
  loading.set(language, load);
  return load;
}

/** The language's later copy if it is in. */
export const laterCatalog = (language: Language): LaterCatalog | undefined => loaded.get(language);
