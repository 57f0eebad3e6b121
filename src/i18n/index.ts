// The i18n entry: languages, lazy catalogs, the translator and Intl formatting (no catalog is imported here).
export { LANGUAGES, isLanguage, localeFor, type Language } from './language.js';
export type { Catalog, CatalogKey, PluralKey, Translate, TranslateKey, TranslateParams } from './catalog.js';
export { createTranslator } from './translator.js';
export { loadCatalog, loadTranslator } from './load-catalog.js';
export { detectLanguage } from './detect-language.js';
export { formatCountdown, formatCurrency, formatDate, formatDuration, formatNumber } from './format.js';
