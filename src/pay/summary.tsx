// The payment's summary at the top of every step: amount (R$), recipient and description.
import type { PayTranslate } from './i18n/translator.js';
import { formatAmount } from './money.js';
import type { PayRequest } from './payer-schemas.js';
import * as css from './summary.css.js';
import { body, muted } from '../ui/styles/text.css.js';

import type { ComponentChildren } from 'preact';

/** `children`: what else the card says (an offer's limits, which have no amount of their own). */
export function Summary({ request, t, children }: { request: PayRequest; t: PayTranslate; children?: ComponentChildren }) {
  const recipient = request.recipient?.name;
  return (
    <section class={css.summary} aria-label={t('page.label')}>
      {children ? null : <p class={css.amount}>{formatAmount(request.amount)}</p>}
      {recipient ? <p class={body}>{t('summary.to', { name: recipient })}</p> : null}
      {request.description ? <p class={muted}>{request.description}</p> : null}
      {children}
    </section>
  );
}
