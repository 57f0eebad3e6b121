// The payer API's offer routes as the payment flow asks them: the offer read as the "request", the
// preauthorization created and read back as its "intent", the signed offer sent in every body.
import { PREAUTHORIZATION } from '../intent-outcome.js';
import { readAnswer } from '../payer-api.js';
import type { PayerApi } from '../payer-types.js';
import { READ } from '../request-id.js';
import { Intent, type PayRequest } from '../payer-schemas.js';
import { OfferView } from './offer-schemas.js';

export type OfferApi = PayerApi & {
  /** The offer as last read: its recipients and limits, for the views. */
  view(): OfferView | null;
};

export function createOfferApi(offer: string, base: string, fetchFn: typeof fetch): OfferApi {
  let shown: OfferView | null = null;
  const post = <T>(schema: Parameters<typeof readAnswer<T>>[0], path: string, fields: object = {}) =>
    readAnswer(
      schema,
      fetchFn(`${base}${path}`, {
        ...READ,
        method: 'POST',
        headers: { ...READ.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ offer, ...fields }),
      }),
    );

  return {
    view: () => shown,
    async request(): Promise<PayRequest> {
      const view = await post(OfferView, 'offers');
      shown = view;
      return {
        // A preauthorization has no request of its own and moves no money by itself.
        id: '',
        amount: 0,
        status: 'CREATED',
        kind: PREAUTHORIZATION,
        recipient: { name: view.recipients.map((r) => r.name).join(', ') },
        callbackUrls: view.callbackUrls,
        connectors: view.connectors,
        intent: null,
      };
    },
    // A preauthorization has the fields of an intent the flow reads: id, status, consentUrl, connector.
    createIntent: (body) => post(Intent, 'preauthorizations', body),
    // The id is the one the widget host answered, a uuid it checked.
    intent: (id) => post(Intent, `preauthorizations/${id}`),
  };
}
