// What the app hands every step view; each view narrows flow.state itself.
import type { Flow } from '../flow/types.js';
import type { Language, Translate } from '../i18n/index.js';
import type { Client } from './header-bar.js';

export type StepProps = {
  flow: Flow;
  t: Translate;
  language: Language;
  onClose?: () => void;
  /** The widget runs in another site's iframe: it must never navigate itself away. */
  inFrame?: boolean;
  /** The merchant's options (name, privacy policy), for the consent step. */
  client?: Client | undefined;
};
