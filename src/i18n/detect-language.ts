// Picks the widget's language: the host's option (a BCP 47 tag), else the browser's first supported one, else pt.
import { isLanguage, type Language } from './language.js';

export function detectLanguage(navigatorLanguages: readonly string[], option?: string): Language {
  // The option is the first tag tried: one the widget does not speak falls back instead of failing.
  for (const tag of [option ?? '', ...navigatorLanguages]) {
    // 'pt-BR' → 'pt', 'es-AR' → 'es': the primary subtag is what the catalogs are keyed by.
    const primary = tag.split(/[-_]/)[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return 'pt';
}
