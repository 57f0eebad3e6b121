// The i18n entry: languages, lazy catalogs, the translator and Intl formatting (no catalog is imported here).
export { LANGUAGES, isLanguage, localeFor, type Language } from './language';
export type { Catalog, CatalogKey, PluralKey, Translate, TranslateKey, TranslateParams } from './catalog';
export { createTranslator } from './translator';
export { loadCatalog, loadTranslator } from './load-catalog';
export { detectLanguage } from './detect-language';
export { formatCountdown, formatCurrency, formatDate, formatDuration, formatNumber } from './format';
