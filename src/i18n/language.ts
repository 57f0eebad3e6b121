// The widget's languages (the contract names them) and the Intl locale each one formats with.
import type { Language } from '../contract/languages.js';

export { LANGUAGES, isLanguage, type Language } from '../contract/languages.js';

/** pt formats as Brazilian Portuguese: the widget serves a Brazilian aggregator. */
const LOCALES: Record<Language, string> = { pt: 'pt-BR', en: 'en', es: 'es' };

export const localeFor = (language: Language): string => LOCALES[language];
