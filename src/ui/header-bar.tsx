// The header bar: a back button where the flow allows one, and the close button.
import type { Translate } from '../i18n/index.js';
import * as css from './header-bar.css.js';
import { button } from './styles/button.css.js';

type Props = { t: Translate; onBack?: () => void; onClose?: () => void };

const icon = (d: string) => (
  <svg
    width="24"
    height="24"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    stroke-width="2"
    stroke-linecap="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d={d} />
  </svg>
);

export function HeaderBar({ t, onBack, onClose }: Props) {
  return (
    <header class={css.bar}>
      {onBack ? (
        <button type="button" class={button.icon} aria-label={t('header.back')} onClick={onBack}>
          {icon('M15 18l-6-6 6-6')}
        </button>
      ) : (
        <span class={css.spacer} />
      )}
      {onClose ? (
        <button type="button" class={button.icon} aria-label={t('header.close')} onClick={onClose}>
          {icon('M6 6l12 12M18 6L6 18')}
        </button>
      ) : null}
    </header>
  );
}
