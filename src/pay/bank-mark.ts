// The bank an intent is at, as its logo draws it: the request's entry for it (image, colour), else its name alone.
import type { Intent, PayConnector, PayRequest } from './payer-schemas.js';

export const bankMark = (request: PayRequest, intent: Intent, name: string): Pick<PayConnector, 'name' | 'imageUrl' | 'primaryColor'> =>
  request.connectors.find((c) => c.id === intent.connector?.id) ?? { name };
