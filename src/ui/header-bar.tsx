// The header bar: back where the flow allows one, the merchant's logo and name, and close.
import type { Translate } from '../i18n/index.js';
import * as css from './header-bar.css.js';
import { lineIcon } from './line-icon.js';
import { safeLinkUrl } from './safe-url.js';
import { button } from './styles/button.css.js';

/** The options, checked or not (the first screen paints before the check): only strings are shown. */
export type Client = Readonly<Record<string, unknown>>;

type Props = { t: Translate; client?: Client | undefined; onBack?: () => void; onClose?: () => void };

export function HeaderBar({ t, client, onBack, onClose }: Props) {
  const { clientName: name, clientLogoUrl: logoUrl } = client ?? {};
  const logo = typeof logoUrl === 'string' && safeLinkUrl(logoUrl);
  return (
    <header class={css.bar}>
      {onBack ? (
        <button type="button" class={button.icon} aria-label={t('header.back')} onClick={onBack}>
          {lineIcon(24, <path d="M15 18l-6-6 6-6" />, 'round')}
        </button>
      ) : (
        <span class={css.spacer} />
      )}
      <span class={css.client}>
        {/* Beside the name, which says who it is. */}
        {/* A logo that does not load (a page's CSP may refuse its origin) leaves the name alone. */}
        {logo && <img class={css.logo} src={logo} alt="" width={24} height={24} onError={(event) => (event.currentTarget.hidden = true)} />}
        {typeof name === 'string' && <span class={css.name}>{name}</span>}
      </span>
      {onClose ? (
        <button type="button" class={button.icon} aria-label={t('header.close')} onClick={onClose}>
          {lineIcon(24, <path d="M6 6l12 12M18 6L6 18" />, 'round')}
        </button>
      ) : (
        <span class={css.spacer} />
      )}
    </header>
  );
}
