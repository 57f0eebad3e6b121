// The i18n entry: languages, catalogs (the first screen's at once, the rest lazily) and the translator.
export { LANGUAGES, isLanguage, localeFor, type Language } from './language.js';
export type {
  Catalog,
  CatalogKey,
  CatalogLookup,
  FirstScreenCatalog,
  LaterCatalog,
  PluralKey,
  Translate,
  TranslateKey,
  TranslateParams,
} from './catalog.js';
export { createTranslator } from './translator.js';
export { loadCatalog, loadTranslator } from './load-catalog.js';
export { laterCatalog, loadLaterCatalog } from './later-catalog.js';
export { detectLanguage } from './detect-language.js';
// Intl formatting (./format.js) is imported directly by the views that need it, all of them later steps: a
// re-export here would put it in the first screen.
