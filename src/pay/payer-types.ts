// What the payer page asks of the payer API, without the client that answers it (which brings zod).
import type { Intent, PayRequest } from './payer-schemas.js';

export type NewIntent = { connectorId: number; taxNumber: string; name?: string };

export type PayerApi = {
  request(): Promise<PayRequest>;
  createIntent(body: NewIntent): Promise<Intent>;
  intent(id: string): Promise<Intent>;
};
