// The payer API loaded beside the first screen: the client and its schemas (zod) come in a chunk of
// their own, requested at once, so the page paints its loading step without waiting for them.
import { PayerApiError } from './payer-errors.js';
import type { PayerApi } from './payer-types.js';

export function lazyPayerApi(load: () => Promise<PayerApi>): PayerApi {
  let loading: Promise<PayerApi> | null = null;
  const api = (): Promise<PayerApi> => {
    // A chunk that failed to arrive is asked for again on the next call (the retry screen's).
    loading ??= load().catch(() => {
      loading = null;
      throw new PayerApiError('NETWORK', 0);
    });
    return loading;
  };
  void api().catch(() => undefined);
  return {
    request: async () => (await api()).request(),
    createIntent: async (body) => (await api()).createIntent(body),
    intent: async (id) => (await api()).intent(id),
  };
}
