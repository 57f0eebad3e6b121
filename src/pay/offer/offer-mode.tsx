// The payer page's offer mode (`pay/#offer=<jws>`): the payment flow driven by the offer routes, its
// summary and done step saying the limits (its copy is the catalogs' `offer.` keys). A chunk of its
// own: a payment's page never loads it.
import { ReceiptStep } from '../receipt-step.js';
import { details, note } from '../receipt-step.css.js';
import type { PayStepProps } from '../step-props.js';
import { Summary } from '../summary.js';
import { createOfferApi } from './offer-api.js';
import { LimitList } from './offer-limits.js';

export function offerMode(offer: string, base: string, fetchFn: typeof fetch) {
  const api = createOfferApi(offer, base, fetchFn);
  const limits = (t: PayStepProps['t']) => <LimitList limits={api.view()?.configuration ?? {}} t={t} />;
  return {
    api,
    summary: (props: Omit<Parameters<typeof Summary>[0], 'children'>) => <Summary {...props}>{limits(props.t)}</Summary>,
    later: {
      receipt: (props: PayStepProps) => {
        const state = props.flow.state.peek();
        return (
          <ReceiptStep {...props}>
            <div class={details}>
              <p class={note}>{props.t('offer.done', { bank: ('intent' in state && state.intent.connector?.name) || '' })}</p>
              {limits(props.t)}
            </div>
          </ReceiptStep>
        );
      },
    },
  };
}
