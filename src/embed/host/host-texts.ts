// The few words the host page shows around the frame, in the widget's languages.
import { detectLanguage } from '../../i18n/detect-language.js';
import type { Language } from '../../i18n/language.js';

export type HostTexts = { dialog: string; frame: string; loading: string; failed: string; close: string };

const TEXTS: Record<Language, HostTexts> = {
  pt: {
    dialog: 'Conectar conta bancária',
    frame: 'Conexão bancária',
    loading: 'Carregando…',
    failed: 'Não foi possível carregar. Tente novamente mais tarde.',
    close: 'Fechar',
  },
  en: {
    dialog: 'Connect a bank account',
    frame: 'Bank connection',
    loading: 'Loading…',
    failed: 'The bank connection could not be loaded. Try again later.',
    close: 'Close',
  },
  es: {
    dialog: 'Conectar cuenta bancaria',
    frame: 'Conexión bancaria',
    loading: 'Cargando…',
    failed: 'No se pudo cargar. Inténtalo de nuevo más tarde.',
    close: 'Cerrar',
  },
};

/** The texts in the language the widget itself will pick (the option, else the browser's). */
export const hostTexts = (navigatorLanguages: readonly string[], option?: Language): HostTexts => TEXTS[detectLanguage(navigatorLanguages, option)];
