// The widget's languages and the Intl locale each one formats with.
export const LANGUAGES = ['pt', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** pt formats as Brazilian Portuguese: the widget serves a Brazilian aggregator. */
const LOCALES: Record<Language, string> = { pt: 'pt-BR', en: 'en', es: 'es' };

export const localeFor = (language: Language): string => LOCALES[language];
