// How a session looks and speaks: the color scheme its theme option resolves to (followed live
// for 'auto') and the catalog of its language, loaded on demand. Tells the session to repaint.
import type { Language, Translate } from '../../i18n/index.js';
import { type ColorScheme, watchColorScheme } from '../../theme/color-scheme.js';
import type { ElementParts } from '../element-parts.js';
import type { PonteOptions } from '../options.js';

/** The options a session's looks follow. */
export type LookOptions = Pick<PonteOptions, 'theme' | 'language'>;

export type Translation = { t: Translate; language: Language };
export type Looks = { scheme: ColorScheme; translation: Translation | null };

export type Appearance = {
  current(): Looks;
  apply(options: LookOptions): void;
  stop(): void;
};

export function appearance(parts: ElementParts, changed: () => void, textsFailed: () => void): Appearance {
  let scheme: ColorScheme = 'light';
  let stopScheme = () => {};
  let wanted: Language | null = null;
  let translation: Translation | null = null;

  const speak = (language: Language) => {
    if (language === wanted) return;
    wanted = language;
    parts.loadTranslator(language).then((t) => {
      // A later choice wins over a catalog that arrives late.
      if (wanted !== language) return;
      translation = { t, language };
      changed();
    }, textsFailed);
  };

  return {
    current: () => ({ scheme, translation }),
    apply(options) {
      stopScheme();
      stopScheme = watchColorScheme(options.theme ?? 'light', (next) => {
        scheme = next;
        changed();
      });
      speak(parts.detectLanguage(navigator.languages ?? [], options.language));
    },
    stop: () => stopScheme(),
  };
}
