// The few words the host page shows around the frame, in the widget's languages. The language is
// picked here by the widget's own rule (i18n/detect-language.ts; a test holds the two equal), so the
// npm `ponte` entry shares no module with the element's and ships as one file.
import type { Language } from '../../contract/languages.js';

/** In this order: the name of the modal and the frame alike, the loading line, the failure line, the close button's label. */
export type HostTexts = readonly [dialog: string, loading: string, failed: string, close: string];

/**
 * The words in each of the widget's languages (the record's type holds the languages complete),
 * as lists rather than records: the field names would ship three times.
 */
export const HOST_TEXTS: Record<Language, HostTexts> = {
  pt: ['Conectar conta bancária', 'Carregando…', 'Não foi possível carregar.', 'Fechar'],
  en: ['Connect a bank account', 'Loading…', 'Could not load.', 'Close'],
  es: ['Conectar cuenta bancaria', 'Cargando…', 'No se pudo cargar.', 'Cerrar'],
};

/** The texts in the language the widget itself will pick: the option's, else the browser's first supported one, else pt. */
export function hostTexts(navigatorLanguages: readonly string[], option?: string): HostTexts {
  // 'pt-BR' → 'pt', 'es-AR' → 'es': the primary subtag is what the catalogs are keyed by.
  const primary = (tag: string) => tag.split(/[-_]/)[0]?.toLowerCase() as Language;
  return HOST_TEXTS[[option ?? '', ...navigatorLanguages].map(primary).find((language) => Object.hasOwn(HOST_TEXTS, language)) ?? 'pt'];
}
