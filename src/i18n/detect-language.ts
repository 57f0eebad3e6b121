// Picks the widget's language: the host's option, else the browser's first supported one, else pt.
import { isLanguage, type Language } from './language.js';

export function detectLanguage(navigatorLanguages: readonly string[], option?: Language): Language {
  if (option !== undefined) return option;
  for (const tag of navigatorLanguages) {
    // 'pt-BR' → 'pt', 'es-AR' → 'es': the primary subtag is what the catalogs are keyed by.
    const primary = tag.split(/[-_]/)[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return 'pt';
}
