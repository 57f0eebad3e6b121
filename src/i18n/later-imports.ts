// Where each language's copy after the first screen comes from: a dynamic import each, so only the active language's is fetched.
import type { LaterCatalog } from './catalog.js';
import type { Language } from './language.js';

export const LATER_IMPORTS: Record<Language, () => Promise<LaterCatalog>> = {
  pt: () => import('./pt.js').then((m) => m.ptLater),
  en: () => import('./en.js').then((m) => m.enLater),
  es: () => import('./es.js').then((m) => m.esLater),
};
