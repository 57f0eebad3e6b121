// The header bar: a back button where the flow allows one, and the close button.
import type { Translate } from '../i18n/index.js';
import * as css from './header-bar.css.js';
import { lineIcon } from './line-icon.js';
import { button } from './styles/button.css.js';

type Props = { t: Translate; onBack?: () => void; onClose?: () => void };

export function HeaderBar({ t, onBack, onClose }: Props) {
  return (
    <header class={css.bar}>
      {onBack ? (
        <button type="button" class={button.icon} aria-label={t('header.back')} onClick={onBack}>
          {lineIcon(24, <path d="M15 18l-6-6 6-6" />, 'round')}
        </button>
      ) : (
        <span class={css.spacer} />
      )}
      {onClose ? (
        <button type="button" class={button.icon} aria-label={t('header.close')} onClick={onClose}>
          {lineIcon(24, <path d="M6 6l12 12M18 6L6 18" />, 'round')}
        </button>
      ) : null}
    </header>
  );
}
