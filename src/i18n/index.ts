// The i18n entry: languages, catalogs (the first screen's at once, the rest lazily), the translator and Intl formatting.
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
export { formatCountdown, formatCurrency, formatDate, formatDuration, formatNumber } from './format.js';
